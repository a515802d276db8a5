// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/database/databasecommands.h"

#include "core/db/pgnimport.h"
#include "core/file/atomicfile.h"
#include "ui/actions/windowactions.h"
#include "ui/database/databasepanel.h"
#include "ui/database/progresswork.h"
#include "ui/session/workspace.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QThread>
#include <QTimer>

namespace ferz {

namespace {

// A game on the board may be searched for unless it is being played on the clock.
bool searchAllowed(const GameSession &session)
{
    const auto *play = qobject_cast<const PlaySession *>(&session);
    return !play || play->game().isOver() || !play->game().clock().isTimed();
}

} // namespace

DatabaseCommands::DatabaseCommands(QMainWindow *window, Workspace *workspace, const WindowActions &actions)
    : QObject(window), m_window(window), m_workspace(workspace), m_panel(new DatabasePanel),
      m_dock(new QDockWidget(window))
{
    m_dock->setObjectName(QStringLiteral("databaseDock"));
    m_dock->setWidget(m_panel);
    m_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                        | QDockWidget::DockWidgetClosable);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();
    m_dock->installEventFilter(this);
    m_dock->setWindowTitle(tr("Database"));

    connect(actions.openDatabase, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Database"), QString(),
                                                          tr("Game databases (*.ferzdb);;All files (*)"));
        if (!path.isEmpty())
            emit openRequested(path);
    });
    connect(actions.importDatabase, &QAction::triggered, this, &DatabaseCommands::chooseAndImport);
    connect(actions.positionGames, &QAction::triggered, this, [this] {
        m_dock->show();
        m_dock->raise();
        m_panel->showPositionTab();
        showPosition();
    });
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            showPosition();
    });
    connect(m_panel, &DatabasePanel::gameChosen, this, &DatabaseCommands::openGame);
    connect(m_panel, &DatabasePanel::moveChosen, this, [this](Move move) {
        GameSession *session = m_workspace->session();
        if (session->acceptsMoves())
            session->playMove(move, GameChange::Origin::Typed);
    });
    connect(m_workspace, &Workspace::sessionChanged, this, &DatabaseCommands::follow);
    if (m_workspace->session())
        follow(m_workspace->session());

    // Files of any size open without freezing the window.
    m_workspace->setIndexer([this](PgnFile &database, const QString &path) {
        return runWithProgress(
            m_window, tr("Reading the games of %1…").arg(QFileInfo(path).fileName()),
            [&](const ProgressReport &report) { return database.open(path, TextEncoding::Auto, report); });
    });
}

bool DatabaseCommands::openDatabase(const QString &path, QString *error)
{
    if (!m_panel->openDatabase(path, error))
        return false;
    m_dock->show();
    m_dock->raise();
    emit m_workspace->message(tr("Opened %1: %2 games.").arg(nativePath(path)).arg(m_panel->database()->count()));
    return true;
}

void DatabaseCommands::follow(GameSession *session)
{
    // A game played on the clock may be searched once it is over.
    connect(session, &GameSession::changed, this, &DatabaseCommands::showPosition);
    showPosition();
}

void DatabaseCommands::showPosition()
{
    GameSession *session = m_workspace->session();
    if (!session || !m_dock->isVisible())
        return;
    m_panel->setPosition(session->current()->position(), searchAllowed(*session));
}

void DatabaseCommands::openGame(int game, int ply)
{
    db::GameDatabase *database = m_panel->database();
    auto tree = std::make_unique<GameTree>();
    if (!database || !database->readGame(game, *tree)) {
        emit m_workspace->message(tr("Game %1 of %2 cannot be read: the database is damaged.")
                                      .arg(game)
                                      .arg(nativePath(m_panel->databasePath())));
        return;
    }
    m_workspace->review(std::move(tree), ply,
                        tr("Game %1 of %2; Save As writes it to a PGN file.")
                            .arg(game)
                            .arg(QFileInfo(m_panel->databasePath()).fileName()));
}

void DatabaseCommands::chooseAndImport()
{
    const QString pgn =
        QFileDialog::getOpenFileName(m_window, tr("Import PGN into a Database"), QString(), tr("PGN files (*.pgn)"));
    if (pgn.isEmpty())
        return;
    const QFileInfo info(pgn);
    QString target = QFileDialog::getSaveFileName(m_window, tr("New Database"),
                                                  info.dir().filePath(info.completeBaseName() + ".ferzdb"),
                                                  tr("Game databases (*.ferzdb)"));
    if (target.isEmpty())
        return;
    if (QFileInfo(target).suffix().isEmpty())
        target += QStringLiteral(".ferzdb");
    importPgn(pgn, target);
}

bool DatabaseCommands::importPgn(const QString &pgn, const QString &database)
{
    db::ImportResult result;
    runWithProgress(m_window, tr("Importing %1…").arg(QFileInfo(pgn).fileName()), [&](const ProgressReport &report) {
        db::ImportOptions options;
        options.threads = std::max(1, QThread::idealThreadCount());
        db::ImportCallbacks callbacks;
        callbacks.progress = [&report](int, std::int64_t done, std::int64_t total) { return report(done, total); };
        result = db::importPgn(pgn, database, options, callbacks);
        return result.error == db::DatabaseError::None && !result.cancelled && !result.unreadable;
    });
    QString problem;
    if (result.error != db::DatabaseError::None)
        problem = databaseErrorText(result.error, database, result.detail);
    else if (result.unreadable)
        problem = tr("%1 cannot be read, or is not in UTF-8, Latin-1 or Windows-1251.").arg(nativePath(pgn));
    if (!problem.isEmpty()) {
        QMessageBox::warning(m_window, tr("Import PGN into a Database"), problem);
        return false;
    }
    if (result.cancelled) {
        emit m_workspace->message(tr("The import was cancelled; no database was written."));
        return false;
    }
    QString error;
    if (!openDatabase(database, &error)) {
        QMessageBox::warning(m_window, tr("Import PGN into a Database"), error);
        return false;
    }
    emit m_workspace->message(
        result.errors == 0
            ? tr("Imported %1 games into %2.").arg(result.games).arg(nativePath(database))
            : tr("Imported %1 games into %2; %3 reading errors cut games short (ferz-cli pgn check lists "
                 "them).")
                  .arg(result.games)
                  .arg(nativePath(database))
                  .arg(result.errors));
    return true;
}

bool DatabaseCommands::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_dock && event->type() == QEvent::LanguageChange)
        m_dock->setWindowTitle(tr("Database"));
    return QObject::eventFilter(watched, event);
}

} // namespace ferz
