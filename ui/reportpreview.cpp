#include "reportpreview.h"

#include <QDialogButtonBox>
#include <QPdfDocument>
#include <QPdfView>
#include <QVBoxLayout>

namespace gputco {

ReportPreview::ReportPreview(const QString &fileName, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Report preview: %1").arg(fileName));
    mDocument->load(fileName);
    mView->setDocument(mDocument);
    mView->setPageMode(QPdfView::PageMode::MultiPage);
    mView->setZoomMode(QPdfView::ZoomMode::FitToWidth);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mView, 1);
    layout->addWidget(buttons);
    resize(900, 1000);
}

int ReportPreview::pageCount() const
{
    return mDocument->pageCount();
}

} // namespace gputco
