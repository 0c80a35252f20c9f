// Benchmarks of the pricing catalog (issue 3 targets: import of 100,000 price rows under
// 3 s, a filtered list under 10 ms, opening the database at start under 50 ms; issue 15:
// the same on PostgreSQL, list under 30 ms; issue 17: the filtered list under 2 ms).
// With GPUTCO_BENCH_PG_URL=postgresql://... every benchmark runs on that server instead of a
// file, each catalog in a schema of its own (dropped at the end), e.g.
//   pg_virtualenv -t env GPUTCO_BENCH_PG_URL=postgresql:///postgres build/tests/benchmarks/bench_pricing_db
#include "priceio.h"
#include "pricingdatabase.h"

#include <QCoreApplication>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QUrl>
#include <QUrlQuery>

#include <benchmark/benchmark.h>

using namespace gputco;

namespace {

QTemporaryDir &workDir()
{
    static QTemporaryDir dir;
    return dir;
}

QString server()
{
    return qEnvironmentVariable("GPUTCO_BENCH_PG_URL");
}

QStringList &serverSchemas()
{
    static QStringList schemas;
    return schemas;
}

/** Runs @p sql on the server as the benchmark's role. */
void onServer(const QString &sql)
{
    {
        const QUrl url(server());
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("bench_admin"));
        db.setHostName(url.host());
        if (url.port() > 0)
            db.setPort(url.port());
        db.setUserName(url.userName());
        db.setPassword(url.password());
        db.setDatabaseName(url.path().mid(1));
        if (!db.open())
            qFatal("cannot connect to %s", qPrintable(server()));
        QSqlQuery q(db);
        q.exec(QStringLiteral("SET client_min_messages = warning"));
        if (!q.exec(sql))
            qFatal("%s failed", qPrintable(sql));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bench_admin"));
}

/** A new empty catalog on the server: a schema of its own, named through the URL. */
QString serverCatalog(const QString &name)
{
    const QString schema = QStringLiteral("bench_%1_%2").arg(QCoreApplication::applicationPid()).arg(name);
    onServer(QStringLiteral("DROP SCHEMA IF EXISTS %1 CASCADE").arg(schema));
    onServer(QStringLiteral("CREATE SCHEMA %1").arg(schema));
    serverSchemas() << schema;
    QUrl url(server());
    QUrlQuery query(url);
    query.addQueryItem(QStringLiteral("options"), QStringLiteral("-csearch_path%3D") + schema);
    url.setQuery(query);
    return url.toString();
}

/** A seeded database file, created once and copied by the benchmarks that write. */
QString seededTemplate()
{
    static const QString path = [] {
        if (!server().isEmpty()) {
            const QString url = serverCatalog(QStringLiteral("template"));
            PricingDatabase db;
            if (!db.open(url).ok())
                qFatal("cannot create the template catalog");
            return url;
        }
        const QString p = workDir().filePath(QStringLiteral("template.sqlite"));
        PricingDatabase db;
        if (!db.open(p).ok())
            qFatal("cannot create the template database");
        return p;
    }();
    return path;
}

/** 100,000 rows in the exchange CSV format: 5 providers x 200 types x 10 regions x 10 zones/models. */
QString hundredThousandRows()
{
    static const QString path = [] {
        const QString p = workDir().filePath(QStringLiteral("prices-100k.csv"));
        QFile file(p);
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write the benchmark price list");
        QTextStream out(&file);
        out << "provider,instance_type,gpu_model,gpu_count,vcpus,memory_gib,region,zone,pricing_model,hourly,currency,"
               "as_of,source\n";
        const char *gpus[]
            = {"h100-80gb", "a100-80gb", "a100-40gb", "h200-141gb", "b200", "l20", "a10", "t4", "v100-32gb", "h20"};
        int n = 0;
        for (int provider = 0; provider < 5; ++provider) {
            for (int type = 0; type < 200; ++type) {
                for (int region = 0; region < 10; ++region) {
                    for (int zone = 0; zone < 5; ++zone) {
                        for (const char *model : {"on_demand", "spot"}) {
                            out << "bench" << provider << ",type" << type << ',' << gpus[type % 10]
                                << ",8,96,1152,region" << region << ",zone" << zone << ',' << model << ','
                                << (10.0 + (n % 997) * 0.01) << ",USD,2026-06-01,benchmark\n";
                            ++n;
                        }
                    }
                }
            }
        }
        return p;
    }();
    return path;
}

QString freshCopy(const QString &name)
{
    if (!server().isEmpty()) {
        // A seeded catalog: seeding is not part of what the benchmarks measure.
        QString id = name;
        id.remove(QStringLiteral(".sqlite")).replace(u'-', u'_');
        const QString url = serverCatalog(id);
        PricingDatabase db;
        if (!db.open(url).ok())
            qFatal("cannot seed %s", qPrintable(url));
        return url;
    }
    const QString path = workDir().filePath(name);
    QFile::remove(path);
    QFile::copy(seededTemplate(), path);
    return path;
}

void BM_OpenExistingDatabase(benchmark::State &state)
{
    const QString path = seededTemplate();
    for (auto _ : state) {
        PricingDatabase db;
        const Status status = db.open(path);
        benchmark::DoNotOptimize(status);
        if (!status.ok())
            state.SkipWithError("open failed");
    }
}
BENCHMARK(BM_OpenExistingDatabase)->Unit(benchmark::kMillisecond);

void BM_FirstStartFromSeed(benchmark::State &state)
{
    static int n = 0; // repetitions must not reopen an earlier file
    for (auto _ : state) {
        state.PauseTiming();
        const QString path = server().isEmpty() ? workDir().filePath(QStringLiteral("first-%1.sqlite").arg(++n))
                                                : serverCatalog(QStringLiteral("first_%1").arg(++n));
        state.ResumeTiming();
        PricingDatabase db;
        if (!db.open(path).ok())
            state.SkipWithError("open failed");
    }
}
BENCHMARK(BM_FirstStartFromSeed)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_Import100kRows(benchmark::State &state)
{
    const QString file = hundredThousandRows();
    static int n = 0;
    for (auto _ : state) {
        state.PauseTiming();
        PricingDatabase db;
        if (!db.open(freshCopy(QStringLiteral("import-%1.sqlite").arg(++n))).ok())
            state.SkipWithError("open failed");
        state.ResumeTiming();
        const ImportReport report = db.importPrices(file);
        if (!report.ok() || report.pricesImported != 100000)
            state.SkipWithError("import failed");
    }
    state.SetItemsProcessed(state.iterations() * 100000);
}
BENCHMARK(BM_Import100kRows)->Unit(benchmark::kMillisecond)->Iterations(3);

// The reading half of the import alone (issue 17): CSV decoded, parsed and validated a block
// at a time, each clean row handed to a callback that drops it.
void BM_ReadPriceList100kRows(benchmark::State &state)
{
    const QString file = hundredThousandRows();
    for (auto _ : state) {
        qint64 rows = 0;
        const ParsedPriceList parsed = readPriceList(file, ImportOptions(), [&rows](PriceRow &, bool) { ++rows; });
        if (!parsed.issues.isEmpty() || rows != 100000) {
            qWarning(
                "%lld rows; %s", rows, parsed.issues.isEmpty() ? "" : qPrintable(parsed.issues.first().toString()));
            state.SkipWithError("read failed");
        }
    }
    state.SetItemsProcessed(state.iterations() * 100000);
}
BENCHMARK(BM_ReadPriceList100kRows)->Unit(benchmark::kMillisecond)->Iterations(3);

PricingDatabase &bigDatabase()
{
    static PricingDatabase db;
    static const bool ready = [] {
        if (!db.open(freshCopy(QStringLiteral("big.sqlite"))).ok())
            return false;
        return db.importPrices(hundredThousandRows()).ok();
    }();
    if (!ready)
        qFatal("cannot prepare the 100k-row database");
    return db;
}

void BM_ListByProviderAndGpu(benchmark::State &state)
{
    PricingDatabase &db = bigDatabase();
    PriceFilter filter;
    filter.provider = QStringLiteral("bench3");
    filter.gpu = QStringLiteral("h100-80gb");
    qsizetype rows = 0;
    for (auto _ : state) {
        const auto result = db.listPrices(filter);
        rows = result.value().size();
        benchmark::DoNotOptimize(rows);
    }
    state.counters["rows"] = static_cast<double>(rows);
}
BENCHMARK(BM_ListByProviderAndGpu)->Unit(benchmark::kMillisecond);

void BM_ListSeedProviderGpuRegion(benchmark::State &state)
{
    PricingDatabase &db = bigDatabase();
    PriceFilter filter;
    filter.provider = QStringLiteral("alibaba");
    filter.gpu = QStringLiteral("A100");
    filter.pricingModel = QStringLiteral("on_demand");
    qsizetype rows = 0;
    for (auto _ : state) {
        const auto result = db.listPrices(filter);
        rows = result.value().size();
        benchmark::DoNotOptimize(rows);
    }
    state.counters["rows"] = static_cast<double>(rows);
}
BENCHMARK(BM_ListSeedProviderGpuRegion)->Unit(benchmark::kMillisecond);

void BM_ListRegionAndModel(benchmark::State &state)
{
    // No provider or GPU: every instance type, narrowed by the prices' region and pricing model.
    PricingDatabase &db = bigDatabase();
    PriceFilter filter;
    filter.region = QStringLiteral("region3");
    filter.pricingModel = QStringLiteral("spot");
    qsizetype rows = 0;
    for (auto _ : state) {
        const auto result = db.listPrices(filter);
        rows = result.value().size();
        benchmark::DoNotOptimize(rows);
    }
    state.counters["rows"] = static_cast<double>(rows);
}
BENCHMARK(BM_ListRegionAndModel)->Unit(benchmark::kMillisecond);

void BM_ListEverything(benchmark::State &state)
{
    // What the app's catalog dialog reads when it opens: every price and unpriced type.
    PricingDatabase &db = bigDatabase();
    qsizetype rows = 0;
    for (auto _ : state) {
        const auto result = db.listPrices();
        rows = result.value().size();
        benchmark::DoNotOptimize(rows);
    }
    state.counters["rows"] = static_cast<double>(rows);
}
BENCHMARK(BM_ListEverything)->Unit(benchmark::kMillisecond);

void BM_PriceById(benchmark::State &state)
{
    PricingDatabase &db = bigDatabase();
    const QString id = QStringLiteral("aws/p5.48xlarge/us-east-1/use1-az1/on_demand");
    for (auto _ : state) {
        const auto row = db.priceById(id);
        benchmark::DoNotOptimize(row);
    }
}
BENCHMARK(BM_PriceById)->Unit(benchmark::kMicrosecond);

} // namespace

int main(int argc, char **argv)
{
    // Qt SQL loads the SQLite driver plugin through the application object.
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    for (const QString &schema : serverSchemas())
        onServer(QStringLiteral("DROP SCHEMA IF EXISTS %1 CASCADE").arg(schema));
    return 0;
}
