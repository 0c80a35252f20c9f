#pragma once

#include "pricingtypes.h"
#include "scenario.h"

#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>

#include <optional>

namespace gputco {

/*!
 * Picks a fee from the catalog's fee price lists (object storage, internet egress, bandwidth,
 * requests) for a cloud option: "Tencent COS standard, Guangzhou, 0.118 元/GB·月, as of ...".
 * The chosen preset fills the fee and its `presetId`, so the report's provenance lists it.
 */
class FeePresetDialog : public QDialog
{
    Q_OBJECT

public:
    /// The fees a preset can fill.
    enum class Fee { Storage, Egress, Bandwidth, Requests };

    /// @p providerId preselects the option's provider (empty: all).
    explicit FeePresetDialog(const QString &providerId = QString(), QWidget *parent = nullptr);

    bool isUsable() const { return mError.isEmpty(); }
    QString errorString() const { return mError; }
    void setFee(Fee fee);
    Fee fee() const;
    void setSearchText(const QString &text);
    int rowCount() const;
    void selectRow(int row);
    std::optional<FeePreset> selectedPreset() const;

    /**
     * Imports the user's own fee price list (CSV or JSON, as `catalog fees import`): all rows
     * or none. On success the list is reloaded and importMessage() says how many presets were
     * imported; otherwise it names file, row, column and reason of every problem. The button
     * "Import fee list…" asks for the file and shows the message.
     */
    bool importFile(const QString &file);
    QString importMessage() const { return mImportMessage; }

    /**
     * Fills the fee of @p cloud from @p preset: storage (first volume, per GB-month), internet
     * egress (the open-ended last tier, per GB), bandwidth (per Mbps-month) or requests (per
     * 1,000: a price per 10,000 is divided by 10), with its currency and presetId. A preset
     * whose unit does not fit the fee (per hour, per object ...) is refused: false with the
     * reason in @p error and @p cloud unchanged.
     */
    static bool applyPreset(CloudOption &cloud, Fee fee, const FeePreset &preset, QString *error);
    /// One line for the status bar: "Tencent COS 标准存储, 广州, 0.118 元/GB/月, as of 2020-09-02".
    static QString describe(const FeePreset &preset);

private:
    void reload();
    void chooseAndImport();

    QString mError;
    QString mProviderId;
    QList<FeePreset> mShown;
    QComboBox *mFee = new QComboBox(this);
    QComboBox *mProvider = new QComboBox(this);
    QLineEdit *mSearch = new QLineEdit(this);
    QTableWidget *mTable = new QTableWidget(this);
    QLabel *mCount = new QLabel(this);
    int mStaleMonths = 12;
    QString mImportMessage;
};

} // namespace gputco
