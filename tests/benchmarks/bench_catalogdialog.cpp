// The app's catalog dialog on a 100,000-row catalog (issue 17): opening it, and a filter
// typed into its search box. The catalog is the one bench_pricing_db lists (5 providers x 200
// instance types x 10 regions x 5 zones x 2 pricing models, plus the seed: 106,085 rows).
// Not a test: each case runs 5 times and prints the median wall and process CPU time.
//   QT_QPA_PLATFORM=offscreen build/tests/benchmarks/bench_catalogdialog
#include "catalogdialog.h"
#include "pricingdatabase.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <algorithm>
#include <ctime>
#include <functional>
#include <vector>

using namespace gputco;

namespace {

double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/// Runs @p step 5 times; prints the median wall and CPU milliseconds.
void measure(const char *what, const std::function<void()> &step)
{
    std::vector<double> wall, cpu;
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer timer;
        const double cpu0 = cpuMs();
        timer.start();
        step();
        wall.push_back(double(timer.nsecsElapsed()) / 1e6);
        cpu.push_back(cpuMs() - cpu0);
    }
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    qInfo("%s: median %.1f ms wall, %.1f ms CPU (5 runs, %.1f-%.1f ms CPU)", what, wall[2], cpu[2], cpu.front(),
        cpu.back());
}

} // namespace

class BenchCatalogDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(mDir.isValid());
        const QString catalog = mDir.filePath(QStringLiteral("big.sqlite"));
        qputenv("GPUTCO_PRICING_DB", catalog.toUtf8());
        const QString csv = mDir.filePath(QStringLiteral("prices-100k.csv"));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QTextStream out(&file);
        out << "provider,instance_type,gpu_model,gpu_count,vcpus,memory_gib,region,zone,pricing_model,hourly,currency,"
               "as_of,source\n";
        const char *gpus[]
            = {"h100-80gb", "a100-80gb", "a100-40gb", "h200-141gb", "b200", "l20", "a10", "t4", "v100-32gb", "h20"};
        int n = 0;
        for (int provider = 0; provider < 5; ++provider)
            for (int type = 0; type < 200; ++type)
                for (int region = 0; region < 10; ++region)
                    for (int zone = 0; zone < 5; ++zone)
                        for (const char *model : {"on_demand", "spot"}) {
                            out << "bench" << provider << ",type" << type << ',' << gpus[type % 10]
                                << ",8,96,1152,region" << region << ",zone" << zone << ',' << model << ','
                                << (10.0 + (n % 997) * 0.01) << ",USD,2026-06-01,benchmark\n";
                            ++n;
                        }
        file.close();
        PricingDatabase db;
        QVERIFY(db.open(catalog).ok());
        QVERIFY(db.importPrices(csv).ok());
    }

    void open()
    {
        int rows = 0;
        measure("open the dialog", [&] {
            CatalogDialog dialog;
            rows = dialog.rowCount();
        });
        QCOMPARE(rows, 106085);
    }

    void openAndShow()
    {
        measure("open, show and paint the dialog", [&] {
            CatalogDialog dialog;
            dialog.resize(1100, 700);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            dialog.grab();
        });
    }

    void search()
    {
        CatalogDialog dialog;
        int found = 0;
        measure("search 'bench3 type17 region2', then clear it", [&] {
            dialog.setSearchText(QStringLiteral("bench3 type17 region2"));
            found = dialog.rowCount();
            dialog.setSearchText(QString());
        });
        QCOMPARE(found, 110); // type17 and type170-179 of bench3 (11 types) x 5 zones x 2 pricing models
    }

    void provider()
    {
        CatalogDialog dialog;
        int found = 0;
        measure("provider filter bench3, then all providers", [&] {
            dialog.setProviderFilter(QStringLiteral("bench3"));
            found = dialog.rowCount();
            dialog.setProviderFilter(QString());
        });
        QCOMPARE(found, 20000); // 200 types x 100 prices
    }

    void sortByPrice()
    {
        int loaded = 0;
        measure("open, sort every row by price", [&] {
            CatalogDialog dialog;
            auto *view = dialog.findChild<QTableView *>();
            view->sortByColumn(6, Qt::AscendingOrder);
            loaded = view->model()->rowCount();
        });
        QCOMPARE(loaded, 106085);
    }

private:
    QTemporaryDir mDir;
};

QTEST_MAIN(BenchCatalogDialog)
#include "bench_catalogdialog.moc"
