// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/review/reviewpanel.h"

#include "core/notation/nag.h"
#include "core/pgn/pgnreader.h"
#include "core/pgn/pgnwriter.h"
#include "ui/board/boardwidget.h"
#include "ui/review/commenteditor.h"
#include "ui/review/gamelistwidget.h"
#include "ui/review/headereditor.h"
#include "ui/review/positioneditor.h"
#include "ui/review/variationview.h"
#include "ui/window/translatedaction.h"

#include <QAction>
#include <QBuffer>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QSplitter>
#include <QStandardPaths>
#include <QToolBar>
#include <QVBoxLayout>

namespace ferz {

namespace {

const QString AutosaveFormat = QStringLiteral("ferz-review-autosave");
constexpr int AutosaveVersion = 1;

// The untranslated text of an action, translated again at each change of language.

constexpr int MoveNags[] = {1, 2, 3, 4, 5, 6};
constexpr int PositionNags[] = {10, 13, 14, 15, 16, 17, 18, 19};

QString tagText(const GameTree &tree, const char *name)
{
    const std::string value = tree.tag(name);
    return value == "?" ? QString() : QString::fromStdString(value);
}

} // namespace

ReviewPanel::ReviewPanel(BoardWidget *board, QUndoStack *undoStack, QWidget *parent)
    : QWidget(parent), m_session(undoStack), m_board(board), m_gameList(new GameListWidget(this)),
      m_header(new QLabel(this)), m_notation(new VariationView(this)), m_toolBar(new QToolBar(this))
{
    m_gameList->setObjectName(QStringLiteral("gameList"));
    m_notation->setObjectName(QStringLiteral("variations"));
    m_header->setObjectName(QStringLiteral("gameHeader"));
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::RichText);
    m_toolBar->setObjectName(QStringLiteral("annotationBar"));
    m_toolBar->setIconSize(QSize(16, 16));
    createActions();

    auto *notationBox = new QWidget(this);
    auto *notationLayout = new QVBoxLayout(notationBox);
    notationLayout->setContentsMargins(0, 0, 0, 0);
    notationLayout->addWidget(m_header);
    notationLayout->addWidget(m_notation, 1);
    notationLayout->addWidget(m_toolBar);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_gameList);
    splitter->addWidget(notationBox);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    m_notation->setTree(&m_session.tree());
    connect(m_gameList, &GameListWidget::gameActivated, this, [this](int index) { openGame(index); });
    connect(m_notation, &VariationView::nodeClicked, &m_session, &ReviewSession::setCurrent);
    connect(&m_session, &ReviewSession::gameChanged, this, [this] {
        m_notation->setTree(&m_session.tree());
        m_gameList->setCurrentGame(m_session.gameIndex());
    });
    connect(&m_session, &ReviewSession::treeChanged, this, [this] {
        m_notation->setTree(&m_session.tree());
        refreshHeader();
    });
    connect(&m_session, &ReviewSession::currentChanged, this, &ReviewPanel::showCurrent);
    connect(&m_session, &ReviewSession::saved, this, [this] {
        m_gameList->refresh();
        refreshHeader();
    });
    connect(&m_session, &ReviewSession::treeChanged, this, &ReviewPanel::writeAutosave);
    connect(&m_session, &ReviewSession::modifiedChanged, this, [this] {
        writeAutosave();
        refreshHeader();
    });
    connect(m_board, &BoardWidget::arrowAnnotated, this, [this](Arrow arrow) {
        if (m_active)
            m_session.toggleArrow(arrow);
    });
    connect(m_board, &BoardWidget::squareAnnotated, this, [this](SquareMark mark) {
        if (m_active)
            m_session.toggleSquare(mark);
    });
    retranslateUi();
    setActive(false);
}

ReviewPanel::~ReviewPanel()
{
    // The session goes after the panel's members: it must not call back into them.
    disconnect(&m_session, nullptr, this, nullptr);
}

void ReviewPanel::createActions()
{
    auto make = [this](const char *text, const char *name, const QKeySequence &key = {}) {
        return addTranslatedAction(this, "ferz::ReviewPanel", text, name, key);
    };
    Actions &a = m_actions;
    a.previousVariation = make(QT_TR_NOOP("Previous Variation"), "previousVariation", Qt::Key_Up);
    a.nextVariation = make(QT_TR_NOOP("Next Variation"), "nextVariation", Qt::Key_Down);
    a.comment = make(QT_TR_NOOP("Edit &Comment…"), "comment", Qt::CTRL | Qt::Key_E);
    a.headers = make(QT_TR_NOOP("Edit &Headers…"), "headers", Qt::CTRL | Qt::SHIFT | Qt::Key_H);
    a.clearNags = make(QT_TR_NOOP("Remove All Symbols"), "clearNags", Qt::CTRL | Qt::Key_0);
    a.promote = make(QT_TR_NOOP("&Promote Variation"), "promote", Qt::CTRL | Qt::Key_Up);
    a.demote = make(QT_TR_NOOP("&Demote Variation"), "demote", Qt::CTRL | Qt::Key_Down);
    a.mainLine = make(QT_TR_NOOP("Make &Main Line"), "mainLine", Qt::CTRL | Qt::SHIFT | Qt::Key_M);
    a.deleteVariation = make(QT_TR_NOOP("Delete &Variation"), "deleteVariation", Qt::CTRL | Qt::Key_Delete);
    a.deleteFromHere = make(QT_TR_NOOP("Delete Moves from &Here"), "deleteFromHere", Qt::SHIFT | Qt::Key_Delete);
    a.newMainLine = make(QT_TR_NOOP("New Moves Become the &Main Line"), "newMainLine");
    a.newMainLine->setCheckable(true);
    a.previousGame = make(QT_TR_NOOP("P&revious Game"), "previousGame", Qt::CTRL | Qt::Key_PageUp);
    a.nextGame = make(QT_TR_NOOP("&Next Game"), "nextGame", Qt::CTRL | Qt::Key_PageDown);
    a.setUp = make(QT_TR_NOOP("Set &Up Position…"), "setUp");
    // A symbol's action reads "!  good move" in the menu and "!" on the tool bar.
    auto nagAction = [this](int nag, const QKeySequence &key) {
        auto *action = new QAction(this);
        action->setShortcut(key);
        addAction(action);
        action->setObjectName(QStringLiteral("nag%1").arg(nag));
        action->setData(nag);
        connect(action, &QAction::triggered, this, [this, nag] { m_session.toggleNag(nag); });
        return action;
    };
    int key = Qt::Key_1;
    for (int nag : MoveNags)
        a.moveNags << nagAction(nag, QKeySequence(Qt::CTRL | Qt::Key(key++)));
    for (int nag : PositionNags)
        a.positionNags << nagAction(nag, QKeySequence());

    connect(a.previousVariation, &QAction::triggered, &m_session, &ReviewSession::previousVariation);
    connect(a.nextVariation, &QAction::triggered, &m_session, &ReviewSession::nextVariation);
    connect(a.comment, &QAction::triggered, this, &ReviewPanel::editComment);
    connect(a.headers, &QAction::triggered, this, &ReviewPanel::editHeaders);
    connect(a.clearNags, &QAction::triggered, &m_session, &ReviewSession::clearNags);
    connect(a.promote, &QAction::triggered, &m_session, &ReviewSession::promoteVariation);
    connect(a.demote, &QAction::triggered, &m_session, &ReviewSession::demoteVariation);
    connect(a.mainLine, &QAction::triggered, &m_session, &ReviewSession::makeMainLine);
    connect(a.deleteVariation, &QAction::triggered, &m_session, &ReviewSession::deleteVariation);
    connect(a.deleteFromHere, &QAction::triggered, &m_session, &ReviewSession::deleteFromHere);
    connect(a.previousGame, &QAction::triggered, this, [this] { openGame(m_session.gameIndex() - 1); });
    connect(a.nextGame, &QAction::triggered, this, [this] { openGame(m_session.gameIndex() + 1); });
    connect(a.setUp, &QAction::triggered, this, &ReviewPanel::setUpPosition);

    m_toolBar->addActions(a.moveNags);
    m_toolBar->addSeparator();
    for (QAction *action : a.positionNags.mid(0, 6))
        m_toolBar->addAction(action);
    m_toolBar->addSeparator();
    m_toolBar->addAction(a.comment);
}

void ReviewPanel::retranslateUi()
{
    retranslateActions(this);
    for (QAction *action : actions()) {
        if (action->data().isValid()) {
            // A symbol's action reads "!  good move" in the menu and "!" on the tool bar.
            const int nag = action->data().toInt();
            const QString symbol = VariationView::nagText(nag, font());
            action->setText(QStringLiteral("%1  %2").arg(symbol, nagDescription(nag)));
            action->setIconText(symbol);
            action->setToolTip(nagDescription(nag));
        }
    }
    m_actions.comment->setIconText(tr("Comment"));
    if (m_symbolsMenu)
        m_symbolsMenu->setTitle(tr("&Symbols"));
    m_gameList->retranslateUi();
    refreshHeader();
    emit statusChanged(statusText());
}

void ReviewPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ReviewPanel::fillMenu(QMenu *menu)
{
    const Actions &a = m_actions;
    menu->addActions({a.comment, a.headers});
    QMenu *symbols = menu->addMenu(tr("&Symbols"));
    m_symbolsMenu = symbols;
    symbols->addActions(a.moveNags);
    symbols->addSeparator();
    symbols->addActions(a.positionNags);
    symbols->addSeparator();
    symbols->addAction(a.clearNags);
    menu->addSeparator();
    menu->addActions({a.previousVariation, a.nextVariation, a.promote, a.demote, a.mainLine, a.deleteVariation,
                      a.deleteFromHere, a.newMainLine});
    menu->addSeparator();
    menu->addActions({a.previousGame, a.nextGame, a.setUp});
}

// ---- Files and games ----------------------------------------------------------

bool ReviewPanel::openFile(const QString &path, QString *error)
{
    if (!maybeSave())
        return false;
    PgnDatabase database;
    if (!database.open(path)) {
        if (error)
            *error = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), database.errorString());
        return false;
    }
    openDatabase(std::move(database));
    return true;
}

void ReviewPanel::openDatabase(PgnDatabase &&database)
{
    m_session.setDatabase(std::move(database));
    m_gameList->setDatabase(&m_session.database());
    m_gameList->setVisible(m_session.database().count() > 1);
    if (m_session.database().count() == 0) {
        m_session.setGame(GameTree(), -1, false);
        return;
    }
    QString problem;
    m_session.loadGame(0, &problem);
    emit message(problem);
}

void ReviewPanel::startFrom(const Position &start)
{
    if (!maybeSave())
        return;
    GameTree tree(start);
    tree.setStartPosition(start);
    m_gameList->setDatabase(nullptr);
    m_gameList->hide();
    m_session.setGame(std::move(tree), -1, false);
}

bool ReviewPanel::openGame(int index)
{
    if (index < 0 || index >= m_session.database().count() || index == m_session.gameIndex())
        return false;
    if (!maybeSave())
        return false;
    QString problem;
    const bool read = m_session.loadGame(index, &problem);
    if (!problem.isEmpty())
        emit message(problem);
    else
        emit message(QString());
    return read;
}

bool ReviewPanel::save()
{
    if (!m_session.hasFile() || m_session.gameIndex() < 0)
        return saveAs();
    QString error;
    if (!m_session.save(&error)) {
        QMessageBox::warning(this, tr("Save"), error);
        return false;
    }
    emit message(tr("Game %1 saved into %2; the other games are unchanged.")
                     .arg(m_session.gameIndex() + 1)
                     .arg(QDir::toNativeSeparators(m_session.database().path())));
    return true;
}

bool ReviewPanel::saveAs()
{
    QString path =
        QFileDialog::getSaveFileName(this, tr("Save PGN"), m_session.database().path(), tr("PGN files (*.pgn)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pgn");
    QString error;
    if (!m_session.saveAs(path, &error)) {
        QMessageBox::warning(this, tr("Save"), error);
        return false;
    }
    m_gameList->setDatabase(&m_session.database());
    m_gameList->setCurrentGame(m_session.gameIndex());
    emit message(tr("Saved to %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ReviewPanel::maybeSave()
{
    if (!m_session.isModified())
        return true;
    const auto answer =
        QMessageBox::question(this, tr("Unsaved Edits"), tr("This game has edits that are not saved. Save them?"),
                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save)
        return save();
    // Discarded: nothing for the autosave either.
    QFile::remove(autosavePath());
    return true;
}

// ---- Display ------------------------------------------------------------------

void ReviewPanel::setActive(bool active)
{
    m_active = active;
    m_board->setAnnotating(active);
    if (active) {
        showCurrent(false);
    } else {
        m_board->setAnnotations({}, {});
    }
    // Setting up a position is for playing too.
    for (QAction *action : actions())
        action->setEnabled(active || action == m_actions.setUp);
    if (active)
        refreshActions();
}

bool ReviewPanel::newMovesAsMainLine() const
{
    return m_actions.newMainLine->isChecked();
}

void ReviewPanel::setNotationStyle(const NotationStyle &style)
{
    m_notation->setStyle(style);
}

void ReviewPanel::showCurrent(bool animate)
{
    const GameNode *node = m_session.current();
    m_notation->setCurrent(node);
    if (m_active) {
        m_board->setPosition(node->position(), node->move(), animate);
        m_board->setInteractive(true);
        m_board->setAnnotations(node->annotations().arrows, node->annotations().squares);
        refreshActions();
    }
    emit statusChanged(statusText());
}

void ReviewPanel::refreshHeader()
{
    const GameTree &tree = m_session.tree();
    QString players = QStringLiteral("%1 – %2").arg(tagText(tree, "White"), tagText(tree, "Black"));
    QString details;
    for (const char *name : {"Event", "Site", "Date", "Round", "ECO", "Annotator"}) {
        const QString value = tagText(tree, name);
        if (!value.isEmpty())
            details += (details.isEmpty() ? QString() : QStringLiteral(" · ")) + value.toHtmlEscaped();
    }
    m_header->setText(
        QStringLiteral("<b style=\"font-size:large\">%1</b> &nbsp;<b>%2</b>%3<br/><span style=\"color:#555\">%4</span>")
            .arg(players.toHtmlEscaped(), tagText(tree, "Result").toHtmlEscaped(),
                 m_session.isModified() ? QStringLiteral(" &nbsp;<i>%1</i>").arg(tr("(edited)")) : QString(), details));
}

void ReviewPanel::refreshActions()
{
    if (!m_active)
        return;
    Actions &a = m_actions;
    const GameNode *node = m_session.current();
    const bool move = !node->isRoot();
    const GameNode *start = m_session.variationStart();
    for (QAction *action : a.moveNags + a.positionNags)
        action->setEnabled(move);
    a.clearNags->setEnabled(move && !node->annotations().nags.empty());
    a.previousVariation->setEnabled(move && node->indexInParent() > 0);
    a.nextVariation->setEnabled(move && node->indexInParent() + 1 < node->parent()->childCount());
    a.promote->setEnabled(start != nullptr);
    a.demote->setEnabled((start && start->indexInParent() + 1 < start->parent()->childCount())
                         || (!start && move && node->parent()->childCount() > 1));
    a.mainLine->setEnabled(start != nullptr);
    a.deleteVariation->setEnabled(start != nullptr);
    a.deleteFromHere->setEnabled(move);
    a.previousGame->setEnabled(m_session.gameIndex() > 0);
    a.nextGame->setEnabled(m_session.gameIndex() >= 0 && m_session.gameIndex() + 1 < m_session.database().count());
}

QString ReviewPanel::statusText() const
{
    const GameNode *node = m_session.current();
    QString where = node->isRoot() ? tr("Start position") : tr("After %1").arg(m_notation->moveText(node));
    if (!node->isRoot() && node->indexInParent() > 0)
        where += tr(" (variation %1 of %2)").arg(node->indexInParent()).arg(node->parent()->childCount() - 1);
    if (node->childCount() > 1)
        where += tr(" · variations at the next move: %1 (→ then ↓)").arg(node->childCount() - 1);
    if (m_session.gameIndex() >= 0 && m_session.database().count() > 1)
        where = tr("Game %1 of %2 · %3").arg(m_session.gameIndex() + 1).arg(m_session.database().count()).arg(where);
    return where;
}

// ---- Dialogs ------------------------------------------------------------------

void ReviewPanel::editComment()
{
    GameNode *node = m_session.current();
    const Annotations &a = node->annotations();
    CommentEditor editor(node->isRoot() ? QString() : m_notation->moveText(node),
                         QString::fromStdString(a.commentBefore), QString::fromStdString(a.commentAfter), this);
    if (editor.exec() == QDialog::Accepted)
        m_session.setComments(node, editor.before().toStdString(), editor.after().toStdString());
}

void ReviewPanel::editHeaders()
{
    HeaderEditor editor(m_session.tree().tags(), this);
    if (editor.exec() == QDialog::Accepted)
        m_session.setTags(editor.tags());
}

void ReviewPanel::setUpPosition()
{
    PositionEditor editor(m_session.current()->position(), this);
    if (editor.exec() != QDialog::Accepted)
        return;
    if (editor.choice() == PositionEditor::Choice::Play)
        emit playFromPosition(editor.position());
    else
        startFrom(editor.position());
}

// ---- Autosave -----------------------------------------------------------------

QString ReviewPanel::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/review-autosave.json");
}

void ReviewPanel::setAutosaveEnabled(bool enabled)
{
    m_autosaveEnabled = enabled;
    if (enabled)
        writeAutosave();
}

void ReviewPanel::writeAutosave()
{
    if (!m_autosaveEnabled)
        return;
    const QString path = autosavePath();
    if (!m_session.isModified()) {
        QFile::remove(path);
        return;
    }
    const QJsonObject record {
        {QStringLiteral("format"), AutosaveFormat},
        {QStringLiteral("version"), AutosaveVersion},
        {QStringLiteral("file"), m_session.database().path()},
        {QStringLiteral("game"), m_session.gameIndex()},
        {QStringLiteral("pgn"), QString::fromStdString(writePgn(m_session.tree()))},
    };
    QDir().mkpath(QFileInfo(path).path());
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QJsonDocument(record).toJson());
        file.commit();
    }
}

bool ReviewPanel::offerAutosave(bool ask)
{
    QFile file(autosavePath());
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QJsonObject record = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    QByteArray pgn = record.value(QStringLiteral("pgn")).toString().toUtf8();
    QBuffer buffer(&pgn);
    buffer.open(QIODevice::ReadOnly);
    PgnReader reader(&buffer);
    PgnGame game;
    if (record.value(QStringLiteral("format")).toString() != AutosaveFormat
        || record.value(QStringLiteral("version")).toInt() != AutosaveVersion || !reader.readGame(game)
        || !game.errors.empty()) {
        const QString aside = autosavePath() + QStringLiteral(".corrupt");
        QFile::remove(aside);
        QFile::rename(autosavePath(), aside);
        emit message(tr("The autosaved review edits could not be read; the file was set aside as %1.")
                         .arg(QDir::toNativeSeparators(aside)));
        return false;
    }
    const QString path = record.value(QStringLiteral("file")).toString();
    const int index = record.value(QStringLiteral("game")).toInt(-1);
    if (ask
        && QMessageBox::question(
               this, tr("Restore Edits"),
               path.isEmpty()
                   ? tr("Unsaved edits of a game were found from the last time Ferz ran. Restore them?")
                   : tr("Unsaved edits of game %1 of %2 were found from the last time Ferz ran. Restore them?")
                         .arg(index + 1)
                         .arg(QDir::toNativeSeparators(path)))
            != QMessageBox::Yes) {
        QFile::remove(autosavePath());
        return false;
    }
    QString error;
    const bool inFile =
        !path.isEmpty() && index >= 0 && m_session.openFile(path, &error) && index < m_session.database().count();
    m_gameList->setDatabase(inFile ? &m_session.database() : nullptr);
    m_gameList->setVisible(inFile && m_session.database().count() > 1);
    m_session.setGame(std::move(game.tree), inFile ? index : -1, true);
    emit message(tr("The unsaved edits were restored: save them to keep them."));
    return true;
}

} // namespace ferz
