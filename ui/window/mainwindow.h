// SPDX-License-Identifier: GPL-3.0-or-later
// The application's main window. It holds no game of its own: the workspace owns the session
// shown, and the window builds the menus, the board with its move box, the column beside it, the
// analysis dock and the status lines, binds these views to the session, and routes every command
// to it. The keyboard walks the game from the moment the window opens; a letter or digit typed on
// the board starts a move in the move box, and after the move the keyboard is back on the board.
#pragma once

#include <QMainWindow>
#include <QPointer>

#include <memory>

namespace ferz {

class AnalysisPanel;
class BoardController;
class BoardPanel;
class BoardWidget;
class CourseCommands;
class DatabaseCommands;
class FileCommands;
class FindBar;
class GamePanel;
class GameTable;
class GameSession;
struct GameChange;
class GlyphPieceSet;
class LearningPanel;
class MoveBox;
class MoveSounds;
class PlayCommands;
class ReviewCommands;
class RulesBrowser;
class SessionTabs;
class ViewSettings;
class Workspace;
struct WindowActions;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Workspace *workspace() const { return m_workspace; }
    // The session shown (never null).
    GameSession *session() const;
    FileCommands *files() const { return m_files; }
    CourseCommands *course() const { return m_course; }
    MoveSounds *sounds() const { return m_sounds; }
    // The user's settings, which every view follows.
    ViewSettings &settings() const { return *m_settings; }

    BoardWidget *board() const { return m_board; }
    MoveBox *moveBox() const { return m_moveBox; }
    GamePanel *panel() const { return m_panel; }
    SessionTabs *tabs() const { return m_tabs; }
    AnalysisPanel *analysis() const { return m_analysis; }
    LearningPanel *learningPanel() const { return m_learning; }
    RulesBrowser *rulesBrowser() const { return m_rules; }
    RulesBrowser *guideBrowser() const { return m_guide; }
    QString statusText() const;
    QString messageText() const;

    // Learning mode (View menu): marks and explanations on the board, persisted.
    void setLearningMode(bool on);
    bool isLearningMode() const;
    // Help ▸ Rules of Chess, Help ▸ Ferz Guide and Help ▸ Keyboard Shortcuts.
    void showRules();
    void showGuide();
    void showShortcuts();

    // At start-up: offers each autosaved game back (asking first unless `ask` is false), each in a
    // tab; a damaged autosave file is set aside with a message; with nothing restored, the message
    // line points to New Game. The number of games restored.
    int offerAutosave(bool ask = true);
    // Whether the sessions are kept in the autosave file (off for screenshots).
    void setAutosaveEnabled(bool enabled);

signals:
    // The actions, the status line and the title followed the session: once a change.
    void refreshed();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createLayout();
    void connectActions();
    void bind(GameSession *session);
    // Follows one change of the session shown.
    void follow(const GameChange &change);
    // The actions, the status line (announced, `said` in its place when given, or shown quietly)
    // and the title.
    void refresh(bool announce = false, const QString &said = QString());
    // The learning and analysis panels take the node shown.
    void showPosition();
    void readSettings();
    // The check marks of the menus show the settings, and change them.
    void bindSettingActions();
    // The game lists show the columns the settings keep; a list's chooser changes them.
    void bindGameColumns(const QList<GameTable *> &tables);
    void showLearning();
    void retranslateUi();
    void setMessage(const QString &text);
    void chooseEngine();

    ViewSettings *m_settings;
    Workspace *m_workspace;
    MoveSounds *m_sounds;
    std::shared_ptr<GlyphPieceSet> m_pieces;
    BoardWidget *m_board = nullptr;
    MoveBox *m_moveBox = nullptr;
    LearningPanel *m_learning = nullptr;
    BoardPanel *m_boardPanel = nullptr;
    GamePanel *m_panel = nullptr;
    AnalysisPanel *m_analysis = nullptr;
    QWidget *m_tools = nullptr;
    RulesBrowser *m_rules = nullptr;
    RulesBrowser *m_guide = nullptr;
    std::unique_ptr<WindowActions> m_actions;
    BoardController *m_boardController = nullptr;
    SessionTabs *m_tabs = nullptr;
    QPointer<GameSession> m_bound; // the session the window follows
    FileCommands *m_files = nullptr;
    DatabaseCommands *m_databases = nullptr;
    FindBar *m_find = nullptr;
    PlayCommands *m_play = nullptr;
    ReviewCommands *m_review = nullptr;
    CourseCommands *m_course = nullptr;
};

} // namespace ferz
