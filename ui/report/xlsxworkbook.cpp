#include "xlsxworkbook.h"

#include <QCoreApplication>
#include <QDir>

#include <cmath>

namespace gputco {

namespace {

/// Keeps an xlsx string alive for the C API.
struct Utf8
{
    QByteArray bytes;
    explicit Utf8(const QString &s)
        : bytes(s.toUtf8())
    { }
    const char *c() const { return bytes.constData(); }
};

lxw_format *numberFormat(lxw_workbook *wb, const char *format)
{
    lxw_format *f = workbook_add_format(wb);
    format_set_num_format(f, format);
    return f;
}

} // namespace

XlsxWorkbook::XlsxWorkbook()
    : mFile(QDir::tempPath() + QStringLiteral("/gputco-export-XXXXXX.xlsx"))
{
    if (!mFile.open()) {
        mError = mFile.errorString();
        return;
    }
    mFile.close(); // libxlsxwriter opens it by name; the object removes it when it goes
    mCleanup.emplace(mFile.fileName());
    lxw_workbook_options options{};
    options.constant_memory = LXW_FALSE;
    options.tmpdir = nullptr;
    mWorkbook = workbook_new_opt(Utf8(mFile.fileName()).c(), &options);
    if (!mWorkbook)
        return;
    mFormats.bold = workbook_add_format(mWorkbook);
    format_set_bold(mFormats.bold);
    mFormats.money = numberFormat(mWorkbook, "#,##0.00");
    mFormats.hours = numberFormat(mWorkbook, "#,##0");
    mFormats.percent = numberFormat(mWorkbook, "0.0%");
    mFormats.decimal = numberFormat(mWorkbook, "0.00");
    mFormats.inputPercent = numberFormat(mWorkbook, "0.00%");
    format_set_bg_color(mFormats.inputPercent, 0xFFF2CC);
    format_set_unlocked(mFormats.inputPercent);
    mFormats.inputMoney = numberFormat(mWorkbook, "#,##0.00");
    format_set_bg_color(mFormats.inputMoney, 0xFFF2CC);
    format_set_unlocked(mFormats.inputMoney);
    mFormats.inputNumber = numberFormat(mWorkbook, "#,##0.00######");
    format_set_bg_color(mFormats.inputNumber, 0xFFF2CC);
    format_set_unlocked(mFormats.inputNumber);
    mFormats.engine = numberFormat(mWorkbook, "#,##0.00");
    format_set_italic(mFormats.engine);
    format_set_font_color(mFormats.engine, 0x595959);
}

XlsxWorkbook::~XlsxWorkbook()
{
    if (mWorkbook) // not finished: nothing to write
        lxw_workbook_free(mWorkbook);
}

XlsxSheet XlsxWorkbook::addSheet(const QString &name)
{
    return {workbook_add_worksheet(mWorkbook, Utf8(name).c()), mFormats.bold};
}

void XlsxSheet::text(int row, int col, const QString &s, lxw_format *format) const
{
    // A cell holds at most 32,767 characters (Excel's limit, which libxlsxwriter enforces by
    // writing nothing): a longer text is cut and says so in the cell (issue 33: it was empty).
    constexpr qsizetype kMaxCharacters = 32767;
    // (UTF-16 units are never fewer than characters: most texts need no counting.)
    QList<uint> characters = s.size() <= kMaxCharacters ? QList<uint>() : s.toUcs4();
    if (characters.size() <= kMaxCharacters) {
        worksheet_write_string(mSheet, lxw_row_t(row), lxw_col_t(col), Utf8(s).c(), format);
        return;
    }
    const QString marker
        = QCoreApplication::translate("gputco::Exporter", " [cut: %1 characters in all]").arg(characters.size());
    characters.resize(kMaxCharacters - marker.size());
    const QString cut
        = QString::fromUcs4(reinterpret_cast<const char32_t *>(characters.constData()), characters.size());
    worksheet_write_string(mSheet, lxw_row_t(row), lxw_col_t(col), Utf8(cut + marker).c(), format);
}

void XlsxSheet::number(int row, int col, double v, lxw_format *format) const
{
    if (std::isfinite(v))
        worksheet_write_number(mSheet, lxw_row_t(row), lxw_col_t(col), v, format);
}

void XlsxSheet::formula(int row, int col, const QString &f, double cached, lxw_format *format) const
{
    worksheet_write_formula_num(
        mSheet, lxw_row_t(row), lxw_col_t(col), Utf8(f).c(), format, std::isfinite(cached) ? cached : 0.0);
}

void XlsxSheet::formulaText(int row, int col, const QString &f, const QString &cached) const
{
    worksheet_write_formula_str(mSheet, lxw_row_t(row), lxw_col_t(col), Utf8(f).c(), nullptr, Utf8(cached).c());
}

void XlsxSheet::headerRow(int row, const QStringList &headers) const
{
    for (int c = 0; c < int(headers.size()); ++c)
        text(row, c, headers[c], mBold);
}

void XlsxSheet::setColumns(int first, int last, double width) const
{
    worksheet_set_column(mSheet, lxw_col_t(first), lxw_col_t(last), width, nullptr);
}

void XlsxSheet::freezePanes(int rows, int cols) const
{
    worksheet_freeze_panes(mSheet, lxw_row_t(rows), lxw_col_t(cols));
}

void XlsxSheet::protect() const
{
    lxw_protection options{};
    options.format_columns = LXW_TRUE; // widths and formats stay the reader's to change
    options.format_rows = LXW_TRUE;
    options.format_cells = LXW_TRUE;
    worksheet_protect(mSheet, nullptr, &options);
}

bool XlsxWorkbook::defineName(const QString &name, const QString &reference)
{
    return workbook_define_name(mWorkbook, Utf8(name).c(), Utf8(QLatin1Char('=') + reference).c()) == LXW_NO_ERROR;
}

void XlsxWorkbook::setProperties(const QString &title, const QString &comments)
{
    mTitle = title.toUtf8();
    mComments = comments.toUtf8();
    lxw_doc_properties props{};
    props.title = mTitle.data();
    props.comments = mComments.data();
    workbook_set_properties(mWorkbook, &props);
}

QByteArray XlsxWorkbook::finish()
{
    const lxw_error err = workbook_close(mWorkbook); // frees the workbook too
    mWorkbook = nullptr;
    if (err != LXW_NO_ERROR) {
        mError = QString::fromUtf8(lxw_strerror(err));
        return {};
    }
    const QByteArray bytes = mFile.open() ? mFile.readAll() : QByteArray();
    if (bytes.isEmpty()) // a workbook is never empty: the temporary file could not be read back
        mError = mFile.errorString();
    return bytes;
}

} // namespace gputco
