#pragma once

#include "scenario.h"

#include <QCoreApplication>

#include <vector>

namespace gputco {

/*!
 * The storage classes (pipeline efficiency) and interconnects (scaling efficiency) a job's
 * option profiles may name: the built-in ones with their sources (COST-MODEL.md section 2),
 * and those of a scenario's job added to them. Data of the scenario format, so the loader can
 * check the names and the job planner can price them.
 */
class EfficiencyClasses
{
    Q_DECLARE_TR_FUNCTIONS(gputco::EfficiencyClasses)

public:
    /// Built-in classes with their sources, before the job's own.
    static const std::vector<EfficiencyClass> &builtInStorage();
    static const std::vector<EfficiencyClass> &builtInInterconnects();
    /// Built-in classes with the job's own added (same id: the job's replaces the built-in).
    static std::vector<EfficiencyClass> storage(const Job &job);
    static std::vector<EfficiencyClass> interconnects(const Job &job);
};

} // namespace gputco
