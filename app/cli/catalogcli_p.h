#pragma once

// Internals shared by the files of `gputco-cli catalog`: catalogcli.cpp (the parser, usage,
// check and recover), catalogprices.cpp (list, quotes, import, export, history) and
// catalogpricebook.cpp (discount, fees, settings).

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QStringList>
#include <QTextStream>

#include <nlohmann/json.hpp>

namespace gputco {

class PricingDatabase;
struct ImportReport;
struct PriceRow;

namespace CatalogCommands {

using json = nlohmann::json;

// Named context so that lupdate and the run-time lookup agree.
struct CatalogCliTr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::CatalogCli)
};

constexpr int kOk = 0;
constexpr int kInternalError = 1;
constexpr int kInvalidInput = 2;
/// The catalog server refused a change: the user's role may read prices, not import them.
constexpr int kNotAllowed = 3;

/** A catalog command's words, parsed (CommandLine): its options by "--name", flags and positional words. */
struct Arguments
{
    QString command;
    QStringList positional;
    QHash<QString, QString> options;
    QStringList flags;
};

/// True when the command got @p count positional words; else false, with @p message on @p err.
bool hasPositional(const Arguments &a, qsizetype count, const QString &message, QTextStream &err);
/// True when the command got no positional word; else false, naming the first on @p err.
bool noPositional(const Arguments &a, QTextStream &err);
/**
 * The --format given (table when none) if it is one of @p formats; else empty, with @p message
 * (%1: the format given) on @p err.
 */
QString outputFormat(const Arguments &a, const QStringList &formats, const QString &message, QTextStream &err);
void printColumns(const QList<QStringList> &lines, QTextStream &out);
QString asOfText(const QString &asOf, const QString &basis);
int openDatabase(PricingDatabase &db, const Arguments &a, QTextStream &err);
/**
 * What an import of @p file into @p db that did not work says on @p err: the problems found in
 * the file (the last line counts those not listed), or the error. Returns the exit code: kOk
 * when the import worked, kInvalidInput for a file with problems or one that cannot be read,
 * kNotAllowed when the role may not write, kInternalError when the database failed.
 */
int reportImportFailure(const ImportReport &report, const QString &file, const PricingDatabase &db, QTextStream &err);

/// The day quotes are judged on: --on DATE, else today. False (and a message) for a bad date.
bool quoteDay(const Arguments &a, QDate &day, QTextStream &err);
/// "incl. 6 %", "excl. 13 %", "incl. tax", "not stated".
QString taxText(const PriceRow &r);
/// A quote's vendor, contact, tax rate, validity, attachments and status on @p day; null when @p r is no quote.
json quoteJson(const PriceRow &r, const QDate &day);

int runList(const Arguments &a, QTextStream &out, QTextStream &err);
int runHardware(const Arguments &a, QTextStream &out, QTextStream &err);
int runQuotes(const Arguments &a, QTextStream &out, QTextStream &err);
int runImport(const Arguments &a, QTextStream &out, QTextStream &err);
int runExport(const Arguments &a, QTextStream &out, QTextStream &err);
int runHistory(const Arguments &a, QTextStream &out, QTextStream &err);
int runFees(const Arguments &a, QTextStream &out, QTextStream &err);
int runSettings(const Arguments &a, QTextStream &out, QTextStream &err);
int runDiscount(const Arguments &a, QTextStream &out, QTextStream &err);
int runCheck(const Arguments &a, QTextStream &out, QTextStream &err);
int runRecover(const Arguments &a, QTextStream &out, QTextStream &err);

} // namespace CatalogCommands

} // namespace gputco
