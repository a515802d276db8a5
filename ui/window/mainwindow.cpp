// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/mainwindow.h"

#include "core/engine/enginediscovery.h"
#include "export/gamehtml.h"
#include "render/glyphpieceset.h"
#include "ui/access/accesscommands.h"
#include "ui/access/accessiblechoice.h"
#include "ui/access/focusreturn.h"
#include "ui/access/positionwords.h"
#include "ui/access/speech.h"
#include "ui/actions/translatedaction.h"
#include "ui/actions/windowactions.h"
#include "ui/analysis/analysispanel.h"
#include "ui/analysis/annotatecommands.h"
#include "ui/board/boardcontroller.h"
#include "ui/board/boardwidget.h"
#include "ui/board/movebox.h"
#include "ui/course/coursecommands.h"
#include "ui/course/coursewindow.h"
#include "ui/database/databasecommands.h"
#include "ui/database/databaseedits.h"
#include "ui/database/databasepanel.h"
#include "ui/learn/learningpanel.h"
#include "ui/learn/rulesbrowser.h"
#include "ui/notation/notationview.h"
#include "ui/play/playcommands.h"
#include "ui/review/findbar.h"
#include "ui/review/gamelistwidget.h"
#include "ui/review/gametable.h"
#include "ui/review/reviewcommands.h"
#include "ui/review/symbolpalette.h"
#include "ui/session/playsession.h"
#include "ui/session/workspace.h"
#include "ui/settings/viewsettings.h"
#include "ui/window/boardpanel.h"
#include "ui/window/boardrowlayout.h"
#include "ui/window/filecommands.h"
#include "ui/window/focusring.h"
#include "ui/window/gamepanel.h"
#include "ui/window/looksdialog.h"
#include "ui/window/movesounds.h"
#include "ui/window/picturecommands.h"
#include "ui/window/sessiontabs.h"
#include "ui/window/shortcutsdialog.h"

#include <QAction>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QScreen>
#include <QSettings>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace ferz {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_settings(new ViewSettings(this)), m_workspace(new Workspace(*m_settings, this)),
      m_sounds(new MoveSounds(m_workspace, *m_settings, this))
{
    installAccessibleChoices();
    installFocusReturn();
    m_analysis = new AnalysisPanel(*m_settings, this);
    m_actions = std::make_unique<WindowActions>(this, m_analysis->toggleAction());
    createLayout();
    m_boardController = new BoardController(m_board, *m_settings, this);
    m_files = new FileCommands(this, m_workspace, *m_settings, m_pieces, *m_actions);
    m_play = new PlayCommands(this, m_workspace, *m_settings, *m_actions);
    m_review = new ReviewCommands(this, m_workspace, *m_actions);
    // Says what it does on its own line; the course's board is added to it.
    auto *access =
        new AccessCommands(this, m_workspace, *m_settings, m_board, m_boardPanel->announcement(), *m_actions);
    m_course = new CourseCommands(this, *m_settings, *m_actions, *access);
    connect(m_course, &CourseCommands::rulePageRequested, this, [this](const QString &page) {
        showRules();
        m_rules->showPage(page);
    });
    m_databases = new DatabaseCommands(this, m_workspace, *m_actions); // says what it did through the workspace
    DatabaseCommands *databases = m_databases;
    m_find = new FindBar(m_workspace, *m_actions, this);
    m_panel->addAboveNotation(m_find);
    m_files->setDatabaseOpener([this, databases](const QString &path, QString *error) {
        if (!databases->openDatabase(path, error))
            return false;
        m_find->setDatabase(path, [databases](int game) { databases->openGame(game, 0); });
        return true;
    });
    connect(m_find, &FindBar::closed, this, [this] { m_board->setFocus(); });
    connect(m_find, &FindBar::fileGamesFound, m_panel->gameList(), &GameListWidget::showOnly);
    connect(m_find, &FindBar::databaseGamesFound, databases->panel(),
            [databases](const std::optional<std::vector<int>> &games) {
                // The list keeps the games found until another search.
                if (std::vector<int> listed = games.value_or(std::vector<int>()); games)
                    databases->panel()->showGames(listed);
            });
    connect(databases, &DatabaseCommands::openRequested, m_files, [this](const QString &path) { m_files->open(path); });
    bindGameColumns(QList<GameTable *> {m_panel->gameList()->table(), databases->panel()->gameTable()});
    auto *annotate = new AnnotateCommands(this, m_workspace, *m_settings, *m_actions); // likewise
    new PictureCommands(this, m_workspace, *m_settings, *m_actions); // likewise
    m_panel->addUnderNotation(annotate->pane());
    // The ? and ?? of a game annotated become puzzles in the course.
    connect(annotate, &AnnotateCommands::annotated, this,
            [this](std::shared_ptr<const GameTree> game) { m_course->courseWindow()->makePuzzles(std::move(game)); });
    connect(m_settings, &ViewSettings::problem, this, &MainWindow::setMessage);
    connect(m_workspace, &Workspace::message, this, &MainWindow::setMessage);
    connect(m_files, &FileCommands::message, this, &MainWindow::setMessage);
    connect(m_play, &PlayCommands::message, this, &MainWindow::setMessage);
    connect(m_boardController, &BoardController::message, this, &MainWindow::setMessage);
    connect(&Speech::instance(), &Speech::problem, this, &MainWindow::setMessage);
    connectActions();
    new FocusRing(this);
    m_workspace->setLeaveQuestion(
        [this](GameSession &session, Workspace::Leave leave) { return m_files->askToLeave(session, leave); });
    connect(m_workspace, &Workspace::sessionChanged, this, &MainWindow::bind);
    readSettings();
    m_workspace->newGame({});
    retranslateUi();
    m_board->setFocus();
}

MainWindow::~MainWindow() = default;

GameSession *MainWindow::session() const
{
    return m_workspace->session();
}

// ---- Building the window ----------------------------------------------------

void MainWindow::createLayout()
{
    auto *central = new QWidget(this);
    m_boardPanel = new BoardPanel(*m_settings, central);
    m_board = m_boardPanel->board();
    m_moveBox = m_boardPanel->moveBox();
    m_learning = m_boardPanel->learning();
    m_pieces = std::make_shared<GlyphPieceSet>();
    m_board->installEventFilter(this);

    m_panel = new GamePanel(*m_actions, *m_settings, central);
    m_panel->setMinimumWidth(250);
    // Clicking a move of the notation takes the keyboard to the board, where the arrow keys walk
    // the game. (Not a focus proxy: Tab would then jump from the game list to the board, past
    // the find box, the symbol palette, the graph and the engine's panel.)
    connect(m_panel->notation(), &NotationView::nodeClicked, m_board, [this] { m_board->setFocus(); });
    auto *row = new BoardRowLayout(central, m_boardPanel, m_panel);
    row->setContentsMargins(10, 10, 10, 10);
    row->setSpacing(12);
    // The tabs of the games above the board and its column, which show the game of the tab chosen.
    auto *page = new QWidget(this);
    auto *column = new QVBoxLayout(page);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    m_tabs = new SessionTabs(m_workspace, *m_actions, page);
    column->addWidget(m_tabs);
    column->addWidget(central, 1);
    setCentralWidget(page);

    m_analysis->setObjectName(QStringLiteral("analysis"));
    m_panel->addAnalysis(m_analysis, m_actions->analyse);
    QToolBar *tools = addToolBar(QString());
    tools->setObjectName(QStringLiteral("tools"));
    tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    tools->addActions({m_actions->analyse, m_actions->undo, m_actions->redo});
    m_tools = tools;
}

void MainWindow::connectActions()
{
    const WindowActions &a = *m_actions;
    auto route = [this](QAction *action, void (GameSession::*command)()) {
        connect(action, &QAction::triggered, this, [this, command] { (session()->*command)(); });
    };
    route(a.first, &GameSession::goToStart);
    route(a.previous, &GameSession::goBack);
    route(a.next, &GameSession::goForward);
    route(a.last, &GameSession::goToEnd);
    route(a.previousVariation, &GameSession::previousVariation);
    route(a.nextVariation, &GameSession::nextVariation);
    connect(a.undo, &QAction::triggered, this, [this] { session()->undoStack()->undo(); });
    connect(a.redo, &QAction::triggered, this, [this] { session()->undoStack()->redo(); });
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    connect(a.rules, &QAction::triggered, this, &MainWindow::showRules);
    connect(a.guide, &QAction::triggered, this, &MainWindow::showGuide);
    connect(a.shortcuts, &QAction::triggered, this, &MainWindow::showShortcuts);
    connect(a.chooseEngine, &QAction::triggered, this, &MainWindow::chooseEngine);
    connect(a.looks, &QAction::triggered, this, [this] { chooseLooks(this, *m_settings); });
    connect(m_analysis, &AnalysisPanel::lineChosen, this,
            [this](int row) { session()->addLine(m_analysis->lineMoves(row), m_analysis->lineEvaluation(row)); });
    // Two people at one board play on their own: an engine's help in a clocked game between them is said.
    connect(a.analyse, &QAction::toggled, this, [this](bool on) {
        const PlaySession *play = m_workspace->playSession();
        if (on && play && !play->playsAgainstEngine() && play->game().clock().isTimed() && !play->game().isOver())
            setMessage(tr("The engine is analysing a clocked game between two players: in a real game that is "
                          "outside help (FIDE 11.3). Analyse (Ctrl+E) switches it off."));
    });
    connect(a.attacks, &QAction::toggled, this, [this](bool show) {
        m_learning->overlay().setShowAttacks(show);
        m_board->update();
    });
    connect(m_panel->gameList(), &GameListWidget::gameActivated, this, [this](int index) {
        // Refused (the user kept the game shown): the list marks the game still shown.
        if (!m_workspace->openGame(index))
            m_panel->gameList()->setCurrentGame(session()->source().index);
    });
    connect(m_panel->gameList(), &GameListWidget::leaveRequested, this, [this] { m_board->setFocus(); });
    connect(m_panel->gameList(), &GameListWidget::copyRequested, m_files, &FileCommands::copyGame);
    connect(m_panel->symbolPalette(), &SymbolPalette::leaveRequested, this, [this] { m_board->setFocus(); });
    connect(m_panel->notation(), &NotationView::commentRequested, m_review,
            [this](GameNode *node) { m_review->editComment(node); });
    connect(m_moveBox, &MoveBox::message, this, &MainWindow::setMessage);
    connect(m_moveBox, &MoveBox::finished, this, [this] { m_board->setFocus(); });
}

// ---- The session shown --------------------------------------------------------

void MainWindow::bind(GameSession *session)
{
    if (m_bound)
        disconnect(m_bound, nullptr, this, nullptr);
    m_bound = session;
    m_boardController->setSession(session);
    m_panel->setSession(session);
    m_moveBox->setSession(session);
    connect(session, &GameSession::changed, this, &MainWindow::follow);
    connect(session, &GameSession::message, this, &MainWindow::setMessage);
    showPosition();
    // A game shown is announced by its status line, with its tab, its header and what is written
    // before its first move: the announcement line is for what happens in it.
    const auto *play = qobject_cast<const PlaySession *>(session);
    const QString tab = m_tabs->spokenPlace();
    const QString words = shownGameWords(session->tree(), session->statusText(), play && play->game().isOver());
    refresh(true, tab.isEmpty() ? words : tab + QLatin1Char(' ') + words);
}

void MainWindow::follow(const GameChange &change)
{
    if (change.currentChanged)
        showPosition();
    // A game that ends without a move is announced by its status line; a move says itself.
    refresh(change.ending != Termination::None && !change.played());
}

void MainWindow::showPosition()
{
    const GameNode *node = session()->current();
    m_learning->setPosition(node->position());
    std::vector<Move> path;
    for (const GameNode *n = node; !n->isRoot(); n = n->parent())
        path.push_back(n->move());
    std::reverse(path.begin(), path.end());
    // A line becomes a variation where the game has a move to replace, or goes on a variation.
    m_analysis->setPosition(session()->tree().startPosition(), path, node->childCount() > 0 || !node->isMainLine());
}

void MainWindow::refresh(bool announce, const QString &said)
{
    m_actions->update(*session());
    // The title first: a screen reader says a new title of the window in focus, which would cut
    // short an announcement made before it.
    const QString file = session()->filePath();
    QString title = file.isEmpty() ? tr("Ferz[*]") : tr("%1[*] — Ferz").arg(QFileInfo(file).fileName());
    // A game played from a Chess960 start says so where a player looks (the board does not tell).
    if (const QString start = startPositionName(session()->tree().startPosition()); !start.isEmpty())
        title = start + QStringLiteral(" — ") + title;
    setWindowTitle(title);
    setWindowModified(session()->isModified());
    // The one writer of the status line.
    if (announce)
        m_boardPanel->status()->setText(session()->statusText(), said);
    else
        m_boardPanel->status()->display(session()->statusText());
    emit refreshed();
}

QString MainWindow::statusText() const
{
    return m_boardPanel->status()->text();
}

QString MainWindow::messageText() const
{
    return m_boardPanel->message()->text();
}

void MainWindow::setMessage(const QString &text)
{
    m_boardPanel->message()->setText(text);
}

int MainWindow::offerAutosave(bool ask)
{
    const int restored = m_workspace->restoreAutosave(
        [this, ask](const AutosaveRecord &record) { return !ask || m_files->askToRestore(record); });
    // A first start shows where a game with names, a clock or an engine begins (unless a damaged
    // autosave was set aside, which is said instead).
    if (restored == 0 && messageText().isEmpty())
        setMessage(tr("White to move: play on the board, or choose File ▸ New Game (Ctrl+N) for the players' "
                      "names, a clock or an engine."));
    return restored;
}

void MainWindow::setAutosaveEnabled(bool enabled)
{
    m_workspace->setAutosaveEnabled(enabled);
}

// ---- Keyboard ---------------------------------------------------------------

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    // A letter or digit typed on the board starts a move in the move box: "e" then "4" and Enter
    // plays e4, the board keeping the keyboard.
    if (watched == m_board && event->type() == QEvent::KeyPress
        && m_moveBox->typeFromBoard(static_cast<QKeyEvent *>(event)))
        return true;
    return QMainWindow::eventFilter(watched, event);
}

// ---- Settings ---------------------------------------------------------------

void MainWindow::readSettings()
{
    const AppSettings &settings = m_settings->values();
    Speech::instance().setEnabled(settings.speech);
    showLearning();
    bindSettingActions();
    connect(m_settings, &ViewSettings::changed, this, [this](ViewSettings::Key key) {
        if (key == ViewSettings::Key::Learning)
            showLearning();
        else if (key == ViewSettings::Key::Speech)
            Speech::instance().setEnabled(m_settings->values().speech);
    });
    if (!restoreGeometry(settings.windowGeometry)) {
        // No window manager may be there to size the window (Xvfb): choose a size that fits.
        const QRect screen = QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->availableGeometry()
                                                              : QRect(0, 0, 1280, 800);
        resize(std::min(1180, screen.width() - 40), std::min(800, screen.height() - 40));
        move(screen.center() - rect().center());
    }
}

void MainWindow::bindSettingActions()
{
    const WindowActions &a = *m_actions;
    const std::pair<QAction *, bool AppSettings::*> checks[] = {
        {a.flip, &AppSettings::flipped},
        {a.autoFlip, &AppSettings::autoFlip},
        {a.showLegalMoves, &AppSettings::showLegalMoves},
        {a.animation, &AppSettings::animation},
        {a.automaticDraws, &AppSettings::automaticDraws},
        {a.twoKnights, &AppSettings::twoKnightsInsufficient},
        {a.touchMove, &AppSettings::touchMove},
        {a.speakAloud, &AppSettings::speech},
        {a.newMainLine, &AppSettings::newMovesAsMainLine},
        {a.showEvaluations, &AppSettings::showEvaluations},
        {a.learning, &AppSettings::learningMode},
        {a.gamesInTabs, &AppSettings::gamesInTabs},
    };
    for (const auto &[action, value] : checks)
        connect(action, &QAction::toggled, m_settings,
                [this, value](bool on) { m_settings->change([&](AppSettings &s) { s.*value = on; }); });
    connect(a.longForm, &QAction::toggled, m_settings, [this](bool on) {
        m_settings->change([on](AppSettings &s) { s.form = on ? NotationForm::Long : NotationForm::Short; });
    });
    for (int i = 0; i < a.letters.size(); ++i)
        connect(a.letters[i], &QAction::triggered, m_settings, [this, i] {
            m_settings->change([i](AppSettings &s) { s.letters = static_cast<AppSettings::Letters>(i); });
        });
    // Setting a check mark to what the settings hold changes nothing, and says nothing.
    auto show = [this, checks] {
        const AppSettings &s = m_settings->values();
        for (const auto &[action, value] : checks)
            action->setChecked(s.*value);
        m_actions->longForm->setChecked(s.form == NotationForm::Long);
        m_actions->letters[static_cast<int>(s.letters)]->setChecked(true);
    };
    show();
    connect(m_settings, &ViewSettings::changed, this, show);
}

void MainWindow::bindGameColumns(const QList<GameTable *> &tables)
{
    for (GameTable *table : tables)
        connect(table, &GameTable::columnChosen, m_settings, [this](const QString &key, bool shown) {
            m_settings->change([&](AppSettings &s) {
                s.gameColumns.removeAll(key);
                if (shown)
                    s.gameColumns << key;
            });
        });
    auto show = [this, tables] {
        for (GameTable *table : tables)
            table->showColumns(m_settings->values().gameColumns);
    };
    show();
    connect(m_settings, &ViewSettings::changed, this, [show](ViewSettings::Key key) {
        if (key == ViewSettings::Key::GameColumns)
            show();
    });
}

void MainWindow::showLearning()
{
    const bool on = m_settings->values().learningMode;
    m_learning->setVisible(on);
    m_actions->attacks->setEnabled(on);
    m_board->setOverlay(on ? &m_learning->overlay() : nullptr);
}

void MainWindow::setLearningMode(bool on)
{
    m_settings->change([on](AppSettings &s) { s.learningMode = on; });
}

bool MainWindow::isLearningMode() const
{
    return m_settings->values().learningMode;
}

void MainWindow::chooseEngine()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a UCI Chess Engine"),
                                                      findEngine(m_settings->values().enginePath));
    if (path.isEmpty())
        return;
    m_settings->change([&path](AppSettings &s) { s.enginePath = path; });
}

// ---- Language, learning, help ---------------------------------------------------

void MainWindow::retranslateUi()
{
    retranslateActions(this);
    m_tools->setWindowTitle(tr("Tools"));
    refresh();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_tools) {
        retranslateUi();
        // A message in the old language would be out of place.
        setMessage(QString());
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::showRules()
{
    const bool first = !m_rules;
    RulesBrowser::open(m_rules, this, RulesBrowser::Book::Rules);
    if (first)
        m_course->attach(m_rules);
}

void MainWindow::showGuide()
{
    RulesBrowser::open(m_guide, this, RulesBrowser::Book::Guide);
}

void MainWindow::showShortcuts()
{
    ShortcutsDialog(this).exec();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_databases->edits()->settleMarks() || !m_workspace->mayQuit()) {
        event->ignore();
        return;
    }
    m_workspace->writeAutosave();
    // Quitting before the progress dialog shows would leave the file's reading to go on unseen.
    // (A restored game's file still looked for stays linked in the autosave just written.)
    if (m_workspace->isOpeningFile())
        m_workspace->cancelOpening();
    m_settings->change([this](AppSettings &s) { s.windowGeometry = saveGeometry(); });
    m_analysis->engine()->quit();
    QMainWindow::closeEvent(event);
}

} // namespace ferz
