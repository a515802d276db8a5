// SPDX-License-Identifier: GPL-3.0-or-later
// Find (Ctrl+F): a box over the game shown that finds a text in its comments, a move or a symbol
// (MovetextQuery), and goes to the next or previous place (Enter, F3; Shift+Enter, Shift+F3),
// from the move shown on. With "All games" checked it searches every game of the file, or of the
// game database open beside the board when the game has no file, on a thread of its own
// (BackgroundJob, with a Cancel of its own: another search or clearing the box); the games found
// are listed (gamesFound), and past the last place of a game Next goes on in the next game found.
// Esc hands the keyboard back (closed).
#pragma once

#include "core/pgn/movetextsearch.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace ferz {

class BackgroundJob;
class GameSession;
class Workspace;
struct WindowActions;

class FindBar : public QWidget {
    Q_OBJECT

public:
    // Ctrl+F (`actions.find`) shows the bar; F3 and Shift+F3 go to the next and previous place.
    FindBar(Workspace *workspace, const WindowActions &actions, QWidget *parent = nullptr);

    // The game database whose games "All games" searches for a game without a file (empty for
    // none), and how one of its games (a number from 1) is shown.
    void setDatabase(const QString &path, std::function<void(int game)> open);

    void showAndFocus();
    void findNext();
    void findPrevious();

    QLineEdit *box() const { return m_box; }
    QCheckBox *allGames() const { return m_all; }
    QString statusText() const;
    bool isSearchingGames() const;

signals:
    // The games of the file (0-based indexes) or of the database (numbers from 1) found by the
    // search of all games; nullopt when no such search stands (the lists show every game again).
    void fileGamesFound(const std::optional<std::vector<int>> &indexes);
    void databaseGamesFound(const std::optional<std::vector<int>> &games);
    // Esc, or the close button.
    void closed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void follow(GameSession *session);
    MovetextQuery query() const;
    void queryChanged();
    // Searches every game of the file or the database, when asked to and not done yet.
    void searchGames();
    void clearGames();
    // Goes to the next (`step` 1) or previous (-1) place, in another game found when past this one's.
    void go(int step);
    // Opens the game found `step` games after or before the game shown; whether one was opened.
    bool openFoundGame(int step);
    void showStatus();
    void retranslateUi();

    Workspace *m_workspace;
    QPointer<GameSession> m_session;
    QLineEdit *m_box;
    QCheckBox *m_all;
    QToolButton *m_previous, *m_next, *m_close;
    QLabel *m_status;
    BackgroundJob *m_job;
    QString m_databasePath;
    std::function<void(int)> m_openDatabaseGame;
    // The games found by the search of all games, and what it searched for and where.
    std::optional<std::vector<int>> m_games;
    QString m_gamesText, m_gamesWhere;
    bool m_inDatabase = false; // m_games are numbers of the database's games
    int m_databaseGame = 0; // the database's game shown by the bar, 0 when none
    QString m_note; // what the last step said (wrapped round, not found)
};

} // namespace ferz
