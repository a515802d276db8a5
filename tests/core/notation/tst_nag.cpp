// SPDX-License-Identifier: GPL-3.0-or-later
// The NAG table: symbols, descriptions through the "Nag" translation context, symbol lookup, the
// groups of NAGs that exclude each other and the symbols of the palette.
#include "core/notation/nag.h"

#include <QCoreApplication>
#include <QSet>
#include <QTest>
#include <QTranslator>

#include <set>

using namespace ferz;

class TestNag : public QObject {
    Q_OBJECT

private slots:
    void everyNagIsDescribed();
    void symbols_data();
    void symbols();
    void symbolLookupFindsEveryTableSymbol();
    void otherSpellings_data();
    void otherSpellings();
    void descriptionsAreTranslated();
    void groupsOfNagsThatExcludeEachOther();
    void paletteOffersTheCommonSymbols();
};

void TestNag::everyNagIsDescribed()
{
    QSet<QString> descriptions;
    for (int nag = 0; nag < NagCount; ++nag) {
        const QString d = nagDescription(nag);
        QVERIFY2(!d.isEmpty(), qPrintable(QString::number(nag)));
        descriptions.insert(d);
    }
    QCOMPARE(descriptions.size(), NagCount); // no two alike
    QVERIFY(NagCount >= 140);
    QVERIFY(nagDescription(-1).isEmpty());
    QVERIFY(nagDescription(NagCount).isEmpty());
    QVERIFY(nagSymbol(NagCount).empty());
    QCOMPARE(nagDescription(14), QStringLiteral("White has a slight advantage"));
    QCOMPARE(nagDescription(21), QStringLiteral("Black has a crushing advantage (White should resign)"));
    QCOMPARE(nagDescription(139), QStringLiteral("Black has severe time control pressure"));
}

void TestNag::symbols_data()
{
    QTest::addColumn<int>("nag");
    QTest::addColumn<QString>("symbol");
    const std::pair<int, const char *> expected[] = {
        {0, ""},   {1, "!"},  {2, "?"},  {3, "!!"},   {4, "??"},  {5, "!?"},  {6, "?!"},  {7, "□"},  {10, "="},
        {13, "∞"}, {14, "⩲"}, {15, "⩱"}, {16, "±"},   {17, "∓"},  {18, "+−"}, {19, "−+"}, {22, "⨀"}, {23, "⨀"},
        {32, "⟳"}, {36, "↑"}, {40, "→"}, {44, "=/∞"}, {132, "⇆"}, {138, "⨁"}, {146, "N"}, {100, ""},
    };
    for (const auto &[nag, symbol] : expected)
        QTest::addRow("$%d", nag) << nag << QString::fromUtf8(symbol);
}

void TestNag::symbols()
{
    QFETCH(int, nag);
    QFETCH(QString, symbol);
    const std::string_view s = nagSymbol(nag);
    QCOMPARE(QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())), symbol);
}

// Every symbol of the table is found again, as its NAG or as White's NAG of the same pair.
void TestNag::symbolLookupFindsEveryTableSymbol()
{
    int found = 0;
    for (int nag = 0; nag < NagCount; ++nag) {
        const std::string_view s = nagSymbol(nag);
        if (s.empty())
            continue;
        const int looked = nagFromSymbol(s);
        QVERIFY2(looked == nag || (looked == nag - 1 && nag % 2 == 1), qPrintable(QString::number(nag)));
        QCOMPARE(nagSymbol(looked), s);
        ++found;
    }
    QVERIFY(found >= 20);
    QCOMPARE(nagFromSymbol(""), -1);
    QCOMPARE(nagFromSymbol("xyz"), -1);
    QCOMPARE(nagFromSymbol("!!!"), -1);
}

void TestNag::otherSpellings_data()
{
    QTest::addColumn<QString>("symbol");
    QTest::addColumn<int>("nag");
    const std::pair<const char *, int> spellings[] = {
        {"+-", 18}, {"-+", 19}, {"+/-", 16}, {"-/+", 17}, {"+=", 14}, {"+/=", 14}, {"=+", 15}, {"=/+", 15},
        {"‼", 3},   {"⁇", 4},   {"⁉", 5},    {"⁈", 6},    {"!?", 5},  {"±", 16},   {"∓", 17},  {"+−", 18},
    };
    for (const auto &[symbol, nag] : spellings)
        QTest::newRow(symbol) << QString::fromUtf8(symbol) << nag;
}

void TestNag::otherSpellings()
{
    QFETCH(QString, symbol);
    QFETCH(int, nag);
    QCOMPARE(nagFromSymbol(symbol.toStdString()), nag);
}

// Descriptions go through the "Nag" context, and the translators' notes of $14-$17 tell the
// Russian translator that Russian books print ± and ∓ for the slight advantage of $14/$15.
class RecordingTranslator : public QTranslator {
public:
    mutable QHash<QString, QString> notes; // source text -> translator comment
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *disambiguation, int) const override
    {
        if (qstrcmp(context, "Nag") != 0)
            return {};
        notes.insert(QString::fromUtf8(sourceText), QString::fromUtf8(disambiguation));
        return QString::fromUtf8("перевод: ") + QString::fromUtf8(sourceText);
    }
};

void TestNag::descriptionsAreTranslated()
{
    RecordingTranslator translator;
    QCoreApplication::installTranslator(&translator);
    const QString slight = nagDescription(14);
    const QString slightBlack = nagDescription(15);
    const QString moderate = nagDescription(16);
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(slight, QString::fromUtf8("перевод: White has a slight advantage"));
    QVERIFY(slightBlack.endsWith(QLatin1String("Black has a slight advantage")));
    QVERIFY(moderate.endsWith(QLatin1String("White has a moderate advantage")));
    QVERIFY(translator.notes.value("White has a slight advantage").contains(QString::fromUtf8("±")));
    QVERIFY(translator.notes.value("Black has a slight advantage").contains(QString::fromUtf8("∓")));
    QVERIFY(translator.notes.value("White has a moderate advantage").contains(QLatin1String("$14")));
}

void TestNag::groupsOfNagsThatExcludeEachOther()
{
    const auto exclusive = [](int a, int b) { return nagGroup(a) != 0 && nagGroup(a) == nagGroup(b); };
    // One judgement of the move, one balance of the position.
    QVERIFY(exclusive(1, 7) && exclusive(2, 9));
    QVERIFY(exclusive(10, 14) && exclusive(16, 21));
    QVERIFY(!exclusive(1, 14));
    // One side in zugzwang, ahead in development, with the initiative, the attack, compensation.
    QVERIFY(exclusive(22, 23) && exclusive(32, 35) && exclusive(36, 39) && exclusive(40, 41) && exclusive(44, 43));
    QVERIFY(!exclusive(22, 32) && !exclusive(36, 40) && !exclusive(14, 36) && !exclusive(35, 36));
    QVERIFY(exclusive(130, 133));
    // Both sides can be short of time, each in one degree.
    QVERIFY(!exclusive(136, 139) && exclusive(136, 138) && exclusive(137, 139));
    QVERIFY(!exclusive(78, 79) && exclusive(78, 84));
    // Remarks go with anything, one another included.
    for (int nag = 140; nag < NagCount; ++nag)
        QCOMPARE(nagGroup(nag), 0);
    QCOMPARE(nagGroup(0), 0);
}

void TestNag::paletteOffersTheCommonSymbols()
{
    const std::vector<int> &nags = paletteNags();
    for (int nag : {1, 7, 13, 14, 20, 22, 23, 32, 36, 40, 44, 45, 132, 138, 140, 146})
        QVERIFY2(std::find(nags.begin(), nags.end(), nag) != nags.end(), qPrintable(QString::number(nag)));
    QCOMPARE(static_cast<int>(std::set<int>(nags.begin(), nags.end()).size()), static_cast<int>(nags.size()));
    QVERIFY(std::find(nags.begin(), nags.end(), 0) == nags.end());
    QVERIFY(std::find(nags.begin(), nags.end(), 100) == nags.end());
}

QTEST_GUILESS_MAIN(TestNag)
#include "tst_nag.moc"
