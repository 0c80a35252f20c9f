// The language used when nobody chose one (issue 14): the system's, Chinese or English.
#include "language.h"
#include "mainwindow.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace gputco;

class TestLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void mapsLocales_data();
    void mapsLocales();
    void environmentOrder();
    void systemLanguageIsNotSaved();

private:
    QTemporaryDir mDir;
};

void TestLanguage::initTestCase()
{
    QVERIFY(mDir.isValid());
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, mDir.filePath(QStringLiteral("settings")));
    qputenv("GPUTCO_PRICING_DB", mDir.filePath(QStringLiteral("pricing.sqlite")).toUtf8());
}

void TestLanguage::mapsLocales_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("language");
    QTest::newRow("zh_CN") << "zh_CN"
                           << "zh_CN";
    QTest::newRow("zh_CN.UTF-8") << "zh_CN.UTF-8"
                                 << "zh_CN";
    QTest::newRow("zh_TW") << "zh_TW"
                           << "zh_CN";
    QTest::newRow("zh_HK") << "zh_HK"
                           << "zh_CN";
    QTest::newRow("en_US") << "en_US"
                           << "en";
    QTest::newRow("en_US.UTF-8") << "en_US.UTF-8"
                                 << "en";
    QTest::newRow("de_DE") << "de_DE"
                           << "en";
    QTest::newRow("ja_JP") << "ja_JP"
                           << "en";
    QTest::newRow("C") << "C"
                       << "en";
    QTest::newRow("POSIX") << "POSIX"
                           << "en";
}

void TestLanguage::mapsLocales()
{
    QFETCH(QString, locale);
    QFETCH(QString, language);
    QCOMPARE(defaultLanguage(QLocale(locale)), language);
}

void TestLanguage::environmentOrder()
{
    const QByteArray all = qgetenv("LC_ALL"), messages = qgetenv("LC_MESSAGES"), lang = qgetenv("LANG");
    qunsetenv("LC_ALL");
    qunsetenv("LC_MESSAGES");
    qputenv("LANG", "zh_CN.UTF-8");
    QCOMPARE(defaultLanguage(), QStringLiteral("zh_CN"));
    qputenv("LANG", "C");
    QCOMPARE(defaultLanguage(), QStringLiteral("en"));
    qputenv("LC_MESSAGES", "zh_TW.UTF-8");
    QCOMPARE(defaultLanguage(), QStringLiteral("zh_CN"));
    qputenv("LC_ALL", "en_GB.UTF-8");
    QCOMPARE(defaultLanguage(), QStringLiteral("en"));
    qputenv("LC_ALL", all);
    qputenv("LC_MESSAGES", messages);
    qputenv("LANG", lang);
    if (all.isEmpty())
        qunsetenv("LC_ALL");
    if (messages.isEmpty())
        qunsetenv("LC_MESSAGES");
    if (lang.isEmpty())
        qunsetenv("LANG");
}

void TestLanguage::systemLanguageIsNotSaved()
{
    QSettings().remove(QStringLiteral("language"));
    {
        MainWindow window;
        window.setInteractive(false);
        // The system's language on a first start is applied but not saved: it keeps following
        // the system until a language is chosen in the menu.
        window.setLanguage(QStringLiteral("zh_CN"), MainWindow::DontRemember);
        QCOMPARE(window.language(), QStringLiteral("zh_CN"));
        QVERIFY(!QSettings().contains(QStringLiteral("language")));
        window.setLanguage(QStringLiteral("en"));
        QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("en"));
    }
    setApplicationLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
