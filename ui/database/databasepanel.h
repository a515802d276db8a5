// SPDX-License-Identifier: GPL-3.0-or-later
// The panel of a game database beside the board, in two tabs. Games: a search bar over the
// headers (player, event, dates, result, ECO, rating) and the games found. This Position: the
// opening tree of the position on the board (the moves played next, with their games, score and
// average rating) and the games that reach it. The searches (DatabaseSearches) run on threads of
// their own (the lists stay usable meanwhile); the panel shows a progress bar and a button to
// cancel them.
#pragma once

#include "core/db/gamedatabase.h"
#include "core/db/positionsearch.h"
#include "core/notation/notation.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace ferz {

class DatabaseSearches;
class GameListModel;
class GameTable;

class DatabasePanel : public QWidget {
    Q_OBJECT

public:
    explicit DatabasePanel(QWidget *parent = nullptr);
    ~DatabasePanel() override;

    // Shows the database at `path`; false (and `error`) when it cannot be opened.
    bool openDatabase(const QString &path, QString *error);
    bool hasDatabase() const;
    QString databasePath() const;
    // The database shown, through this thread's connection; nullptr when there is none. A game
    // reviewed from it shares the connection (Save writes into it).
    db::GameDatabase *database() const { return m_database.get(); }
    std::shared_ptr<db::GameDatabase> sharedDatabase() const { return m_database; }
    // After a change of the database: its games listed again (the header search run again), the
    // position searched again.
    void reload();
    // Puts `bar` (DatabaseEdits's) under the list of games.
    void addEditBar(QWidget *bar);

    // The position on the board: searched when the position tab is shown (at once or when it
    // comes into view). With `allowed` false (a clocked game in progress) nothing is searched.
    void setPosition(const Position &position, bool allowed);
    void showPositionTab();
    bool isPositionTabShown() const;
    // The notation the moves are shown in (View → Notation, as the game's).
    void setNotationStyle(const NotationStyle &style);

    // For tests and the window: the parts a user works with.
    QTabWidget *tabs() const { return m_tabs; }
    QLineEdit *playerBox() const { return m_player; }
    QPushButton *searchButton() const { return m_search; }
    GameTable *gameTable() const { return m_gameTable; }
    QTableWidget *treeTable() const { return m_tree; }
    GameTable *positionTable() const { return m_positionTable; }
    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *cancelButton() const { return m_cancel; }
    QLabel *positionStatus() const { return m_positionStatus; }
    QLabel *gamesStatus() const { return m_gamesStatus; }
    GameListModel *gamesModel() const { return m_games; }
    GameListModel *matchesModel() const { return m_matches; }
    // Whether a search runs now.
    bool isSearching() const;
    // The header search of the search bar, as typed.
    HeaderQuery headerQuery() const;

    void retranslateUi();
    // Lists these games (numbers from 1: a header search's, or what Find found in the movetext).
    void showGames(std::vector<int> &games);

signals:
    // The user chose game `game` (from 1), to be shown after `ply` moves.
    void gameChosen(int game, int ply);
    // The user chose a move of the opening tree (not its row of the games that end).
    void moveChosen(Move move);
    // Another database is shown.
    void databaseOpened();

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createGamesTab();
    QWidget *createPositionTab();
    void searchHeaders();
    void clearSearch();
    void searchPosition();
    void showMatches(db::PositionSearchResult &result);
    void showTree(std::vector<db::TreeMove> tree);
    void updateProgress();

    std::shared_ptr<db::GameDatabase> m_database; // this thread's connection, for the lists
    DatabaseSearches *m_searches;
    GameListModel *m_games;
    GameListModel *m_matches;
    QTabWidget *m_tabs;
    QLabel *m_title;
    QLineEdit *m_player, *m_event, *m_from, *m_to, *m_eco;
    QComboBox *m_result;
    QSpinBox *m_minElo;
    QPushButton *m_search, *m_clear;
    QLabel *m_gamesStatus;
    GameTable *m_gameTable;
    QLabel *m_positionStatus;
    QTableWidget *m_tree;
    GameTable *m_positionTable;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QList<QLabel *> m_labels; // the search bar's, retranslated
    std::vector<int> m_found; // the games of the last header search
    std::vector<db::TreeMove> m_treeRows; // the opening tree, by row
    NotationStyle m_style = NotationStyle::pgn();
};

// Why a database cannot be used, as a sentence naming its file, then the detail (errorDetail())
// when there is one.
QString databaseErrorText(db::DatabaseError error, const QString &path, const QString &detail = {});

} // namespace ferz
