#pragma once

namespace gputco {

/*!
 * Leaves the CPU's "dirty upper" AVX state (VZEROUPPER) on the calling thread.
 *
 * Why: Qt 6.4's string hash (the VAES path of qHash, used by every QHash/QSet of QString, for
 * instance while a scenario is loaded) returns with 256-bit registers in use and no
 * VZEROUPPER. Until one runs, every legacy-SSE instruction (this project is compiled for
 * baseline x86-64, so all its double arithmetic is SSE2) carries a false dependency on the
 * upper halves, and a thread created then inherits the state. The Monte Carlo ran 5.5 times
 * slower through the CLI than in its benchmark because of it (docs: README, Performance).
 * Call at the start of each compute-heavy worker; a no-op on a CPU without AVX.
 */
void clearAvxUpperState();

} // namespace gputco
