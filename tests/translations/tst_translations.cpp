// SPDX-License-Identifier: GPL-3.0-or-later
// The translations are complete: every message of ferz_ru.ts, ferz_es.ts and ferz_pt.ts has a
// finished, non-empty translation (all plural forms of the language), none is vanished or
// obsolete, and lupdate run over every source file finds no string the .ts files lack.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

// Every message that is not a finished translation, as "context: source — why".
QStringList problems(const QString &path, int pluralForms)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {QStringLiteral("cannot open %1").arg(path)};
    QStringList found;
    QXmlStreamReader xml(&file);
    QString context, source;
    bool numerus = false;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const QString where = context + QStringLiteral(": ") + source;
            if (!type.isEmpty())
                found << where + QStringLiteral(" — ") + type;
            if (numerus) {
                int forms = 0;
                while (xml.readNextStartElement()) {
                    if (xml.readElementText().trimmed().isEmpty())
                        found << where + QStringLiteral(" — empty plural form");
                    ++forms;
                }
                if (forms != pluralForms)
                    found << where + QStringLiteral(" — %1 plural forms instead of %2").arg(forms).arg(pluralForms);
            } else if (xml.readElementText().trimmed().isEmpty()) {
                found << where + QStringLiteral(" — empty");
            }
        }
    }
    if (xml.hasError())
        found << QStringLiteral("%1: XML error %2").arg(path, xml.errorString());
    return found;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void complete_data();
    void complete();
    void inStepWithSources_data() { complete_data(); }
    void inStepWithSources();
};

void TestTranslations::complete_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("pluralForms");
    QTest::newRow("ru") << QStringLiteral("ferz_ru.ts") << 3;
    QTest::newRow("es") << QStringLiteral("ferz_es.ts") << 2;
    QTest::newRow("pt") << QStringLiteral("ferz_pt.ts") << 2;
}

void TestTranslations::complete()
{
    QFETCH(QString, file);
    QFETCH(int, pluralForms);
    const QStringList found = problems(QStringLiteral(FERZ_TRANSLATIONS_DIR "/") + file, pluralForms);
    if (!found.isEmpty())
        QFAIL(qPrintable(found.mid(0, 20).join(QLatin1Char('\n'))));
}

// lupdate over a copy: a string in the sources that the .ts file lacks comes out unfinished,
// one the sources lost comes out vanished.
void TestTranslations::inStepWithSources()
{
    QFETCH(QString, file);
    QFETCH(int, pluralForms);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(file);
    QVERIFY(QFile::copy(QStringLiteral(FERZ_TRANSLATIONS_DIR "/") + file, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.start(QStringLiteral(FERZ_LUPDATE),
                  {QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-I"),
                   QStringLiteral(FERZ_SOURCE_ROOT), QStringLiteral("@" FERZ_SOURCE_LIST), QStringLiteral("-ts"),
                   copy});
    QVERIFY(lupdate.waitForFinished(-1));
    QCOMPARE(lupdate.exitCode(), 0);
    const QStringList found = problems(copy, pluralForms);
    if (!found.isEmpty())
        QFAIL(qPrintable(QStringLiteral("run: cmake --build build --target update_translations\n")
                         + found.mid(0, 20).join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
