// Import streams rows (issue 16): the peak memory of `gputco-cli catalog import` stays flat in
// the size of the price list. Before, the whole file, its decoded text and every parsed row
// were held at once: a 100 MB CSV peaked at 1.36 GB. Peak RSS of the child process measured
// with wait4/getrusage (memory, not time).
#include "peakmemory.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

namespace {

using gputco::test::Measured;

/// Runs gputco-cli with @p args; its own peak resident set size.
Measured measure(const QStringList &args, const QString &errFile)
{
    qputenv("LANG", "C");
    return gputco::test::runMeasured(QByteArrayLiteral(GPUTCO_CLI_PATH), args, errFile);
}

/// A note long enough that a megabyte is about 2,500 rows (the import's cost is per byte read
/// and per row written; wide rows reach 100 MB in a few seconds of import).
const QByteArray kNote = QByteArray("negotiated list price, renewal yearly; ").repeated(8);

/**
 * Writes a valid price list of about @p megabytes MB: 50 providers ("prov7" and "PROV7" are
 * the same one), 400 instance types each, unique ids. @p json selects the JSON format.
 */
qint64 writePriceList(const QString &path, int megabytes, bool json, qint64 *rows)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return -1;
    const qint64 target = qint64(megabytes) * 1024 * 1024;
    QByteArray block;
    if (json)
        f.write("{\"format\": \"gputco-prices\", \"version\": 1, \"prices\": [\n");
    else
        f.write("id,provider,instance_type,gpu_model,gpu_count,region,pricing_model,hourly,currency,as_of,source,notes\n");
    qint64 n = 0;
    while (f.size() + block.size() < target) {
        const QByteArray provider = ((n / 50) % 2 ? "PROV" : "prov") + QByteArray::number(n % 50);
        const QByteArray type = "type" + QByteArray::number((n / 50) % 400);
        const QByteArray region = "region" + QByteArray::number(n / 20000);
        const QByteArray id = "p" + QByteArray::number(n);
        const QByteArray hourly = QByteArray::number(1.0 + double(n % 997) / 100.0, 'f', 2);
        if (json) {
            block += QByteArray(n > 0 ? ",\n" : "") + "{\"id\": \"" + id + "\", \"provider\": \"" + provider
                + "\", \"instance_type\": \"" + type + "\", \"gpu_model\": \"h100-80gb\", \"gpu_count\": 8, \"region\": \""
                + region + "\", \"pricing_model\": \"on_demand\", \"hourly\": " + hourly
                + ", \"currency\": \"USD\", \"as_of\": \"2026-06-01\", \"source\": \"memory test\", \"notes\": \"" + kNote
                + "\"}";
        } else {
            block += id + ',' + provider + ',' + type + ",h100-80gb,8," + region + ",on_demand," + hourly
                + ",USD,2026-06-01,memory test,\"" + kNote + "\"\n";
        }
        ++n;
        if (block.size() > (1 << 20)) {
            f.write(block);
            block.clear();
        }
    }
    f.write(block);
    if (json)
        f.write("\n]}\n");
    *rows = n;
    return f.size();
}

} // namespace

class TestImportMemory : public QObject
{
    Q_OBJECT

private slots:
    void peakMemoryFlatInFileSize_data();
    void peakMemoryFlatInFileSize();
};

void TestImportMemory::peakMemoryFlatInFileSize_data()
{
    QTest::addColumn<bool>("json");
    QTest::newRow("csv") << false;
    QTest::newRow("json") << true;
}

void TestImportMemory::peakMemoryFlatInFileSize()
{
    QFETCH(bool, json);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString ext = json ? QStringLiteral(".json") : QStringLiteral(".csv");
    long peakMb[2] = {0, 0};
    const int sizes[2] = {10, 100};
    for (int i = 0; i < 2; ++i) {
        const QString list = dir.filePath(QStringLiteral("prices-%1mb").arg(sizes[i]) + ext);
        qint64 rows = 0;
        const qint64 bytes = writePriceList(list, sizes[i], json, &rows);
        QVERIFY(bytes > qint64(sizes[i] - 1) * 1024 * 1024);
        const QString db = dir.filePath(QStringLiteral("catalog-%1.sqlite").arg(sizes[i]));
        const Measured m = measure({QStringLiteral("catalog"), QStringLiteral("import"), list, QStringLiteral("--db"), db},
                                   dir.filePath(QStringLiteral("err.txt")));
        QVERIFY2(m.exitCode == 0, m.err.constData());
        peakMb[i] = m.peakKb / 1024;
        qInfo("%s: %lld MB, %lld rows: peak RSS %ld MB", qPrintable(QFileInfo(list).fileName()), bytes / (1024 * 1024),
              rows, peakMb[i]);
        QFile::remove(list);
        QFile::remove(db);
    }
    // Bounds: the program itself with Qt and the catalog (~40 MB), SQLite's page cache
    // (PRAGMA cache_size: at most 32 MB, full once the catalog is that large), a 1 MB read
    // block decoded to 2 MB of text, and 8-16 bytes a row for the duplicate-id check
    // (250,000 rows in 100 MB: 4 MB). Whole-file reading needed 1,360 MB here.
    QVERIFY2(peakMb[1] < 200, qPrintable(QStringLiteral("100 MB import peaked at %1 MB").arg(peakMb[1])));
    // 90 MB more file: at most the page cache filling up (32 MB) and the ids (4 MB) more.
    QVERIFY2(peakMb[1] - peakMb[0] < 48, qPrintable(QStringLiteral("peak grew from %1 MB (10 MB file) to %2 MB "
                                                                   "(100 MB file)").arg(peakMb[0]).arg(peakMb[1])));
}

QTEST_GUILESS_MAIN(TestImportMemory)
#include "tst_importmemory.moc"
