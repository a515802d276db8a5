// SPDX-License-Identifier: GPL-3.0-or-later
// The settings that persist: the rules options start at FIDE's defaults, survive a save and a load,
// and reach the games through gameOptions().
#include "ui/window/appsettings.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace ferz;

class TestAppSettings : public QObject {
    Q_OBJECT

private slots:
    void rulesDefaultToFide();
    void rulesSurviveSaveAndLoad();
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

QTEST_GUILESS_MAIN(TestAppSettings)
#include "tst_appsettings.moc"
