// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/mainwindow.h"

#include "render/glyphpieceset.h"
#include "ui/access/accesscommands.h"
#include "ui/access/speech.h"
#include "ui/actions/translatedaction.h"
#include "ui/actions/windowactions.h"
#include "ui/analysis/analysispanel.h"
#include "ui/analysis/annotatecommands.h"
#include "ui/board/boardcontroller.h"
#include "ui/board/boardwidget.h"
#include "ui/board/movebox.h"
#include "ui/course/coursecommands.h"
#include "ui/database/databasecommands.h"
#include "ui/learn/learningpanel.h"
#include "ui/learn/rulesbrowser.h"
#include "ui/notation/notationview.h"
#include "ui/play/playcommands.h"
#include "ui/review/gamelistwidget.h"
#include "ui/review/reviewcommands.h"
#include "ui/session/workspace.h"
#include "ui/window/boardpanel.h"
#include "ui/window/boardrowlayout.h"
#include "ui/window/filecommands.h"
#include "ui/window/gamepanel.h"
#include "ui/window/looksdialog.h"
#include "ui/window/movesounds.h"
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

namespace ferz {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_workspace(new Workspace(this)), m_sounds(new MoveSounds(m_workspace, this))
{
    m_analysis = new AnalysisPanel(this);
    m_actions = std::make_unique<WindowActions>(this, m_analysis->toggleAction());
    createLayout();
    m_boardController = new BoardController(m_board, this);
    m_files = new FileCommands(this, m_workspace, m_settings, m_pieces, *m_actions);
    m_play = new PlayCommands(this, m_workspace, m_settings, *m_actions);
    m_review = new ReviewCommands(this, m_workspace, m_settings, *m_actions);
    m_course = new CourseCommands(this, *m_actions);
    new DatabaseCommands(this, m_workspace, m_files, *m_actions); // says what it did through the workspace
    new AnnotateCommands(this, m_workspace, m_settings, *m_actions, m_panel); // likewise
    new AccessCommands(this, m_workspace, m_boardPanel, *m_actions); // says what it does on its own line
    connect(m_workspace, &Workspace::message, this, &MainWindow::setMessage);
    connect(m_files, &FileCommands::message, this, &MainWindow::setMessage);
    connect(m_play, &PlayCommands::message, this, &MainWindow::setMessage);
    connect(m_boardController, &BoardController::message, this, &MainWindow::setMessage);
    connect(&Speech::instance(), &Speech::problem, this, &MainWindow::setMessage);
    connectActions();
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
    m_boardPanel = new BoardPanel(central);
    m_board = m_boardPanel->board();
    m_moveBox = m_boardPanel->moveBox();
    m_learning = m_boardPanel->learning();
    m_pieces = std::make_shared<GlyphPieceSet>();
    m_board->setPieceSet(m_pieces);
    m_board->installEventFilter(this);

    m_panel = new GamePanel(*m_actions, central);
    m_panel->setMinimumWidth(250);
    // Clicking the notation takes the keyboard to the board, where the arrow keys walk the game.
    m_panel->notation()->setFocusPolicy(Qt::ClickFocus);
    m_panel->notation()->setFocusProxy(m_board);
    auto *row = new BoardRowLayout(central, m_boardPanel, m_panel);
    row->setContentsMargins(10, 10, 10, 10);
    row->setSpacing(12);
    setCentralWidget(central);

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
    connect(a.looks, &QAction::triggered, this, [this] {
        chooseLooks(this, m_settings, [this] {
            applySettings();
            storeSettings();
        });
    });
    connect(m_analysis, &AnalysisPanel::lineChosen, this,
            [this](int row) { session()->addLine(m_analysis->lineMoves(row)); });
    connect(a.flip, &QAction::triggered, this, [this](bool flipped) {
        m_board->setFlipped(flipped);
        m_panel->setFlipped(flipped);
        settingsChanged();
    });
    connect(m_boardController, &BoardController::flipped, this, [this](bool flipped) {
        m_actions->flip->setChecked(flipped);
        m_panel->setFlipped(flipped);
    });
    connect(a.learning, &QAction::toggled, this, [this](bool on) {
        setLearningMode(on);
        settingsChanged();
    });
    connect(a.attacks, &QAction::toggled, this, [this](bool show) {
        m_learning->overlay().setShowAttacks(show);
        m_board->update();
    });
    for (QAction *check : {a.autoFlip, a.showLegalMoves, a.animation, a.longForm, a.automaticDraws, a.twoKnights,
                           a.touchMove, a.speakAloud})
        connect(check, &QAction::toggled, this, &MainWindow::settingsChanged);
    for (QAction *letters : a.letters)
        connect(letters, &QAction::triggered, this, &MainWindow::settingsChanged);
    connect(m_panel->gameList(), &GameListWidget::gameActivated, this, [this](int index) {
        // Refused (the user kept the game shown): the list marks the game still shown.
        if (!m_workspace->openGame(index))
            m_panel->gameList()->setCurrentGame(session()->source().index);
    });
    connect(m_panel->notation(), &NotationView::commentRequested, m_review,
            [this](GameNode *node) { m_review->editComment(node); });
    connect(m_moveBox, &MoveBox::message, this, &MainWindow::setMessage);
    connect(m_moveBox, &MoveBox::finished, this, [this] { m_board->setFocus(); });
}

// ---- The session shown --------------------------------------------------------

void MainWindow::bind(GameSession *session)
{
    m_boardController->setSession(session);
    m_panel->setSession(session);
    m_moveBox->setSession(session);
    connect(session, &GameSession::changed, this, &MainWindow::follow);
    connect(session, &GameSession::message, this, &MainWindow::setMessage);
    showPosition();
    // A game shown is announced by its status line: the announcement line is for what happens in it.
    refresh(true);
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

void MainWindow::refresh(bool announce)
{
    m_actions->update(*session());
    // The one writer of the status line.
    if (announce)
        m_boardPanel->status()->setText(session()->statusText());
    else
        m_boardPanel->status()->display(session()->statusText());
    const QString file = session()->filePath();
    setWindowTitle(file.isEmpty() ? tr("Ferz[*]") : tr("%1[*] — Ferz").arg(QFileInfo(file).fileName()));
    setWindowModified(session()->isModified());
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

bool MainWindow::offerAutosave(bool ask)
{
    return m_workspace->restoreAutosave(
        [this, ask](const AutosaveRecord &record) { return !ask || m_files->askToRestore(record); });
}

void MainWindow::setAutosaveEnabled(bool enabled)
{
    m_workspace->setAutosaveEnabled(enabled);
}

// ---- Keyboard ---------------------------------------------------------------

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    // A letter or digit typed on the board starts a move: "e" then "4" and Enter plays e4.
    if (watched == m_board && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const QString text = key->text();
        const bool plain = !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
        if (plain && text.size() == 1 && text.front().isLetterOrNumber()) {
            m_moveBox->start(text);
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

// ---- Settings ---------------------------------------------------------------

void MainWindow::readSettings()
{
    m_settings = AppSettings::load(QSettings());
    const WindowActions &a = *m_actions;
    const std::pair<QAction *, bool> checks[] = {
        {a.autoFlip, m_settings.autoFlip},
        {a.showLegalMoves, m_settings.showLegalMoves},
        {a.animation, m_settings.animation},
        {a.longForm, m_settings.form == NotationForm::Long},
        {a.automaticDraws, m_settings.automaticDraws},
        {a.twoKnights, m_settings.twoKnightsInsufficient},
        {a.touchMove, m_settings.touchMove},
        {a.speakAloud, m_settings.speech},
        {a.flip, m_settings.flipped},
        {a.newMainLine, m_settings.newMovesAsMainLine},
    };
    for (const auto &[action, on] : checks) {
        const QSignalBlocker blocker(action);
        action->setChecked(on);
    }
    a.letters[static_cast<int>(m_settings.letters)]->setChecked(true);
    m_board->setFlipped(m_settings.flipped);
    m_panel->setFlipped(m_settings.flipped);
    m_workspace->setNewMovesAsMainLine(m_settings.newMovesAsMainLine);
    m_analysis->setEnginePath(m_settings.enginePath);
    setLearningMode(m_settings.learningMode);
    if (!restoreGeometry(m_settings.windowGeometry)) {
        // No window manager may be there to size the window (Xvfb): choose a size that fits.
        const QRect screen = QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->availableGeometry()
                                                              : QRect(0, 0, 1280, 800);
        resize(std::min(1180, screen.width() - 40), std::min(800, screen.height() - 40));
        move(screen.center() - rect().center());
    }
    applySettings();
}

void MainWindow::settingsChanged()
{
    const WindowActions &a = *m_actions;
    m_settings.autoFlip = a.autoFlip->isChecked();
    m_settings.showLegalMoves = a.showLegalMoves->isChecked();
    m_settings.animation = a.animation->isChecked();
    m_settings.form = a.longForm->isChecked() ? NotationForm::Long : NotationForm::Short;
    m_settings.automaticDraws = a.automaticDraws->isChecked();
    m_settings.twoKnightsInsufficient = a.twoKnights->isChecked();
    m_settings.touchMove = a.touchMove->isChecked();
    m_settings.speech = a.speakAloud->isChecked();
    m_settings.flipped = a.flip->isChecked();
    for (int i = 0; i < a.letters.size(); ++i)
        if (a.letters[i]->isChecked())
            m_settings.letters = static_cast<AppSettings::Letters>(i);
    applySettings();
    storeSettings();
}

void MainWindow::storeSettings()
{
    if (const QString problem = m_settings.store(); !problem.isEmpty())
        setMessage(problem);
}

void MainWindow::applySettings()
{
    m_board->setShowLegalMoves(m_settings.showLegalMoves || m_settings.learningMode);
    m_board->setAnimationEnabled(m_settings.animation);
    m_board->setTouchMove(m_settings.touchMove);
    m_boardController->setAutoFlip(m_settings.autoFlip);
    const NotationStyle style = m_settings.notation();
    m_panel->notation()->setStyle(style);
    m_analysis->setNotationStyle(style);
    m_moveBox->setNotationStyle(style);
    m_workspace->setNotationStyle(style);
    m_workspace->setGameOptions(m_settings.gameOptions());
    applyLooks(*m_board, m_settings);
    m_sounds->setEnabled(m_settings.sounds);
    Speech::instance().setEnabled(m_settings.speech);
}

void MainWindow::setNotationLetters(AppSettings::Letters letters)
{
    m_settings.letters = letters;
    m_actions->letters[static_cast<int>(letters)]->setChecked(true);
    applySettings();
}

void MainWindow::chooseEngine()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a UCI Chess Engine"),
                                                      UciEngine::findEngine(m_settings.enginePath));
    if (path.isEmpty())
        return;
    m_settings.enginePath = path;
    storeSettings();
    m_analysis->setEnginePath(path);
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
        // A message in the old language would be out of place; the letters may follow the language.
        setMessage(QString());
        applySettings();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::setLearningMode(bool on)
{
    m_settings.learningMode = on;
    m_learning->setVisible(on);
    m_actions->attacks->setEnabled(on);
    m_board->setOverlay(on ? &m_learning->overlay() : nullptr);
    // Learning shows the legal targets whatever the general setting says.
    m_board->setShowLegalMoves(on || m_settings.showLegalMoves);
    const QSignalBlocker blocker(m_actions->learning);
    m_actions->learning->setChecked(on);
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
    if (!m_workspace->mayLeave(Workspace::Leave::Close)) {
        event->ignore();
        return;
    }
    m_workspace->writeAutosave();
    m_settings.windowGeometry = saveGeometry();
    m_settings.store(); // closing: nobody is left to tell of a failure, and the old settings stay
    m_analysis->engine()->quit();
    QMainWindow::closeEvent(event);
}

} // namespace ferz
