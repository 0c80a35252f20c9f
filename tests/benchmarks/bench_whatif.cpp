// The what-if path of the GUI: a driver changes, the engine recomputes, the models and the
// charts update and the window repaints. 10 options over 120 months. QBENCHMARK, not a test:
//   build/tests/benchmarks/bench_whatif -median 9   (QT_QPA_PLATFORM=offscreen)
#include "charts.h"
#include "mainwindow.h"
#include "whatifpanel.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace gputco;

class BenchWhatIf : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
    }

    void driverChangeToRepaint()
    {
        MainWindow window;
        window.setInteractive(false);
        window.resize(1600, 1000);
        Scenario s;
        s.name = QStringLiteral("bench");
        s.horizonMonths = 120;
        s.demand.gpuCount = 64;
        s.demand.busyHoursPerMonth = 500;
        for (int i = 0; i < 10; ++i) {
            Option o;
            o.id = QStringLiteral("o%1").arg(i);
            o.name = QStringLiteral("Option %1").arg(i);
            if (i % 3 == 2) {
                SelfHostedOption h;
                h.serverCount = 8;
                h.pricePerServer = 1.2e6 + i * 1e5;
                h.typicalKwPerServer = 6.5;
                h.maxKwPerServer = 10.2;
                h.powerPricePerKwh = 0.63;
                h.pue = 1.3;
                h.idlePowerFraction = 0.3;
                h.lifeMonths = 48;
                o.spec = h;
            } else {
                CloudOption c;
                c.gpusPerInstance = 8;
                if (i % 3 == 1) {
                    ReservedPricing rp;
                    rp.termMonths = 12;
                    rp.listPricePerInstanceHour = 300.0 + i;
                    rp.discountPercent = 40;
                    c.reserved = rp;
                } else {
                    c.onDemand = OnDemandPricing{};
                    c.onDemand->pricePerInstanceHour = 300.0 + i;
                }
                o.spec = c;
            }
            s.options.push_back(o);
        }
        window.document()->reset(s, QString());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QDoubleSpinBox *spin = window.whatIfPanel()->spinBox(Driver::UtilizationPercent);
        int step = 0;
        QBENCHMARK {
            spin->setValue(40 + (step++ % 50));
            window.cumulativeChart()->repaint();
        }
    }
};

QTEST_MAIN(BenchWhatIf)
#include "bench_whatif.moc"
