// SPDX-License-Identifier: GPL-3.0-or-later
// The application's main window: two players at one computer play a game on the board, with the
// notation beside it, a chess clock, the draw and resignation actions, a status line that always
// says whose move it is (and at the end the result and why), files, and a continuous autosave.
#pragma once

#include "core/game/game.h"
#include "core/rules/illegalmove.h"
#include "ui/play/newgamedialog.h"
#include "ui/window/appsettings.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QTimer>

#include <functional>
#include <memory>

class QAction;
class QLabel;
class QUndoStack;
class QLineEdit;
class QMenu;
class QStackedWidget;

namespace ferz {

class AnalysisPanel;
class BoardWidget;
class ClockWidget;
class GameDocument;
class GlyphPieceSet;
class LearningPanel;
struct PgnGame;
class NotationPanel;
class PgnDatabase;
class ReviewPanel;
class RulesBrowser;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Where time comes from (milliseconds, monotonic); tests give a fake one.
    void setTimeSource(std::function<qint64()> now);
    // Starts a new game (no questions asked) and starts the clock.
    void startGame(const NewGameSettings &settings);
    // Replaces the game with one read elsewhere (a file, the autosave), showing its last position.
    void adoptGame(Game &&game);
    const Game &game() const { return *m_game; }

    // Reads the first game of a PGN file; on failure a message box says why unless `quiet`, and
    // `error` receives the reason.
    bool openPgn(const QString &path, QString *error = nullptr, bool quiet = false);
    // Opens a PGN file in review mode (game list, variations, annotation); false (and `error`)
    // when it cannot be read. openPgn() comes here for a file of several games or with variations.
    bool openForReview(const QString &path, QString *error = nullptr, bool quiet = false);
    // Switches between review mode and playing; the game being played waits with its clock paused.
    // The undo stack serves the game on show: it is cleared at the switch.
    void setReviewing(bool reviewing);
    bool isReviewing() const;
    ReviewPanel *review() const { return m_review; }

    // Writes the game to a PGN file atomically; false (and `error`) on failure.
    bool savePgn(const QString &path, QString *error = nullptr);

    // The ply shown on the board (0: the start position); the game goes on from the last one.
    int shownPly() const { return m_shownPly; }
    void showPly(int ply);
    // Uses these letters for the notation panel and typed moves (for --lang).
    void setNotationLetters(AppSettings::Letters letters);

    // The autosave file of the game in progress.
    static QString autosavePath();
    // Whether changes of the game are written to the autosave file (off until the application has
    // offered the previous autosave back, and for screenshots).
    void setAutosaveEnabled(bool enabled);
    // At start-up: offers the game found in the autosave file back (asking first unless
    // `ask` is false), and sets a corrupt file aside with a message. True if a game was restored.
    bool offerAutosave(bool ask = true);

    BoardWidget *board() const { return m_board; }
    AnalysisPanel *analysis() const { return m_analysis; }
    QUndoStack *undoStack() const { return m_undo; }
    // Adds the engine line shown on `row` of the analysis panel to the game as a variation after
    // the shown position (undoable); false, with a message, when it adds nothing.
    bool addEngineLine(int row);
    // The game, or every game of the open file, laid out for printing in the chosen notation.
    // False (and `why`) when the file cannot be read.
    bool writeDocument(const QString &path, bool allGames, QString *why);
    NotationPanel *notation() const { return m_notation; }
    QLineEdit *moveBox() const { return m_moveBox; }
    ClockWidget *clockOf(Color c) const;
    QString statusText() const;
    // Learning mode (View menu): marks and explanations on the board, persisted.
    void setLearningMode(bool on);
    bool isLearningMode() const;
    LearningPanel *learningPanel() const;
    // Help → Rules of Chess: the rule pages window (created on first use).
    void showRules();
    RulesBrowser *rulesBrowser() const { return m_rules; }
    QString messageText() const;

public slots:
    // Shows the running clock and ends the game when a flag falls (called every tenth of a second).
    void updateClocks();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createLayout();
    // Sets every text of the window in the current language (at start and on LanguageChange).
    void retranslateUi();
    void readSettings();
    void writeSettings() const;
    void applySettings();

    qint64 now() const { return m_now(); }
    void playMove(Move move);
    void playTypedMove();
    void onMoveRejected(Square from, Square to, const MoveCheck &check);
    void newGame();
    void offerDraw();
    void acceptDraw();
    void declineDraw();
    void claimDraw();
    void resign();
    void takeBack();
    void togglePause();
    void open();
    bool save();
    bool saveAs();
    void copyFen();
    void copyPgn();
    void paste();
    void openRecent(const QString &path);
    void addRecentFile(const QString &path);
    void updateRecentMenu();
    void writeAutosave();
    void reviewDatabase(PgnDatabase &&database);
    void onBoardMove(Move move);
    void exportDocument(bool allGames);
    void printDocument(bool preview);
    void chooseEngine();
    void toggleDiagramMark();
    // Lays out the current game or the games of the open file; `games` keeps those read.
    std::unique_ptr<GameDocument> makeDocument(bool allGames, std::vector<std::unique_ptr<PgnGame>> &games,
                                               QString *why) const;
    // The node of the shown position on the main line.
    GameNode *shownNode() const;

    // Brings board, notation, clocks, status and actions up to date after any change of the game.
    void refresh(bool animate = false);
    void refreshClocks();
    void refreshStatus();
    void refreshActions();
    void setMessage(const QString &text);
    QString playerName(Color c) const;

    std::unique_ptr<Game> m_game;
    AppSettings m_settings;
    QElapsedTimer m_elapsed;
    std::function<qint64()> m_now;
    QTimer m_tick;
    int m_shownPly = 0;
    bool m_claimWithMove = false; // the next move is made with a draw claim
    QString m_message;
    QString m_filePath;
    qint64 m_lastAutosave = 0;
    bool m_autosaveEnabled = false;

    BoardWidget *m_board = nullptr;
    NotationPanel *m_notation = nullptr;
    ClockWidget *m_topClock = nullptr;
    ClockWidget *m_bottomClock = nullptr;
    QLineEdit *m_moveBox = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_messageLabel = nullptr;
    QMenu *m_recentMenu = nullptr;
    QStackedWidget *m_sideStack = nullptr; // the play column or the review panel
    ReviewPanel *m_review = nullptr;
    AnalysisPanel *m_analysis = nullptr;
    QUndoStack *m_undo = nullptr;
    std::shared_ptr<GlyphPieceSet> m_pieces;
    QLabel *m_moveLabel = nullptr;
    LearningPanel *m_learning = nullptr;
    RulesBrowser *m_rules = nullptr;

    struct Actions {
        QAction *newGame, *open, *save, *saveAs, *quit;
        QAction *review, *backToPlay;
        QAction *copyFen, *copyPgn, *paste;
        QAction *offerDraw, *acceptDraw, *declineDraw, *claimDraw, *resign, *takeBack, *pause;
        QAction *first, *previous, *next, *last;
        QAction *exportGame, *exportFile, *print, *printPreview, *chooseEngine, *undo, *redo, *diagram;
        QAction *flip, *autoFlip, *showLegalMoves, *animation, *longForm, *automaticDraws, *touchMove;
        QAction *learning, *attacks, *rules;
        QList<QAction *> letters;
    } m_actions {};
};

} // namespace ferz
