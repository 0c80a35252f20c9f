#include "actualscommands.h"

#include "billreader.h"
#include "cli.h"
#include "commandline.h"
#include "currency.h"
#include "resultwriter.h"

#include <QCoreApplication>

#include <cmath>

#include <nlohmann/json.hpp>

namespace gputco {

namespace {

/// This file's messages, in the context of Cli (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::Cli)
};

using ojson = nlohmann::ordered_json;

QString actualsUsage()
{
    return Tr::tr("Usage: gputco-cli actuals COMMAND [OPTIONS]\n"
                  "\n"
                  "Commands:\n"
                  "  check BILL... [--currency C] [--provider P] [--allow-duplicate-rows]\n"
                  "         [--format table|json] [--lang en|zh_CN]\n"
                  "        Read FOCUS CSV bills and check every cell: each problem is named by file,\n"
                  "        row and column; a bill without problems is summed per month and currency.\n"
                  "\n"
                  "'gputco-cli actuals COMMAND --help' lists the options of one command.\n");
}

std::string s(const QString &q)
{
    return q.toStdString();
}

ojson number(double v)
{
    return std::isfinite(v) ? ojson(v) : ojson(nullptr);
}

ojson totalsJson(const QList<BillTotal> &totals)
{
    ojson list = ojson::array();
    for (const BillTotal &t : totals)
        list.push_back(
            {{"month", s(t.month)}, {"currency", s(t.currency)}, {"rows", t.rows}, {"billed", number(t.billed)},
                {"effective", number(t.effective)}, {"unusedCommitment", number(t.unusedCommitment)}});
    return list;
}

QByteArray checkJson(const QList<BillCheck> &checks)
{
    ojson files = ojson::array();
    for (const BillCheck &c : checks) {
        ojson warnings = ojson::array();
        for (const QString &w : c.warnings)
            warnings.push_back(s(w));
        files.push_back({{"file", s(c.file)}, {"sha256", s(c.sha256)}, {"kind", "focus"}, {"rows", c.rows},
            {"focusColumns", s(c.focusColumns)}, {"warnings", warnings}, {"byChargeMonth", totalsJson(c.byChargeMonth)},
            {"byBillingMonth", totalsJson(c.byBillingMonth)}});
    }
    ojson root;
    root["outputVersion"] = 1;
    root["generator"] = "gputco " GPUTCO_VERSION;
    root["files"] = files;
    return QByteArray::fromStdString(root.dump(2, ' ', false, ojson::error_handler_t::replace)) + '\n';
}

QString totalsTable(const QList<BillTotal> &totals)
{
    QList<QStringList> rows;
    for (const BillTotal &t : totals)
        rows << QStringList{t.month, t.currency, QString::number(t.rows), ResultWriter::money(t.billed),
            ResultWriter::money(t.effective), ResultWriter::money(t.unusedCommitment)};
    return ResultWriter::textTable({Tr::tr("month"), Tr::tr("currency"), Tr::tr("rows"), Tr::tr("BilledCost"),
                                       Tr::tr("EffectiveCost"), Tr::tr("unused commitment")},
        rows);
}

QString checkTable(const QList<BillCheck> &checks)
{
    QString out;
    for (const BillCheck &c : checks) {
        if (!out.isEmpty())
            out += QLatin1Char('\n');
        out += c.file + QLatin1Char('\n');
        out += Tr::tr("%1 bill rows, FOCUS columns %2, SHA-256 %3").arg(c.rows).arg(c.focusColumns, c.sha256)
            + QLatin1Char('\n');
        for (const QString &w : c.warnings)
            out += Tr::tr("warning: %1").arg(w) + QLatin1Char('\n');
        out += QLatin1Char('\n') + Tr::tr("By charge month (ChargePeriodStart, UTC)") + QLatin1Char('\n');
        out += totalsTable(c.byChargeMonth);
        if (!c.byBillingMonth.isEmpty()) {
            out += QLatin1Char('\n') + Tr::tr("By billing month (BillingPeriodStart)") + QLatin1Char('\n');
            out += totalsTable(c.byBillingMonth);
        }
    }
    return out;
}

int check(const QStringList &args, QTextStream &out, QTextStream &err)
{
    CommandLine cl(QStringLiteral("actuals check"), Tr::tr("BILL..."),
        Tr::tr("Read FOCUS CSV bills and check every cell; print per month and currency the rows, BilledCost, "
               "EffectiveCost and unused commitment. Exit 2 when any bill has a problem (all listed, nothing "
               "printed on standard output)."));
    cl.addValue({QStringLiteral("kind")}, QStringLiteral("focus"), Tr::tr("Bill format (only focus yet)."),
        QStringLiteral("focus"));
    cl.addValue({QStringLiteral("currency")}, QStringLiteral("C"),
        Tr::tr("ISO 4217 code of bills without a BillingCurrency column; with one, every row must say it."));
    cl.addValue(
        {QStringLiteral("provider")}, QStringLiteral("P"), Tr::tr("Provider of bills without a ProviderName column."));
    cl.addFlag({QStringLiteral("allow-duplicate-rows")},
        Tr::tr("A row that repeats an earlier row exactly is not a problem (the bill really has both)."));
    cl.addValue(
        {QStringLiteral("format")}, QStringLiteral("table|json"), Tr::tr("Output format."), QStringLiteral("table"));
    cl.addLanguageOption();
    if (const auto done = cl.parse(args, out, err))
        return *done;
    const QString format = cl.value(QStringLiteral("format"));
    if (format != QLatin1String("table") && format != QLatin1String("json"))
        return usageError(err, Tr::tr("unknown format \"%1\": use table or json").arg(format));
    const QString kind = cl.value(QStringLiteral("kind"));
    if (kind != QLatin1String("focus"))
        return usageError(err, Tr::tr("unknown bill kind \"%1\": only focus is read yet").arg(kind));
    BillReadOptions options;
    options.currency = cl.value(QStringLiteral("currency"));
    options.provider = cl.value(QStringLiteral("provider"));
    options.allowDuplicateRows = cl.isSet(QStringLiteral("allow-duplicate-rows"));
    if (cl.isSet(QStringLiteral("currency")) && !isKnownCurrencyCode(options.currency))
        return usageError(
            err, Tr::tr("--currency: '%1' is not an ISO 4217 currency code (e.g. CNY, USD)").arg(options.currency));
    if (cl.isSet(QStringLiteral("provider")) && options.provider.trimmed().isEmpty())
        return usageError(err, Tr::tr("--provider needs a value"));
    const QStringList files = cl.positional();
    if (files.isEmpty())
        return usageError(err, Tr::tr("no bill file given"));

    QList<BillCheck> checks;
    bool ok = true;
    for (const QString &file : files) {
        checks << readFocusForCheck(file, options);
        ok = ok && checks.last().ok();
    }
    if (!ok) {
        for (const BillCheck &c : std::as_const(checks))
            for (const QString &line : c.issues.toStrings())
                err << line << '\n';
        return ExitInvalidInput;
    }
    if (format == QLatin1String("json"))
        out << QString::fromUtf8(checkJson(checks));
    else
        out << checkTable(checks);
    return ExitOk;
}

} // namespace

int runActualsCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QString command = args.value(0);
    if (command == QLatin1String("-h") || command == QLatin1String("--help") || command == QLatin1String("help")) {
        out << actualsUsage();
        return ExitOk;
    }
    if (command.isEmpty())
        return usageError(err, Tr::tr("missing actuals command: use check"));
    if (command == QLatin1String("check"))
        return check(args.mid(1), out, err);
    return usageError(err, Tr::tr("unknown actuals command \"%1\": use check").arg(command));
}

} // namespace gputco
