// libFuzzer target: price-list import (the parsing and validation step of
// PricingDatabase::importPrices and `gputco-cli catalog import`), in the format chosen at
// compile time: GPUTCO_FUZZ_JSON for JSON, CSV otherwise. Whatever the reader accepts
// without issues must survive writing and reading again unchanged.
#include "priceio.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

#ifdef GPUTCO_FUZZ_JSON
constexpr bool kJson = true;
#else
constexpr bool kJson = false;
#endif

[[noreturn]] void fail(const char *what, const QByteArray &input)
{
    std::fprintf(stderr, "fuzz_prices: %s\n%s\n", what, input.constData());
    std::abort();
}

/// The reader takes a file name: one scratch file per process, rewritten for each input.
QString writeScratch(const QByteArray &bytes, const char *name)
{
    static QTemporaryDir dir;
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        fail("cannot write the scratch file", path.toUtf8());
    return path;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace gputco;
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    ImportOptions options;
    options.format = kJson ? ImportOptions::Format::Json : ImportOptions::Format::Csv;
    const ParsedPriceList parsed = readPriceList(writeScratch(bytes, kJson ? "in.json" : "in.csv"), options);
    if (!parsed.error.isEmpty() || !parsed.issues.isEmpty() || parsed.rows.isEmpty())
        return 0;

    const QByteArray written = writePriceList(parsed.rows, kJson);
    const ParsedPriceList again = readPriceList(writeScratch(written, kJson ? "out.json" : "out.csv"), options);
    if (!again.error.isEmpty() || !again.issues.isEmpty())
        fail("a written price list does not read again", written);
    if (again.rows.size() != parsed.rows.size() || writePriceList(again.rows, kJson) != written)
        fail("a written price list reads back differently", written);
    return 0;
}
