// The engine's GPU model facts (models/scenario/gpumodels.cpp, used to size options and check origins)
// and the pricing catalog's seed (pricing_db/seed/catalog.json) name the same models with the
// same figures, so that the catalog a user browses and the sizing defaults never disagree.
#include "gpumodels.h"
#include "seeddata.h"

#include <QTest>

#include <algorithm>

using namespace gputco;

class TestGpuModels : public QObject
{
    Q_OBJECT

private slots:
    void catalogAndEngineAgree();
};

void TestGpuModels::catalogAndEngineAgree()
{
    const auto seed = loadBuiltinSeed();
    QVERIFY(seed.ok());
    for (const GpuModel &g : seed.value().gpuModels) {
        const GpuModelFacts *facts = GpuModels::find(g.id);
        QVERIFY2(facts, qPrintable(g.id + QStringLiteral(": in the catalog, not in models/scenario/gpumodels.cpp")));
        QCOMPARE(QString::fromLatin1(facts->id), g.id);
        QCOMPARE(QString::fromLatin1(facts->vendor), g.vendor);
        QCOMPARE(facts->bf16Tflops.has_value(), g.bf16Tflops.has_value());
        if (g.bf16Tflops)
            QCOMPARE(*facts->bf16Tflops, *g.bf16Tflops);
        if (g.memoryGb && facts->memoryGb)
            QCOMPARE(*facts->memoryGb, *g.memoryGb);
    }
    for (const GpuModelFacts &f : GpuModels::all()) {
        const bool inCatalog = std::any_of(seed.value().gpuModels.begin(), seed.value().gpuModels.end(),
            [&](const GpuModel &g) { return g.id == QLatin1String(f.id); });
        QVERIFY2(inCatalog, f.id);
    }
}

QTEST_GUILESS_MAIN(TestGpuModels)
#include "tst_gpumodels.moc"
