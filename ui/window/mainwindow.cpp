// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/mainwindow.h"

#include "core/game/gamefile.h"
#include "core/notation/linetext.h"
#include "core/notation/moveinput.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"
#include "core/rules/illegalmovetext.h"
#include "export/gamedocument.h"
#include "export/glyphpieceset.h"
#include "ui/analysis/analysispanel.h"
#include "ui/board/boardwidget.h"
#include "ui/learn/learningpanel.h"
#include "ui/learn/rulesbrowser.h"
#include "ui/play/clockwidget.h"
#include "ui/play/notationpanel.h"
#include "ui/review/reviewpanel.h"
#include "ui/session/addlinecommand.h"
#include "ui/window/gametext.h"
#include "ui/window/languagemanager.h"
#include "ui/window/translatedaction.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace ferz {

namespace {

constexpr int TickMs = 100;
constexpr qint64 AutosaveEveryMs = 2000; // while a clock runs
constexpr int MaxRecentFiles = 8;
const QString RecentFilesKey = QStringLiteral("files/recent");
const QString GeometryKey = QStringLiteral("window/geometry");
const QString FlippedKey = QStringLiteral("board/flipped");
const QString EngineKey = QStringLiteral("analysis/engine");

QString colorName(Color c)
{
    return c == Color::White ? QCoreApplication::translate("MainWindow", "White")
                             : QCoreApplication::translate("MainWindow", "Black");
}

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), m_game(std::make_unique<Game>())
{
    setWindowTitle(tr("Ferz"));
    m_elapsed.start();
    m_now = [this] { return m_elapsed.elapsed(); };
    createActions();
    createLayout();
    createMenus();
    retranslateUi();
    readSettings();
    applySettings();
    m_tick.setInterval(TickMs);
    connect(&m_tick, &QTimer::timeout, this, &MainWindow::updateClocks);
    m_tick.start();
    startGame({QString(), QString(), TimeControl(), Position()});
}

MainWindow::~MainWindow() = default;

void MainWindow::setTimeSource(std::function<qint64()> now)
{
    m_now = std::move(now);
    m_game->startClock(this->now());
}

// ---- Building the window ----------------------------------------------------

void MainWindow::createActions()
{
    auto make = [this](const char *text, const char *name, const QKeySequence &key = {}) {
        return addTranslatedAction(this, "ferz::MainWindow", text, name, key);
    };
    Actions &a = m_actions;
    a.newGame = make(QT_TR_NOOP("&New Game…"), "newGame", QKeySequence::New);
    a.open = make(QT_TR_NOOP("&Open PGN…"), "open", QKeySequence::Open);
    a.save = make(QT_TR_NOOP("&Save"), "save", QKeySequence::Save);
    a.saveAs = make(QT_TR_NOOP("Save &As…"), "saveAs", QKeySequence::SaveAs);
    a.quit = make(QT_TR_NOOP("&Quit"), "quit", QKeySequence::Quit);
    a.review = make(QT_TR_NOOP("&Review PGN…"), "review", Qt::CTRL | Qt::SHIFT | Qt::Key_O);
    a.backToPlay = make(QT_TR_NOOP("&Back to Playing"), "backToPlay");
    a.copyFen = make(QT_TR_NOOP("Copy &FEN"), "copyFen");
    a.copyPgn = make(QT_TR_NOOP("Copy &PGN"), "copyPgn", QKeySequence::Copy);
    a.paste = make(QT_TR_NOOP("&Paste FEN or PGN"), "paste", QKeySequence::Paste);
    a.offerDraw = make(QT_TR_NOOP("Offer &Draw"), "offerDraw");
    a.acceptDraw = make(QT_TR_NOOP("&Accept Draw"), "acceptDraw");
    a.declineDraw = make(QT_TR_NOOP("D&ecline Draw"), "declineDraw");
    a.claimDraw = make(QT_TR_NOOP("&Claim Draw"), "claimDraw");
    a.resign = make(QT_TR_NOOP("&Resign…"), "resign");
    a.takeBack = make(QT_TR_NOOP("&Take Back"), "takeBack", QKeySequence::Undo);
    a.pause = make(QT_TR_NOOP("&Pause Clock"), "pause");
    a.exportGame = make(QT_TR_NOOP("&Export Game…"), "exportGame", Qt::CTRL | Qt::SHIFT | Qt::Key_E);
    a.exportFile = make(QT_TR_NOOP("Export All &Games of the File…"), "exportFile");
    a.print = make(QT_TR_NOOP("&Print…"), "print", QKeySequence::Print);
    a.printPreview = make(QT_TR_NOOP("Print Pre&view…"), "printPreview");
    a.chooseEngine = make(QT_TR_NOOP("Choose &Engine…"), "chooseEngine");
    a.diagram = make(QT_TR_NOOP("&Diagram After This Move"), "diagram");
    a.diagram->setCheckable(true);
    a.first = make(QT_TR_NOOP("First Position"), "first", Qt::Key_Home);
    a.previous = make(QT_TR_NOOP("Previous Move"), "previous", Qt::Key_Left);
    a.next = make(QT_TR_NOOP("Next Move"), "next", Qt::Key_Right);
    a.last = make(QT_TR_NOOP("Last Position"), "last", Qt::Key_End);
    a.flip = make(QT_TR_NOOP("&Flip Board"), "flip", Qt::CTRL | Qt::Key_F);
    a.autoFlip = make(QT_TR_NOOP("&Auto-Flip for Two Players"), "autoFlip");
    a.showLegalMoves = make(QT_TR_NOOP("Show &Legal Moves"), "showLegalMoves");
    a.animation = make(QT_TR_NOOP("Ani&mate Moves"), "animation");
    a.longForm = make(QT_TR_NOOP("&Long Form (e2-e4)"), "longForm");
    a.automaticDraws = make(QT_TR_NOOP("&Automatic Draw at Threefold Repetition and Fifty Moves"), "automaticDraws");
    a.touchMove = make(QT_TR_NOOP("&Touch-Move"), "touchMove");
    a.learning = make(QT_TR_NOOP("L&earning Mode"), "learning", Qt::CTRL | Qt::Key_L);
    a.attacks = make(QT_TR_NOOP("Show &Attacked Squares"), "attacks", Qt::CTRL | Qt::SHIFT | Qt::Key_A);
    a.rules = make(QT_TR_NOOP("&Rules of Chess"), "rules", QKeySequence::HelpContents);
    a.learning->setCheckable(true);
    a.attacks->setCheckable(true);
    for (QAction *check : {a.autoFlip, a.showLegalMoves, a.animation, a.longForm, a.automaticDraws, a.touchMove})
        check->setCheckable(true);
    a.flip->setCheckable(true);

    auto *lettersGroup = new QActionGroup(this);
    for (const char *text : {QT_TR_NOOP("&English (K Q R B N)"), QT_TR_NOOP("&Russian (Кр Ф Л С К)"),
                             QT_TR_NOOP("&Spanish (R D T A C)"), QT_TR_NOOP("&Portuguese (R D T B C)"),
                             QT_TR_NOOP("&Figurines (♔ ♕ ♖ ♗ ♘)"), QT_TR_NOOP("Letters of the &Interface Language")}) {
        QAction *action = lettersGroup->addAction(QString());
        setSourceText(action, "ferz::MainWindow", text);
        action->setCheckable(true);
        a.letters << action;
    }

    connect(a.learning, &QAction::toggled, this, [this](bool on) {
        setLearningMode(on);
        writeSettings();
    });
    connect(a.attacks, &QAction::toggled, this, [this](bool show) {
        m_learning->overlay().setShowAttacks(show);
        m_board->update();
    });
    connect(a.rules, &QAction::triggered, this, &MainWindow::showRules);
    connect(a.newGame, &QAction::triggered, this, &MainWindow::newGame);
    connect(a.open, &QAction::triggered, this, &MainWindow::open);
    connect(a.save, &QAction::triggered, this, &MainWindow::save);
    connect(a.saveAs, &QAction::triggered, this, &MainWindow::saveAs);
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    connect(a.copyFen, &QAction::triggered, this, &MainWindow::copyFen);
    connect(a.copyPgn, &QAction::triggered, this, &MainWindow::copyPgn);
    connect(a.paste, &QAction::triggered, this, &MainWindow::paste);
    connect(a.offerDraw, &QAction::triggered, this, &MainWindow::offerDraw);
    connect(a.acceptDraw, &QAction::triggered, this, &MainWindow::acceptDraw);
    connect(a.declineDraw, &QAction::triggered, this, &MainWindow::declineDraw);
    connect(a.claimDraw, &QAction::triggered, this, &MainWindow::claimDraw);
    connect(a.resign, &QAction::triggered, this, &MainWindow::resign);
    connect(a.takeBack, &QAction::triggered, this, &MainWindow::takeBack);
    connect(a.pause, &QAction::triggered, this, &MainWindow::togglePause);
    connect(a.exportGame, &QAction::triggered, this, [this] { exportDocument(false); });
    connect(a.exportFile, &QAction::triggered, this, [this] { exportDocument(true); });
    connect(a.print, &QAction::triggered, this, [this] { printDocument(false); });
    connect(a.printPreview, &QAction::triggered, this, [this] { printDocument(true); });
    connect(a.chooseEngine, &QAction::triggered, this, &MainWindow::chooseEngine);
    connect(a.diagram, &QAction::triggered, this, &MainWindow::toggleDiagramMark);
    // Engine lines become variations through this stack; Take Back keeps Ctrl+Z.
    // Plain actions rather than QUndoStack's own, whose fixed prefix would not follow the language.
    m_undo = new QUndoStack(this);
    a.undo = make(QT_TR_NOOP("&Undo"), "undo");
    a.redo = make(QT_TR_NOOP("&Redo"), "redo");
    a.redo->setShortcuts(QKeySequence::Redo); // Ctrl+Y and Ctrl+Shift+Z
    a.undo->setEnabled(false);
    a.redo->setEnabled(false);
    connect(a.undo, &QAction::triggered, m_undo, &QUndoStack::undo);
    connect(a.redo, &QAction::triggered, m_undo, &QUndoStack::redo);
    connect(m_undo, &QUndoStack::canUndoChanged, a.undo, &QAction::setEnabled);
    connect(m_undo, &QUndoStack::canRedoChanged, a.redo, &QAction::setEnabled);
    // In review mode the same keys walk the reviewed game's current line.
    connect(a.first, &QAction::triggered, this, [this] { isReviewing() ? m_review->goToStart() : showPly(0); });
    connect(a.previous, &QAction::triggered, this,
            [this] { isReviewing() ? m_review->goBack() : showPly(m_shownPly - 1); });
    connect(a.next, &QAction::triggered, this,
            [this] { isReviewing() ? m_review->goForward() : showPly(m_shownPly + 1); });
    connect(a.last, &QAction::triggered, this,
            [this] { isReviewing() ? m_review->goToEnd() : showPly(m_game->plyCount()); });
    connect(a.review, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Review PGN"), QFileInfo(m_filePath).path(),
                                                          tr("PGN files (*.pgn);;All files (*)"));
        if (!path.isEmpty())
            openForReview(path);
    });
    connect(a.backToPlay, &QAction::triggered, this, [this] { setReviewing(false); });
    connect(a.flip, &QAction::triggered, this, [this](bool flipped) {
        m_board->setFlipped(flipped);
        refreshClocks();
    });
    auto settingChanged = [this] {
        Actions &act = m_actions;
        m_settings.autoFlip = act.autoFlip->isChecked();
        m_settings.showLegalMoves = act.showLegalMoves->isChecked();
        m_settings.animation = act.animation->isChecked();
        m_settings.form = act.longForm->isChecked() ? NotationForm::Long : NotationForm::Short;
        m_settings.automaticDraws = act.automaticDraws->isChecked();
        m_settings.touchMove = act.touchMove->isChecked();
        for (int i = 0; i < act.letters.size(); ++i)
            if (act.letters[i]->isChecked())
                m_settings.letters = static_cast<AppSettings::Letters>(i);
        applySettings();
        writeSettings();
    };
    for (QAction *check : {a.autoFlip, a.showLegalMoves, a.animation, a.longForm, a.automaticDraws, a.touchMove})
        connect(check, &QAction::toggled, this, settingChanged);
    for (QAction *letters : a.letters)
        connect(letters, &QAction::triggered, this, settingChanged);
}

void MainWindow::createMenus()
{
    Actions &a = m_actions;
    auto addMenu = [](auto *parent, const char *title) {
        QMenu *menu = parent->addMenu(QString());
        setSourceText(menu->menuAction(), "ferz::MainWindow", title);
        return menu;
    };
    QMenu *file = addMenu(menuBar(), QT_TR_NOOP("&File"));
    file->addActions({a.newGame, a.open, a.review});
    m_recentMenu = addMenu(file, QT_TR_NOOP("Open &Recent"));
    file->addActions({a.save, a.saveAs});
    file->addSeparator();
    file->addActions({a.exportGame, a.exportFile, a.printPreview, a.print});
    file->addSeparator();
    file->addAction(a.quit);
    QMenu *edit = addMenu(menuBar(), QT_TR_NOOP("&Edit"));
    edit->addActions({a.undo, a.redo});
    edit->addSeparator();
    edit->addActions({a.copyFen, a.copyPgn, a.paste});
    QMenu *game = addMenu(menuBar(), QT_TR_NOOP("&Game"));
    game->addActions({a.offerDraw, a.acceptDraw, a.declineDraw, a.claimDraw});
    game->addSeparator();
    game->addActions({a.resign, a.takeBack, a.pause});
    game->addSeparator();
    game->addActions({a.first, a.previous, a.next, a.last});
    QMenu *view = addMenu(menuBar(), QT_TR_NOOP("&View"));
    view->addActions({a.flip, a.autoFlip, a.showLegalMoves, a.animation});
    QMenu *notation = addMenu(view, QT_TR_NOOP("&Notation"));
    notation->addActions(a.letters);
    notation->addSeparator();
    notation->addAction(a.longForm);
    game->addSeparator();
    game->addAction(a.diagram);
    QMenu *analysis = addMenu(menuBar(), QT_TR_NOOP("&Analysis"));
    analysis->addActions({m_analysis->toggleAction(), a.chooseEngine});
    QMenu *review = addMenu(menuBar(), QT_TR_NOOP("Re&view"));
    m_review->fillMenu(review);
    review->addSeparator();
    review->addAction(a.backToPlay);
    QMenu *rules = addMenu(menuBar(), QT_TR_NOOP("&Rules"));
    rules->addActions({a.automaticDraws, a.touchMove});
    view->addSeparator();
    view->addActions({a.learning, a.attacks});
    addMenu(view, QT_TR_NOOP("&Language"))->addActions(LanguageManager::instance().createActions(this)->actions());
    addMenu(menuBar(), QT_TR_NOOP("&Help"))->addAction(a.rules);
}

void MainWindow::createLayout()
{
    auto *central = new QWidget(this);
    auto *columns = new QHBoxLayout(central);
    columns->setContentsMargins(10, 10, 10, 10);
    columns->setSpacing(12);

    auto *left = new QVBoxLayout;
    m_board = new BoardWidget(central);
    m_board->setObjectName(QStringLiteral("board"));
    m_pieces = std::make_shared<GlyphPieceSet>();
    m_board->setPieceSet(m_pieces);
    left->addWidget(m_board, 1);
    auto *moveRow = new QHBoxLayout;
    m_moveBox = new QLineEdit(central);
    m_moveBox->setObjectName(QStringLiteral("moveBox"));
    m_moveLabel = new QLabel(central);
    m_moveLabel->setBuddy(m_moveBox);
    moveRow->addWidget(m_moveLabel);
    moveRow->addWidget(m_moveBox, 1);
    left->addLayout(moveRow);
    m_status = new QLabel(central);
    m_status->setObjectName(QStringLiteral("status"));
    QFont statusFont = m_status->font();
    statusFont.setBold(true);
    statusFont.setPointSizeF(statusFont.pointSizeF() * 1.15);
    m_status->setFont(statusFont);
    m_status->setWordWrap(true);
    m_messageLabel = new QLabel(central);
    m_messageLabel->setObjectName(QStringLiteral("message"));
    m_messageLabel->setWordWrap(true);
    m_messageLabel->setMinimumHeight(m_messageLabel->fontMetrics().lineSpacing() * 2);
    m_messageLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    left->addWidget(m_status);
    left->addWidget(m_messageLabel);
    m_learning = new LearningPanel(central);
    m_learning->setObjectName(QStringLiteral("learning"));
    m_learning->hide();
    left->addWidget(m_learning);
    columns->addLayout(left, 3);

    auto *right = new QVBoxLayout;
    m_topClock = new ClockWidget(central);
    m_bottomClock = new ClockWidget(central);
    m_notation = new NotationPanel(central);
    m_notation->setObjectName(QStringLiteral("notation"));
    auto *buttons = new QGridLayout;
    int i = 0;
    for (QAction *action : {m_actions.offerDraw, m_actions.claimDraw, m_actions.acceptDraw, m_actions.declineDraw,
                            m_actions.takeBack, m_actions.resign, m_actions.pause, m_actions.flip}) {
        auto *button = new QToolButton(central);
        button->setDefaultAction(action);
        button->setObjectName(action->objectName() + QStringLiteral("Button"));
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        buttons->addWidget(button, i / 2, i % 2);
        ++i;
    }
    right->addWidget(m_topClock);
    right->addWidget(m_notation, 1);
    right->addLayout(buttons);
    right->addWidget(m_bottomClock);
    auto *rightWidget = new QWidget(central);
    rightWidget->setLayout(right);
    right->setContentsMargins(0, 0, 0, 0);
    rightWidget->setMinimumWidth(250);
    rightWidget->setMaximumWidth(440);
    m_review = new ReviewPanel(m_board, m_undo, central);
    m_review->setObjectName(QStringLiteral("review"));
    m_sideStack = new QStackedWidget(central);
    m_sideStack->addWidget(rightWidget);
    m_sideStack->addWidget(m_review);
    columns->addWidget(m_sideStack, 2);
    setCentralWidget(central);

    connect(m_board, &BoardWidget::moveMade, this, &MainWindow::onBoardMove);
    connect(m_review, &ReviewPanel::statusChanged, this, [this](const QString &text) {
        if (isReviewing())
            m_status->setText(text);
    });
    connect(m_review, &ReviewPanel::message, this, &MainWindow::setMessage);
    connect(m_review, &ReviewPanel::playFromPosition, this, [this](const Position &start) {
        setReviewing(false);
        startGame({playerName(Color::White), playerName(Color::Black), m_game->clock().control(), start});
    });
    connect(m_board, &BoardWidget::moveRejected, this, &MainWindow::onMoveRejected);
    connect(m_board, &BoardWidget::touchMoveEnforced, this, [this](Square held) {
        setMessage(
            tr("Touch-move: you touched %1, so that piece must move.").arg(pieceOnSquare(m_board->position(), held)));
    });
    connect(m_notation, &NotationPanel::plyClicked, this, &MainWindow::showPly);

    m_analysis = new AnalysisPanel(this);
    m_analysis->setObjectName(QStringLiteral("analysis"));
    m_analysis->setEnginePath(QSettings().value(EngineKey).toString());
    connect(m_analysis, &AnalysisPanel::lineChosen, this, &MainWindow::addEngineLine);
    // In review mode the engine looks at the reviewed game's position.
    connect(m_review->session(), &ReviewSession::currentChanged, this, [this] {
        if (!isReviewing())
            return;
        const GameNode *node = m_review->session()->current();
        std::vector<Move> path;
        for (const GameNode *n = node; !n->isRoot(); n = n->parent())
            path.insert(path.begin(), n->move());
        m_analysis->setPosition(m_review->session()->tree().startPosition(), path, node->mainChild() != nullptr);
    });
    // The board keeps the window's height to itself until the user asks for the engine.
    auto *dock = new QDockWidget(tr("Analysis"), this);
    dock->setObjectName(QStringLiteral("analysisDock"));
    dock->setWidget(m_analysis);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                      | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    dock->hide();
    connect(m_analysis->toggleAction(), &QAction::toggled, dock, [dock](bool running) {
        if (running)
            dock->show();
    });

    QToolBar *tools = addToolBar(tr("Tools"));
    tools->setObjectName(QStringLiteral("tools"));
    tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    tools->addActions({m_analysis->toggleAction(), m_actions.undo, m_actions.redo});
    connect(m_moveBox, &QLineEdit::returnPressed, this, &MainWindow::playTypedMove);
}

// ---- Settings ---------------------------------------------------------------

void MainWindow::readSettings()
{
    QSettings settings;
    m_settings = AppSettings::load(settings);
    Actions &a = m_actions;
    const QSignalBlocker b1(a.autoFlip), b2(a.showLegalMoves), b3(a.animation), b4(a.longForm), b5(a.automaticDraws),
        b6(a.touchMove);
    a.autoFlip->setChecked(m_settings.autoFlip);
    a.showLegalMoves->setChecked(m_settings.showLegalMoves);
    a.animation->setChecked(m_settings.animation);
    a.longForm->setChecked(m_settings.form == NotationForm::Long);
    a.automaticDraws->setChecked(m_settings.automaticDraws);
    a.touchMove->setChecked(m_settings.touchMove);
    a.letters[static_cast<int>(m_settings.letters)]->setChecked(true);
    a.flip->setChecked(settings.value(FlippedKey, false).toBool());
    setLearningMode(m_settings.learningMode);
    m_board->setFlipped(a.flip->isChecked());
    if (!restoreGeometry(settings.value(GeometryKey).toByteArray())) {
        // No window manager may be there to size the window (Xvfb): choose a size that fits.
        const QRect screen = QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->availableGeometry()
                                                              : QRect(0, 0, 1280, 800);
        resize(std::min(1180, screen.width() - 40), std::min(800, screen.height() - 40));
        move(screen.center() - rect().center());
    }
    updateRecentMenu();
}

void MainWindow::writeSettings() const
{
    QSettings settings;
    m_settings.save(settings);
    settings.setValue(FlippedKey, m_actions.flip->isChecked());
}

void MainWindow::applySettings()
{
    m_board->setShowLegalMoves(m_settings.showLegalMoves || m_settings.learningMode);
    m_board->setAnimationEnabled(m_settings.animation);
    m_board->setTouchMove(m_settings.touchMove);
    m_notation->moveList()->setStyle(m_settings.notation());
    m_analysis->setNotationStyle(m_settings.notation());
    m_review->setNotationStyle(m_settings.notation());
    m_game->setOptions(m_settings.gameOptions());
    refresh();
}

void MainWindow::setNotationLetters(AppSettings::Letters letters)
{
    m_settings.letters = letters;
    m_actions.letters[static_cast<int>(letters)]->setChecked(true);
    applySettings();
}

// ---- Playing ----------------------------------------------------------------

void MainWindow::startGame(const NewGameSettings &settings)
{
    auto game = std::make_unique<Game>(settings.start, settings.control, m_settings.gameOptions());
    game->tree().setTag("White", settings.white.isEmpty() ? "?" : settings.white.toStdString());
    game->tree().setTag("Black", settings.black.isEmpty() ? "?" : settings.black.toStdString());
    game->tree().setTag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    m_game = std::move(game);
    m_undo->clear();
    m_game->startClock(now());
    m_filePath.clear();
    m_claimWithMove = false;
    m_shownPly = 0;
    setMessage(QString());
    m_notation->moveList()->setGame(m_game->tree());
    refresh();
    writeAutosave();
}

void MainWindow::adoptGame(Game &&game)
{
    m_game = std::make_unique<Game>(std::move(game));
    m_undo->clear();
    m_game->setOptions(m_settings.gameOptions());
    if (!m_game->clock().isPaused())
        m_game->startClock(now());
    m_claimWithMove = false;
    m_notation->moveList()->setGame(m_game->tree());
    m_shownPly = m_game->plyCount();
    refresh();
    writeAutosave();
}

void MainWindow::playMove(Move move)
{
    if (m_game->isOver() || m_shownPly != m_game->plyCount() || m_game->clock().isPaused())
        return;
    const std::int64_t time = now();
    if (m_claimWithMove) {
        m_claimWithMove = false;
        const auto claim = m_game->playAndClaim(move, time);
        if (claim && *claim == DrawClaim::None)
            setMessage(tr("That move allows no draw claim: it stands, and the game goes on."));
        else
            setMessage(QString());
    } else if (m_game->play(move, time)) {
        setMessage(m_game->drawOffered() ? tr("%1 offers a draw: accept it, decline it, or decline by moving.")
                                               .arg(colorName(~m_game->position().sideToMove()))
                                         : QString());
    }
    m_notation->moveList()->setGame(m_game->tree());
    m_shownPly = m_game->plyCount();
    refresh(true);
    writeAutosave();
}

void MainWindow::playTypedMove()
{
    const QString text = m_moveBox->text().trimmed();
    if (text.isEmpty())
        return;
    if (m_game->isOver() && !isReviewing()) {
        setMessage(tr("The game is over."));
        return;
    }
    if (m_shownPly != m_game->plyCount() && !isReviewing()) {
        setMessage(tr("Moves are played at the last position: press End to go there."));
        return;
    }
    const Position &position = isReviewing() ? m_review->session()->current()->position() : m_game->position();
    const MoveInput input = readMove(position, text.toStdString(), m_settings.notation());
    switch (input.error) {
    case MoveInputError::None:
        m_moveBox->clear();
        onBoardMove(input.move);
        return;
    case MoveInputError::Unreadable:
        setMessage(tr("\"%1\" is not a move in any notation Ferz reads: write for example e4, Nf3, exd5, O-O or e8=Q.")
                       .arg(text));
        return;
    case MoveInputError::NoSuchMove:
        setMessage(tr("\"%1\": no piece of that kind can go there in this position.").arg(text));
        return;
    case MoveInputError::Ambiguous: {
        QStringList candidates;
        for (Move m : input.candidates)
            candidates << QString::fromStdString(moveText(position, m, m_settings.notation()));
        setMessage(tr("\"%1\" fits more than one move (%2): say which piece moves.")
                       .arg(text, candidates.join(QStringLiteral(", "))));
        return;
    }
    case MoveInputError::Illegal:
        setMessage(
            tr("\"%1\" is not allowed. %2").arg(text, illegalMoveText(position, input.from, input.to, input.illegal)));
        return;
    }
}

void MainWindow::onMoveRejected(Square from, Square to, const MoveCheck &check)
{
    setMessage(illegalMoveText(m_board->position(), from, to, check));
}

void MainWindow::showPly(int ply)
{
    m_shownPly = std::clamp(ply, 0, m_game->plyCount());
    refresh(true);
}

void MainWindow::updateClocks()
{
    if (m_game->checkFlag(now())) {
        refresh();
        writeAutosave();
        return;
    }
    refreshClocks();
    if (m_game->clock().isRunning() && now() - m_lastAutosave >= AutosaveEveryMs)
        writeAutosave();
}

// ---- Actions ----------------------------------------------------------------

void MainWindow::newGame()
{
    NewGameSettings initial {playerName(Color::White), playerName(Color::Black), m_game->clock().control(), Position()};
    NewGameDialog dialog(initial, this);
    if (dialog.exec() == QDialog::Accepted)
        startGame(dialog.settings());
}

void MainWindow::offerDraw()
{
    if (!m_game->offerDraw())
        return;
    setMessage(
        tr("%1 offers a draw: the offer is made with the next move.").arg(colorName(m_game->position().sideToMove())));
    refreshActions();
}

void MainWindow::acceptDraw()
{
    if (m_game->acceptDraw(now())) {
        setMessage(QString());
        refresh();
        writeAutosave();
    }
}

void MainWindow::declineDraw()
{
    if (m_game->declineDraw()) {
        setMessage(tr("%1 declines the draw offer.").arg(colorName(m_game->position().sideToMove())));
        m_notation->moveList()->setGame(m_game->tree());
        refresh();
        writeAutosave();
    }
}

void MainWindow::claimDraw()
{
    if (m_game->claimDraw(now())) {
        setMessage(QString());
        refresh();
        writeAutosave();
        return;
    }
    if (m_game->canClaimWithAMove()) {
        m_claimWithMove = true;
        setMessage(tr("Now make the move that repeats the position for the third time or completes fifty moves: "
                      "the draw is claimed with it."));
    }
}

void MainWindow::resign()
{
    if (m_game->isOver())
        return;
    QMessageBox box(QMessageBox::Question, tr("Resign"), tr("Who resigns? The game ends at once and cannot go on."),
                    QMessageBox::Cancel, this);
    QPushButton *white = box.addButton(tr("White resigns"), QMessageBox::DestructiveRole);
    QPushButton *black = box.addButton(tr("Black resigns"), QMessageBox::DestructiveRole);
    white->setObjectName(QStringLiteral("whiteResigns"));
    black->setObjectName(QStringLiteral("blackResigns"));
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    const Color side = box.clickedButton() == white ? Color::White : Color::Black;
    if (box.clickedButton() != white && box.clickedButton() != black)
        return;
    if (m_game->resign(side, now())) {
        setMessage(QString());
        refresh();
        writeAutosave();
    }
}

void MainWindow::takeBack()
{
    if (m_game->isOver() || m_game->plyCount() == 0)
        return;
    const Color mover = ~m_game->position().sideToMove();
    const auto answer = QMessageBox::question(
        this, tr("Take Back"),
        tr("%1 asks to take back the last move. %2, do you agree?").arg(colorName(mover), colorName(~mover)));
    if (answer != QMessageBox::Yes) {
        setMessage(tr("%1 does not agree to take the move back.").arg(colorName(~mover)));
        return;
    }
    if (m_game->takeBack(now())) {
        m_undo->clear(); // the edits may refer to the move taken back
        m_claimWithMove = false;
        setMessage(tr("The last move was taken back."));
        m_notation->moveList()->setGame(m_game->tree());
        m_shownPly = m_game->plyCount();
        refresh();
        writeAutosave();
    }
}

void MainWindow::togglePause()
{
    ChessClock &clock = m_game->clock();
    if (clock.isPaused())
        clock.resume(now());
    else
        clock.pause(now());
    refresh();
    writeAutosave();
}

// ---- Files ------------------------------------------------------------------

void MainWindow::open()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open PGN"), QFileInfo(m_filePath).path(),
                                                      tr("PGN files (*.pgn);;All files (*)"));
    if (!path.isEmpty())
        openPgn(path);
}

bool MainWindow::openPgn(const QString &path, QString *error, bool quiet)
{
    // A file of several games, or a game with variations, is for reading and annotating.
    PgnDatabase database;
    if (database.open(path) && database.count() > 0) {
        PgnGame first;
        const auto branches = [](const GameNode *node, const auto &self) -> bool {
            for (int i = 0; i < node->childCount(); ++i)
                if (node->childCount() > 1 || self(node->child(i), self))
                    return true;
            return false;
        };
        if (database.count() > 1 || (database.readGame(0, first) && branches(first.tree.root(), branches))) {
            if (!m_review->maybeSave())
                return false;
            reviewDatabase(std::move(database));
            return true;
        }
    }
    QString why;
    auto game = readPgnFile(path, m_settings.gameOptions(), &why);
    if (!game) {
        if (error)
            *error = why;
        if (!quiet)
            QMessageBox::warning(this, tr("Open PGN"), why);
        return false;
    }
    adoptGame(std::move(*game));
    m_filePath = path;
    addRecentFile(path);
    if (!quiet)
        setMessage(tr("Opened %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool MainWindow::savePgn(const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(QByteArray::fromStdString(writePgn(m_game->tree()))) < 0
        || !file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    m_filePath = path;
    addRecentFile(path);
    return true;
}

bool MainWindow::save()
{
    if (isReviewing())
        return m_review->save();
    if (m_filePath.isEmpty())
        return saveAs();
    QString error;
    if (!savePgn(m_filePath, &error)) {
        QMessageBox::warning(this, tr("Save"), error);
        return false;
    }
    setMessage(tr("Saved to %1.").arg(QDir::toNativeSeparators(m_filePath)));
    return true;
}

bool MainWindow::saveAs()
{
    if (isReviewing())
        return m_review->saveAs();
    QString path = QFileDialog::getSaveFileName(this, tr("Save PGN"), m_filePath, tr("PGN files (*.pgn)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pgn");
    m_filePath = path;
    return save();
}

// ---- Analysis and printing ----------------------------------------------------

GameNode *MainWindow::shownNode() const
{
    GameNode *node = m_game->tree().root();
    for (int i = 0; i < m_shownPly && node->mainChild(); ++i)
        node = node->mainChild();
    return node;
}

bool MainWindow::addEngineLine(int row)
{
    const std::vector<Move> moves = m_analysis->lineMoves(row);
    if (isReviewing() && !moves.empty()) {
        m_review->session()->addLine(moves);
        return true;
    }
    GameNode *node = shownNode();
    if (moves.empty())
        return false;
    const std::string text = lineText(node->position(), moves, m_settings.notation());
    auto command = std::make_unique<AddLineCommand>(m_game->tree(), node, moves, [this] {
        m_notation->moveList()->setGame(m_game->tree());
        refresh();
        writeAutosave();
    });
    if (!command->addsVariation()) {
        setMessage(tr("The line %1 follows the game's own moves: there is no variation to add.")
                       .arg(QString::fromStdString(text)));
        return false;
    }
    m_undo->push(command.release());
    setMessage(tr("Added the variation %1.").arg(QString::fromStdString(text)));
    return true;
}

void MainWindow::toggleDiagramMark()
{
    GameNode *node = shownNode();
    if (node->isRoot())
        return;
    auto &nags = node->annotations().nags;
    const auto mark = std::find(nags.begin(), nags.end(), DiagramNag);
    if (mark == nags.end())
        nags.push_back(DiagramNag);
    else
        nags.erase(mark);
    refresh();
    writeAutosave();
}

void MainWindow::chooseEngine()
{
    const QString current = UciEngine::findEngine(QSettings().value(EngineKey).toString());
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a UCI Chess Engine"), current);
    if (path.isEmpty())
        return;
    QSettings().setValue(EngineKey, path);
    m_analysis->setEnginePath(path);
}

std::unique_ptr<GameDocument> MainWindow::makeDocument(bool allGames, std::vector<std::unique_ptr<PgnGame>> &games,
                                                       QString *why) const
{
    DocumentOptions options;
    options.style = m_settings.notation();
    auto document = std::make_unique<GameDocument>(m_pieces, options);
    if (!allGames) {
        document->addGame(m_game->tree());
        return document;
    }
    QFile file(m_filePath);
    if (!file.open(QIODevice::ReadOnly)) {
        *why = tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(m_filePath), file.errorString());
        return nullptr;
    }
    PgnReader reader(&file);
    for (auto game = std::make_unique<PgnGame>(); reader.readGame(*game); game = std::make_unique<PgnGame>())
        games.push_back(std::move(game));
    for (const auto &game : games)
        document->addGame(game->tree);
    return document;
}

bool MainWindow::writeDocument(const QString &path, bool allGames, QString *why)
{
    std::vector<std::unique_ptr<PgnGame>> games;
    const auto document = makeDocument(allGames, games, why);
    if (!document)
        return false;
    return QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0
        ? document->writePdf(path, why)
        : document->writeHtml(path, why);
}

void MainWindow::exportDocument(bool allGames)
{
    if (allGames && m_filePath.isEmpty()) {
        setMessage(tr("Open or save a PGN file first: its games are exported."));
        return;
    }
    const QString base = m_filePath.isEmpty() ? tr("game") : QFileInfo(m_filePath).completeBaseName();
    QString filter;
    QString path = QFileDialog::getSaveFileName(this, tr("Export"), base + QStringLiteral(".pdf"),
                                                tr("PDF (*.pdf);;Web page (*.html)"), &filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += filter.contains(QLatin1String("html")) ? QStringLiteral(".html") : QStringLiteral(".pdf");
    QString why;
    if (!writeDocument(path, allGames, &why)) {
        QMessageBox::warning(this, tr("Export"), why);
        return;
    }
    setMessage(tr("Exported to %1.").arg(QDir::toNativeSeparators(path)));
}

void MainWindow::printDocument(bool preview)
{
    std::vector<std::unique_ptr<PgnGame>> games;
    QString why;
    const auto document = makeDocument(false, games, &why);
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(windowTitle());
    if (preview) {
        QPrintPreviewDialog dialog(&printer, this);
        connect(&dialog, &QPrintPreviewDialog::paintRequested, this,
                [&](QPrinter *target) { document->print(target); });
        dialog.exec();
        return;
    }
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted)
        document->print(&printer);
}

void MainWindow::copyFen()
{
    QGuiApplication::clipboard()->setText(QString::fromStdString(m_board->position().fen()));
    setMessage(tr("The position's FEN is on the clipboard."));
}

void MainWindow::copyPgn()
{
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(writePgn(isReviewing() ? m_review->session()->tree() : m_game->tree())));
    setMessage(tr("The game's PGN is on the clipboard."));
}

void MainWindow::paste()
{
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    auto position = Position::fromFen(text.toStdString());
    if (const Position *start = std::get_if<Position>(&position)) {
        startGame({playerName(Color::White), playerName(Color::Black), m_game->clock().control(), *start});
        setMessage(tr("A new game starts from the pasted position."));
        return;
    }
    QString why;
    auto game = readPgnGame(text.toUtf8(), m_settings.gameOptions(), &why);
    if (!game) {
        setMessage(tr("The clipboard holds neither a FEN nor a PGN game: %1").arg(why));
        return;
    }
    adoptGame(std::move(*game));
    m_filePath.clear();
    setMessage(tr("The pasted game is on the board."));
}

void MainWindow::openRecent(const QString &path)
{
    openPgn(path);
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(RecentFilesKey).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    settings.setValue(RecentFilesKey, files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(RecentFilesKey).toStringList();
    for (const QString &path : files)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { openRecent(path); })->setToolTip(path);
    m_recentMenu->setEnabled(!files.isEmpty());
}

QString MainWindow::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
}

void MainWindow::setAutosaveEnabled(bool enabled)
{
    m_autosaveEnabled = enabled;
    m_review->setAutosaveEnabled(enabled);
    if (enabled)
        writeAutosave();
}

void MainWindow::writeAutosave()
{
    if (!m_autosaveEnabled)
        return;
    m_lastAutosave = now();
    const QString path = autosavePath();
    if (m_game->isOver() || m_game->plyCount() == 0) {
        // Nothing to resume: a finished game is saved by the players if they want it.
        QFile::remove(path);
        return;
    }
    QDir().mkpath(QFileInfo(path).path());
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(writeSavedGame(*m_game, now()));
        file.commit();
    }
}

bool MainWindow::offerAutosave(bool ask)
{
    const bool reviewRestored = m_review->offerAutosave(ask);
    if (reviewRestored)
        setReviewing(true);
    const QString path = autosavePath();
    QFile file(path);
    if (!file.exists() || !file.open(QIODevice::ReadOnly))
        return reviewRestored;
    QString why;
    auto game = readSavedGame(file.readAll(), m_settings.gameOptions(), now(), &why);
    file.close();
    if (!game) {
        // Keep the damaged file for inspection, out of the way of the next start.
        const QString aside = path + QStringLiteral(".corrupt-")
            + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
        QFile::rename(path, aside);
        setMessage(tr("The autosaved game could not be read (%1); the file was set aside as %2.")
                       .arg(why, QDir::toNativeSeparators(aside)));
        if (ask)
            QMessageBox::warning(this, tr("Autosave"), messageText());
        return false;
    }
    if (ask
        && QMessageBox::question(this, tr("Resume Game"),
                                 savedGameQuestion(QFileInfo(path).lastModified(), (game->plyCount() + 1) / 2))
            != QMessageBox::Yes)
        return false;
    // The clock stays paused until the players are back at the board.
    adoptGame(std::move(*game));
    setMessage(tr("The game in progress was restored."));
    return true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_review->maybeSave()) {
        event->ignore();
        return;
    }
    writeAutosave();
    writeSettings();
    QSettings().setValue(GeometryKey, saveGeometry());
    m_analysis->engine()->quit();
    QMainWindow::closeEvent(event);
}

// ---- Display ----------------------------------------------------------------

ClockWidget *MainWindow::clockOf(Color c) const
{
    const Color bottom = m_board->isFlipped() ? Color::Black : Color::White;
    return c == bottom ? m_bottomClock : m_topClock;
}

QString MainWindow::playerName(Color c) const
{
    const std::string name = m_game->tree().tag(c == Color::White ? "White" : "Black");
    return name.empty() || name == "?" ? QString() : QString::fromStdString(name);
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

QString MainWindow::messageText() const
{
    return m_messageLabel->text();
}

void MainWindow::setMessage(const QString &text)
{
    m_messageLabel->setText(text);
}

void MainWindow::refresh(bool animate)
{
    if (isReviewing())
        return; // the review panel has the board
    m_shownPly = std::clamp(m_shownPly, 0, m_game->plyCount());
    const GameNode *node = m_game->tree().root();
    for (int i = 0; i < m_shownPly; ++i)
        node = node->mainChild();
    const bool atEnd = m_shownPly == m_game->plyCount();
    if (m_settings.autoFlip && !m_game->isOver()) {
        const bool flipped = m_game->position().sideToMove() == Color::Black;
        m_actions.flip->setChecked(flipped);
        m_board->setFlipped(flipped);
    }
    m_board->setPosition(node->position(), node->move(), animate);
    m_learning->setPosition(node->position());
    m_board->setInteractive(atEnd && !m_game->isOver() && !m_game->clock().isPaused());
    m_notation->setCurrentPly(m_shownPly);
    std::vector<Move> path;
    for (const GameNode *n = node; !n->isRoot(); n = n->parent())
        path.insert(path.begin(), n->move());
    m_analysis->setPosition(m_game->tree().startPosition(), path, node->mainChild() != nullptr);
    const auto &nags = node->annotations().nags;
    m_actions.diagram->setEnabled(!node->isRoot());
    m_actions.diagram->setChecked(std::find(nags.begin(), nags.end(), DiagramNag) != nags.end());
    refreshClocks();
    refreshStatus();
    refreshActions();
}

void MainWindow::refreshClocks()
{
    const ChessClock &clock = m_game->clock();
    const std::int64_t time = now();
    for (Color c : {Color::White, Color::Black}) {
        ClockWidget *widget = clockOf(c);
        const QString name = playerName(c);
        widget->setName(name.isEmpty() ? colorName(c) : QStringLiteral("%1 (%2)").arg(name, colorName(c)));
        widget->setTime(clock.isTimed() ? std::optional<qint64>(clock.remaining(c, time)) : std::nullopt);
        widget->setActive(!m_game->isOver() && m_game->position().sideToMove() == c);
    }
}

void MainWindow::refreshStatus()
{
    QString text = m_game->isOver() ? endingText(*m_game) : turnText(*m_game);
    if (!m_game->isOver() && m_game->clock().isPaused())
        text += tr(" · clock paused");
    if (m_shownPly != m_game->plyCount())
        text += tr(" · showing an earlier position (End returns to the game)");
    m_status->setText(text);
}

void MainWindow::refreshActions()
{
    Actions &a = m_actions;
    const Game &game = *m_game;
    const bool playing = !game.isOver();
    const bool atEnd = m_shownPly == game.plyCount();
    a.offerDraw->setEnabled(playing && atEnd && game.canOfferDraw());
    a.acceptDraw->setEnabled(playing && game.drawOffered());
    a.declineDraw->setEnabled(playing && game.drawOffered());
    const DrawClaim claim = game.claimableDraw();
    const bool withMove = playing && claim == DrawClaim::None && game.canClaimWithAMove();
    a.claimDraw->setEnabled(playing && atEnd && (claim != DrawClaim::None || withMove));
    a.claimDraw->setText(claim == DrawClaim::ThreefoldRepetition ? tr("&Claim Draw: Threefold Repetition")
                             : claim == DrawClaim::FiftyMoves    ? tr("&Claim Draw: Fifty Moves")
                             : withMove                          ? tr("&Claim Draw with the Next Move")
                                                                 : tr("&Claim Draw"));
    a.resign->setEnabled(playing);
    a.takeBack->setEnabled(playing && game.plyCount() > 0);
    a.pause->setEnabled(playing && game.clock().isTimed());
    a.pause->setText(game.clock().isPaused() ? tr("Resume &Clock") : tr("&Pause Clock"));
    a.first->setEnabled(m_shownPly > 0);
    a.previous->setEnabled(m_shownPly > 0);
    a.next->setEnabled(!atEnd);
    a.last->setEnabled(!atEnd);
    m_moveBox->setEnabled(playing);
    a.exportFile->setEnabled(!m_filePath.isEmpty());
    if (isReviewing()) {
        // Ctrl+Z undoes an edit here, not a move of the game being played.
        for (QAction *action : {a.offerDraw, a.acceptDraw, a.declineDraw, a.claimDraw, a.resign, a.takeBack, a.pause})
            action->setEnabled(false);
        for (QAction *action : {a.first, a.previous, a.next, a.last})
            action->setEnabled(true);
        m_moveBox->setEnabled(true);
    }
    a.undo->setShortcuts(isReviewing() ? QKeySequence::keyBindings(QKeySequence::Undo) : QList<QKeySequence>());
    a.backToPlay->setEnabled(isReviewing());
}

// ---- Review -----------------------------------------------------------------

bool MainWindow::openForReview(const QString &path, QString *error, bool quiet)
{
    if (!m_review->maybeSave())
        return false;
    PgnDatabase database;
    if (!database.open(path)) {
        const QString why = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), database.errorString());
        if (error)
            *error = why;
        if (!quiet)
            QMessageBox::warning(this, tr("Review PGN"), why);
        return false;
    }
    reviewDatabase(std::move(database));
    return true;
}

void MainWindow::reviewDatabase(PgnDatabase &&database)
{
    const QString path = database.path();
    m_undo->clear(); // the play game's edits
    m_review->openDatabase(std::move(database));
    addRecentFile(path);
    setReviewing(true);
}

bool MainWindow::isReviewing() const
{
    return m_sideStack && m_sideStack->currentWidget() == m_review;
}

void MainWindow::setReviewing(bool reviewing)
{
    if (reviewing == isReviewing())
        return;
    if (reviewing && m_game->clock().isRunning())
        m_game->clock().pause(now());
    m_undo->clear();
    m_sideStack->setCurrentWidget(reviewing ? static_cast<QWidget *>(m_review) : m_sideStack->widget(0));
    m_review->setActive(reviewing);
    if (reviewing)
        m_status->setText(m_review->statusText());
    refresh();
    refreshActions();
}

void MainWindow::onBoardMove(Move move)
{
    if (isReviewing())
        m_review->session()->playMove(move, m_review->newMovesAsMainLine());
    else
        playMove(move);
}

// ---- Language and learning ---------------------------------------------------

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("Ferz"));
    retranslateActions(this);
    m_moveBox->setPlaceholderText(tr("Type a move (e4, Nf3, Кf3, O-O, e7e8Q) and press Enter"));
    m_moveLabel->setText(tr("&Move:"));
    m_actions.diagram->setToolTip(tr("Print a board diagram after the shown move"));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_moveLabel) {
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
    m_actions.attacks->setEnabled(on);
    m_board->setOverlay(on ? &m_learning->overlay() : nullptr);
    // Learning shows the legal targets whatever the general setting says.
    m_board->setShowLegalMoves(on || m_settings.showLegalMoves);
    const QSignalBlocker blocker(m_actions.learning);
    m_actions.learning->setChecked(on);
}

bool MainWindow::isLearningMode() const
{
    return m_settings.learningMode;
}

LearningPanel *MainWindow::learningPanel() const
{
    return m_learning;
}

void MainWindow::showRules()
{
    if (!m_rules)
        m_rules = new RulesBrowser(this);
    m_rules->show();
    m_rules->raise();
    m_rules->activateWindow();
}

} // namespace ferz
