#pragma once

#include <QDialog>
#include <QPdfDocument>
#include <QPdfView>

namespace gputco {

/// Shows a written PDF report inside the app (Qt PDF), before it goes to procurement.
class ReportPreview : public QDialog
{
    Q_OBJECT

public:
    ReportPreview(const QString &fileName, QWidget *parent = nullptr);
    int pageCount() const;

private:
    QPdfDocument *mDocument = new QPdfDocument(this);
    QPdfView *mView = new QPdfView(this);
};

} // namespace gputco
