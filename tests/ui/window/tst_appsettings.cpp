// SPDX-License-Identifier: GPL-3.0-or-later
// The settings that persist: the rules options start at FIDE's defaults, survive a save and a load,
// and reach the games through gameOptions().
#include "ui/settings/appsettings.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace ferz;

class TestAppSettings : public QObject {
    Q_OBJECT

private slots:
    void rulesDefaultToFide();
    void rulesSurviveSaveAndLoad();
    void looksSurviveSaveAndLoad();
};

void TestAppSettings::rulesDefaultToFide()
{
    QTemporaryDir folder;
    const QSettings empty(folder.filePath(QStringLiteral("empty.ini")), QSettings::IniFormat);
    const AppSettings settings = AppSettings::load(empty);
    QVERIFY(!settings.twoKnightsInsufficient);
    QVERIFY(!settings.automaticDraws);
    QCOMPARE(settings.gameOptions().deadPositionRule, DeadPositionRule::Fide);
    QVERIFY(!settings.gameOptions().automaticDraws);
}

void TestAppSettings::rulesSurviveSaveAndLoad()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("ferz.ini"));
    AppSettings chosen;
    chosen.twoKnightsInsufficient = true;
    chosen.automaticDraws = true;
    {
        QSettings file(path, QSettings::IniFormat);
        chosen.save(file);
    }
    const QSettings file(path, QSettings::IniFormat);
    const AppSettings loaded = AppSettings::load(file);
    QVERIFY(loaded.twoKnightsInsufficient);
    QVERIFY(loaded.automaticDraws);
    QCOMPARE(loaded.gameOptions().deadPositionRule, DeadPositionRule::TwoKnightsInsufficient);
    QVERIFY(loaded.gameOptions().automaticDraws);
}

// The piece set, theme, coordinates and sounds persist; an unknown set or theme (a newer or
// damaged settings file) keeps the default.
void TestAppSettings::looksSurviveSaveAndLoad()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("ferz.ini"));
    AppSettings chosen;
    QCOMPARE(chosen.pieceSet, QString("glyphs"));
    QCOMPARE(chosen.boardTheme, QString("wood"));
    chosen.pieceSet = QStringLiteral("xboard");
    chosen.boardTheme = QStringLiteral("contrast");
    chosen.coordinatesInside = true;
    chosen.sounds = true;
    {
        QSettings file(path, QSettings::IniFormat);
        chosen.save(file);
    }
    {
        const QSettings file(path, QSettings::IniFormat);
        const AppSettings loaded = AppSettings::load(file);
        QCOMPARE(loaded.pieceSet, QString("xboard"));
        QCOMPARE(loaded.boardTheme, QString("contrast"));
        QVERIFY(loaded.coordinatesInside);
        QVERIFY(loaded.sounds);
    }
    {
        QSettings file(path, QSettings::IniFormat);
        file.setValue(QStringLiteral("board/pieceSet"), QStringLiteral("marble"));
        file.setValue(QStringLiteral("board/theme"), QStringLiteral("plaid"));
    }
    const QSettings file(path, QSettings::IniFormat);
    const AppSettings loaded = AppSettings::load(file);
    QCOMPARE(loaded.pieceSet, QString("glyphs"));
    QCOMPARE(loaded.boardTheme, QString("wood"));
}

QTEST_GUILESS_MAIN(TestAppSettings)
#include "tst_appsettings.moc"
