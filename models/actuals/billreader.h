#pragma once

#include "billissues.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace gputco {

/** How to read a bill. */
struct BillReadOptions
{
    QString currency; ///< --currency: the file's one currency (needed when it has no BillingCurrency)
    QString provider; ///< --provider: the file's one provider (needed when it has no ProviderName)
    bool allowDuplicateRows = false; ///< --allow-duplicate-rows: a row repeated exactly is not a problem
};

/** The rows of one month and currency: their count and summed amounts. */
struct BillTotal
{
    QString month; ///< YYYY-MM (UTC)
    QString currency;
    qint64 rows = 0;
    double billed = 0; ///< BilledCost
    double effective = 0; ///< EffectiveCost
    double unusedCommitment = 0; ///< EffectiveCost of the rows with CommitmentDiscountStatus Unused
};

/** What reading a bill for `actuals check` found. */
struct BillCheck
{
    explicit BillCheck(const QString &f)
        : file(f)
        , issues(f)
    { }

    QString file;
    QString sha256; ///< of the file's bytes, lower-case hex; empty when it cannot be read
    qint64 rows = 0; ///< bill rows (records after the header; blank lines are not rows)
    QString focusColumns; ///< FocusHeader::version
    QStringList warnings;
    BillIssues issues;
    QList<BillTotal> byChargeMonth; ///< by the month of ChargePeriodStart, then currency
    QList<BillTotal> byBillingMonth; ///< by the month of BillingPeriodStart (empty without the column)

    bool ok() const { return issues.isEmpty(); }
};

/**
 * Reads a FOCUS CSV bill once, streamed (CsvFileReader batches: memory does not grow with the
 * file), checks every cell it reads and sums the rows per month and currency. File lines are
 * the row numbers (blank lines are skipped, not renumbered). Never throws: every problem is a
 * BillIssue. Totals are those of the whole file only when ok().
 */
BillCheck readFocusForCheck(const QString &file, const BillReadOptions &options);

} // namespace gputco
