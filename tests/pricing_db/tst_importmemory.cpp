// Import streams rows (issue 16): the peak memory of `gputco-cli catalog import` and of
// `gputco-cli catalog fees import` stays flat in the size of the price or fee list. Before,
// the whole file, its decoded text and every parsed row were held at once: a 100 MB CSV
// peaked at 1.36 GB. Peak RSS of the child process measured with wait4/getrusage (memory,
// not time).
#include "peakmemory.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

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
 * Writes @p head, rows made by @p row (row n, with the separator before it) until the file is
 * about @p megabytes MB, then @p tail; the number of rows in @p rows.
 */
qint64 writeList(const QString &path, int megabytes, const QByteArray &head, const QByteArray &tail,
    const std::function<QByteArray(qint64)> &row, qint64 *rows)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return -1;
    const qint64 target = qint64(megabytes) * 1024 * 1024;
    QByteArray block;
    f.write(head);
    qint64 n = 0;
    while (f.size() + block.size() < target) {
        block += row(n++);
        if (block.size() > (1 << 20)) {
            f.write(block);
            block.clear();
        }
    }
    f.write(block);
    f.write(tail);
    *rows = n;
    return f.size();
}

/**
 * Writes a valid price list of about @p megabytes MB: 50 providers ("prov7" and "PROV7" are
 * the same one), 400 instance types each, unique ids. @p json selects the JSON format.
 */
qint64 writePriceList(const QString &path, int megabytes, bool json, qint64 *rows)
{
    auto row = [json](qint64 n) {
        const QByteArray provider = ((n / 50) % 2 ? "PROV" : "prov") + QByteArray::number(n % 50);
        const QByteArray type = "type" + QByteArray::number((n / 50) % 400);
        const QByteArray region = "region" + QByteArray::number(n / 20000);
        const QByteArray id = "p" + QByteArray::number(n);
        const QByteArray hourly = QByteArray::number(1.0 + double(n % 997) / 100.0, 'f', 2);
        if (json)
            return QByteArray(n > 0 ? ",\n" : "") + "{\"id\": \"" + id + "\", \"provider\": \"" + provider
                + "\", \"instance_type\": \"" + type
                + "\", \"gpu_model\": \"h100-80gb\", \"gpu_count\": 8, \"region\": \"" + region
                + "\", \"pricing_model\": \"on_demand\", \"hourly\": " + hourly
                + ", \"currency\": \"USD\", \"as_of\": \"2026-06-01\", \"source\": \"memory test\", \"notes\": \""
                + kNote + "\"}";
        return id + ',' + provider + ',' + type + ",h100-80gb,8," + region + ",on_demand," + hourly
            + ",USD,2026-06-01,memory test,\"" + kNote + "\"\n";
    };
    return json ? writeList(
               path, megabytes, "{\"format\": \"gputco-prices\", \"version\": 1, \"prices\": [\n", "\n]}\n", row, rows)
                : writeList(path, megabytes,
                    "id,provider,instance_type,gpu_model,gpu_count,region,pricing_model,hourly,currency,as_of,"
                    "source,notes\n",
                    {}, row, rows);
}

/**
 * Writes a valid fee price list of about @p megabytes MB: 50 providers, storage fees with
 * unique ids and items. @p json selects the JSON format.
 */
qint64 writeFeeList(const QString &path, int megabytes, bool json, qint64 *rows)
{
    const QByteArray unit = QStringLiteral("元/GB/月").toUtf8();
    auto row = [json, unit](qint64 n) {
        const QByteArray provider = "idc" + QByteArray::number(n % 50);
        const QByteArray item = "tier" + QByteArray::number(n);
        const QByteArray region = "region" + QByteArray::number(n / 20000);
        const QByteArray id = "f" + QByteArray::number(n);
        const QByteArray price = QByteArray::number(0.01 + double(n % 997) / 1000.0, 'f', 3);
        if (json)
            return QByteArray(n > 0 ? ",\n" : "") + "{\"id\": \"" + id + "\", \"provider\": \"" + provider
                + "\", \"product\": \"OSS\", \"category\": \"storage\", \"item\": \"" + item + "\", \"region\": \""
                + region + "\", \"price\": " + price + ", \"unit\": \"" + unit
                + "\", \"currency\": \"CNY\", \"as_of\": \"2026-06-01\", \"source\": \"memory test\", \"notes\": \""
                + kNote + "\"}";
        return id + ',' + provider + ",OSS,storage," + item + ',' + region + ',' + price + ',' + unit
            + ",CNY,2026-06-01,memory test,\"" + kNote + "\"\n";
    };
    return json
        ? writeList(path, megabytes, "{\"format\": \"gputco-fees\", \"version\": 1, \"fees\": [\n", "\n]}\n", row, rows)
        : writeList(path, megabytes,
            "id,provider,product,category,item,region,price,unit,currency,as_of,source,notes\n", {}, row, rows);
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
    QTest::addColumn<bool>("fees");
    QTest::newRow("csv") << false << false;
    QTest::newRow("json") << true << false;
    // The fee price list (catalog fees import) streams the same way.
    QTest::newRow("fees-csv") << false << true;
    QTest::newRow("fees-json") << true << true;
}

void TestImportMemory::peakMemoryFlatInFileSize()
{
    if (gputco::test::kSanitized)
        QSKIP("AddressSanitizer's shadow memory and quarantine make peak RSS meaningless; the streamed "
              "imports run under the sanitizers in tst_priceimport and tst_feeimport");
    QFETCH(bool, json);
    QFETCH(bool, fees);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString ext = json ? QStringLiteral(".json") : QStringLiteral(".csv");
    long peakMb[2] = {0, 0};
    const int sizes[2] = {10, 100};
    for (int i = 0; i < 2; ++i) {
        const QString list
            = dir.filePath((fees ? QStringLiteral("fees-%1mb") : QStringLiteral("prices-%1mb")).arg(sizes[i]) + ext);
        qint64 rows = 0;
        const qint64 bytes
            = fees ? writeFeeList(list, sizes[i], json, &rows) : writePriceList(list, sizes[i], json, &rows);
        QVERIFY(bytes > qint64(sizes[i] - 1) * 1024 * 1024);
        const QString db = dir.filePath(QStringLiteral("catalog-%1.sqlite").arg(sizes[i]));
        QStringList args{QStringLiteral("catalog")};
        if (fees)
            args << QStringLiteral("fees");
        args << QStringLiteral("import") << list << QStringLiteral("--db") << db;
        const Measured m = measure(args, dir.filePath(QStringLiteral("err.txt")));
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
    // (250,000 rows in 100 MB: 4 MB). Whole-file reading needed 1,360 MB here (the fee list:
    // 1,036 MB for the 100 MB CSV, 780 MB for the JSON).
    QVERIFY2(peakMb[1] < 200, qPrintable(QStringLiteral("100 MB import peaked at %1 MB").arg(peakMb[1])));
    // 90 MB more file: at most the page cache filling up (32 MB) and the ids (4 MB) more.
    QVERIFY2(peakMb[1] - peakMb[0] < 48,
        qPrintable(QStringLiteral("peak grew from %1 MB (10 MB file) to %2 MB "
                                  "(100 MB file)")
                       .arg(peakMb[0])
                       .arg(peakMb[1])));
}

QTEST_GUILESS_MAIN(TestImportMemory)
#include "tst_importmemory.moc"
