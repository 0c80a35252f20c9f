#pragma once

namespace gputco {

/*!
 * Optimal checkpoint intervals for work that is interrupted at random (spot capacity,
 * hardware failures). Pure functions; all times in the same unit (the engine uses hours).
 *
 * - Young (1974): T = sqrt(2 C M), first order in C / M.
 * - Daly (2006, "A higher order estimate of the optimum checkpoint interval for restart
 *   dumps", FGCS 22(3)), eq. 37: for C < 2 M,
 *   T = sqrt(2 C M) x (1 + (1/3) sqrt(C / (2M)) + (1/9) (C / (2M))) - C; for C >= 2 M, T = M.
 *   Daly's optimum does not depend on the restart time R: R adds to every interruption
 *   whatever the interval.
 *
 * C is the time to write one checkpoint, M the mean time between interruptions of the job
 * (for a gang-scheduled job on N instances: the per-instance mean divided by N).
 */
class CheckpointInterval
{
public:
    /// Young's interval sqrt(2 C M); 0 when C or M is not positive.
    static double young(double checkpointWrite, double meanTimeBetweenInterruptions);
    /// Daly's higher-order interval; 0 when C or M is not positive.
    static double daly(double checkpointWrite, double meanTimeBetweenInterruptions);
};

} // namespace gputco
