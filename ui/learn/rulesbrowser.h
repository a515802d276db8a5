// SPDX-License-Identifier: GPL-3.0-or-later
// Help → Rules of chess: the rule pages (resources/rules/<language>/, embedded) in the interface
// language, with the list of pages, the page itself, and beside it a small board set to the
// page's example position (<meta name="ferz-example">) on which the reader tries the rule
// (<meta name="ferz-try">): only legal moves are played, and a refused move is explained. A page
// with <meta name="ferz-touch-move" content="on"> plays its example under the touch-move rule.
// The example is a game: every ending is announced as a game's would be (mate, stalemate, a dead
// position, a draw by repetition), and a draw may be claimed (Claim a Draw) where the rules allow.
// "Practise this rule" asks for the rules course's stage of the page, when the course has one.
// The same window shows Help → Ferz Guide (resources/guide/<language>/), whose pages have no
// example: the board stays hidden.
#pragma once

#include "core/game/game.h"

#include <QWidget>

#include <memory>

class QLabel;
class QListWidget;
class QPushButton;
class QTextBrowser;
class QUrl;

namespace ferz {

class BoardWidget;
class LiveText;

class RulesBrowser : public QWidget {
    Q_OBJECT

public:
    // Which pages the window shows.
    enum class Book {
        Rules,
        Guide
    };

    explicit RulesBrowser(QWidget *parent = nullptr, Book book = Book::Rules);
    // Shows `*browser` (made the first time, on `parent`) and brings it to the front.
    static void open(RulesBrowser *&browser, QWidget *parent, Book book);

    // The page files of the current language, index.html first ("01-board-and-setup.html", …).
    QStringList pageFiles() const { return m_files; }
    // Shows a page by file name; false if the current language has no such page.
    bool showPage(const QString &file);
    QString currentPage() const;
    QString pageTitle() const;
    // The shown page's example position (empty for the index), and what to try on it.
    QString exampleFen() const { return m_example; }
    QString tryText() const;
    // Why the last attempt on the small board was refused, or how the example's game ended (empty
    // after a legal move that ends nothing).
    QString explanation() const;
    BoardWidget *board() const { return m_board; }
    QPushButton *practiseButton() const { return m_practise; }
    // Claims a draw in the example's game, now or with the next move.
    QPushButton *claimButton() const { return m_claim; }

    // Puts the example position back on the small board.
    void resetExample();

signals:
    // "Practise this rule" was pressed on the page `page`.
    void practiseRequested(const QString &page);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void loadLanguage();
    void pageShown(const QUrl &url);
    void exampleMove(Move move);
    void claimDraw();
    // The claim button's state and the ending, after each step of the example's game.
    void showGame();

    QString pageDirectory() const;

    Book m_book;
    QString m_language;
    QStringList m_files;
    QString m_example;
    Variant m_exampleVariant = Variant::Standard; // <meta name="ferz-variant" content="chess960">
    QString m_exampleLastMove; // ferz-last-move, in UCI
    QString m_try;
    std::unique_ptr<Game> m_game; // the example's game, from its position
    bool m_claimWithMove = false; // the next move is made with a draw claim
    QListWidget *m_list;
    QTextBrowser *m_text;
    QLabel *m_tryLabel;
    BoardWidget *m_board;
    LiveText *m_explanation; // why a move was refused, read by screen readers
    LiveText *m_said; // what the keyboard did on the example and each move in words
    QPushButton *m_reset;
    QPushButton *m_claim;
    QPushButton *m_practise;
};

} // namespace ferz
