#pragma once

#include "atomicfile.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QTemporaryFile>

#include <xlsxwriter.h>

#include <optional>

namespace gputco {

/// A sheet of an XlsxWorkbook: cells written from Qt strings, column widths, frozen panes.
class XlsxSheet
{
public:
    XlsxSheet(lxw_worksheet *sheet, lxw_format *bold)
        : mSheet(sheet)
        , mBold(bold)
    { }

    void text(int row, int col, const QString &s, lxw_format *format = nullptr) const;
    /// A number; nothing for NaN or infinity (an empty cell).
    void number(int row, int col, double v, lxw_format *format) const;
    /// A formula with the engine's value as its cached result, so that viewers that do not
    /// recalculate show the number; Excel, WPS and LibreOffice recalculate it from the cells.
    void formula(int row, int col, const QString &f, double cached, lxw_format *format) const;
    /// A formula whose result is text, with `cached` as its value until recalculated.
    void formulaText(int row, int col, const QString &f, const QString &cached) const;
    /// A row of bold headers from the first column.
    void headerRow(int row, const QStringList &headers) const;
    /// The width of columns `first` to `last` (0-based, inclusive).
    void setColumns(int first, int last, double width) const;
    /// Keeps the first `rows` rows and `cols` columns in view.
    void freezePanes(int rows, int cols) const;
    /// Protects the sheet without a password (its formulas cannot be overwritten by mistake;
    /// Review > Unprotect lifts it); cells of an unlocked format stay editable.
    void protect() const;

private:
    lxw_worksheet *mSheet;
    lxw_format *mBold;
};

/*!
 * An XLSX workbook being written with libxlsxwriter, for Exporter::writeXlsx(): the number
 * formats of the export, its sheets (XlsxSheet) and the finished file's bytes.
 *
 * libxlsxwriter 1.1.4 writes only to a path (no memory buffer yet): the workbook is a temporary
 * file of our own, whose bytes the caller then saves atomically like every other export. Never
 * a name beside the target: that could be the user's file, and a kill would leave it.
 */
class XlsxWorkbook
{
public:
    /// The formats of the export's cells (made in this order: the workbook's styles follow it).
    struct Formats
    {
        lxw_format *bold = nullptr;
        lxw_format *money = nullptr; ///< #,##0.00
        lxw_format *hours = nullptr; ///< #,##0
        lxw_format *percent = nullptr; ///< 0.0%
        lxw_format *decimal = nullptr; ///< 0.00
        lxw_format *inputPercent = nullptr; ///< 0.00% on the yellow of a cell to change, unlocked
        lxw_format *inputMoney = nullptr; ///< #,##0.00 on the yellow of a cell to change, unlocked
        lxw_format *inputNumber = nullptr; ///< #,##0.00###### on the yellow of a cell to change, unlocked
        lxw_format *engine = nullptr; ///< #,##0.00 in grey italics: computed by the engine, not a formula
    };

    XlsxWorkbook();
    ~XlsxWorkbook();
    XlsxWorkbook(const XlsxWorkbook &) = delete;
    XlsxWorkbook &operator=(const XlsxWorkbook &) = delete;

    /// Whether the workbook could be made; if not, errorString() says why (may be empty).
    bool isOpen() const { return mWorkbook != nullptr; }
    /// Why the workbook could not be made or written (the system's or libxlsxwriter's words).
    QString errorString() const { return mError; }
    const Formats &formats() const { return mFormats; }

    /// A new sheet after the others.
    XlsxSheet addSheet(const QString &name);

    void setProperties(const QString &title, const QString &comments);
    /// A workbook-wide defined name for `reference` ("'Inputs'!$B$7"); false when libxlsxwriter
    /// refuses the name (the formulas then use the reference itself).
    bool defineName(const QString &name, const QString &reference);
    /// Closes the workbook and reads the file back: its bytes, or empty with errorString().
    QByteArray finish();

private:
    QTemporaryFile mFile;
    std::optional<TemporaryFileCleanup> mCleanup; ///< SIGINT and SIGTERM remove the file too
    lxw_workbook *mWorkbook = nullptr;
    Formats mFormats;
    QByteArray mTitle; ///< the document properties, alive until the workbook is closed
    QByteArray mComments;
    QString mError;
};

} // namespace gputco
