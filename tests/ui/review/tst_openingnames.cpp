// SPDX-License-Identifier: GPL-3.0-or-later
// The opening of the position shown, by position and in the user's language: in the header line
// (the English name as its tooltip), the status line, and the game list's Opening column (and its
// ECO column, for games without an ECO tag).
#include "tests/ui/reviewwindow.h"
#include "ui/review/gamelistmodel.h"
#include "ui/review/gamelistwidget.h"
#include "ui/review/gametable.h"
#include "ui/session/autosavefile.h"
#include "ui/session/gamesession.h"
#include "ui/session/workspace.h"
#include "ui/settings/languagemanager.h"

#include <QLabel>
#include <QTemporaryDir>

using namespace ferz;
using namespace ferz::test;

namespace {

// Two games without ECO or Opening tags; the first goes on after the book.
const QByteArray Games = "[Event \"One\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
                         "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 8. f3 h5 9. a4 *\n\n"
                         "[Event \"Two\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n"
                         "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n";

} // namespace

class TestOpeningNames : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void shownInTheUsersLanguage_data();
    void shownInTheUsersLanguage();

private:
    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
};

void TestOpeningNames::init()
{
    autosave::remove();
}

void TestOpeningNames::cleanup()
{
    if (m_window)
        m_window->workspace()->setLeaveQuestion(nullptr);
    delete m_window;
    m_window = nullptr;
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
}

void TestOpeningNames::shownInTheUsersLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("najdorf");
    QTest::addColumn<QString>("morphy");
    QTest::newRow("ru") << "ru"
                        << "Сицилианская защита: вариант Найдорфа, английская атака"
                        << "Испанская партия: защита Морфи";
    QTest::newRow("es") << "es"
                        << "Defensa siciliana: variante Najdorf, ataque inglés"
                        << "Apertura española: defensa Morphy";
    QTest::newRow("pt") << "pt"
                        << "Defesa Siciliana: Variante Najdorf, Ataque Inglês"
                        << "Abertura Espanhola: Defesa Morphy";
    QTest::newRow("en") << "en"
                        << "Sicilian Defense: Najdorf Variation, English Attack"
                        << "Ruy Lopez: Morphy Defense";
}

void TestOpeningNames::shownInTheUsersLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, najdorf);
    QFETCH(QString, morphy);
    LanguageManager::instance().setLanguage(language);
    QString error;
    m_window = showReviewWindow(m_dir.filePath(QStringLiteral("games.pgn")), Games, &error);
    QVERIFY2(m_window, qPrintable(error));
    auto *header = m_window->findChild<QLabel *>(QStringLiteral("gameHeader"));
    QVERIFY(header);

    // At the start no opening is named yet; at the end the game keeps the last one it reached.
    m_window->session()->goToStart();
    QVERIFY2(!header->text().contains(QStringLiteral("B90")), qPrintable(header->text()));
    m_window->session()->goToEnd();
    const QString named = QStringLiteral("B90 ") + najdorf;
    QVERIFY2(header->text().contains(named.toHtmlEscaped()), qPrintable(header->text()));
    QCOMPARE(header->toolTip(), QStringLiteral("Sicilian Defense: Najdorf Variation, English Attack"));
    QVERIFY2(m_window->statusText().endsWith(QStringLiteral(" · ") + named), qPrintable(m_window->statusText()));
    // One move back into the book: the position there is named (the Najdorf's 8. f3 line).
    m_window->session()->goBack();
    m_window->session()->goBack();
    QVERIFY2(m_window->statusText().contains(named), qPrintable(m_window->statusText()));

    // The game list: both games named by their moves, the English name as the tooltip.
    const QAbstractItemModel *list =
        m_window->findChild<GameListWidget *>(QStringLiteral("gameList"))->table()->model();
    QCOMPARE(list->rowCount(), 2);
    QCOMPARE(list->headerData(GameListModel::Opening, Qt::Horizontal).toString().isEmpty(), false);
    QCOMPARE(list->index(0, GameListModel::Opening).data().toString(), najdorf);
    QCOMPARE(list->index(0, GameListModel::Eco).data().toString(), QStringLiteral("B90"));
    QCOMPARE(list->index(1, GameListModel::Opening).data().toString(), morphy);
    QCOMPARE(list->index(1, GameListModel::Eco).data().toString(), QStringLiteral("C70"));
    QCOMPARE(list->index(1, GameListModel::Opening).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Ruy Lopez: Morphy Defense"));
}

QTEST_MAIN(TestOpeningNames)
#include "tst_openingnames.moc"
