// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/database/databasecommands.h"

#include "core/db/pgnimport.h"
#include "core/file/atomicfile.h"
#include "core/task/backgroundjob.h"
#include "ui/actions/windowactions.h"
#include "ui/database/databaseedits.h"
#include "ui/database/databasepanel.h"
#include "ui/session/workspace.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMessageBox>
#include <QProgressDialog>
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
      m_dock(new QDockWidget(window)), m_importAction(actions.importDatabase), m_importJob(new BackgroundJob(this)),
      m_importProgress(new QProgressDialog(window))
{
    // Shown half a second into an import, window-modal, without an event loop of its own: the
    // import's signals drive it.
    m_importProgress->setObjectName(QStringLiteral("importProgress"));
    m_importProgress->setWindowModality(Qt::WindowModal);
    m_importProgress->setMinimumDuration(500);
    m_importProgress->setRange(0, 1000);
    m_importProgress->setAutoReset(false); // at 100% the games are still being written
    m_importProgress->reset();
    connect(m_importProgress, &QProgressDialog::canceled, m_importJob, &BackgroundJob::stop);
    // Esc reaching the dialog before its Cancel shortcut does (the dialog not yet active) hides it
    // without `canceled`; the import must not go on behind no dialog.
    connect(m_importProgress, &QDialog::rejected, m_importJob, &BackgroundJob::stop);
    connect(m_importJob, &BackgroundJob::progress, m_importProgress, [this](qint64 done, qint64 total) {
        m_importProgress->setValue(total > 0 ? static_cast<int>(1000 * done / total) : 0);
    });

    m_dock->setObjectName(QStringLiteral("databaseDock"));
    m_dock->setWidget(m_panel);
    m_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                        | QDockWidget::DockWidgetClosable);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_edits = new DatabaseEdits(window, workspace, m_panel);
    connect(actions.addToDatabase, &QAction::triggered, m_edits, &DatabaseEdits::addGame);
    connect(actions.findDuplicates, &QAction::triggered, m_edits, &DatabaseEdits::findDuplicates);
    connect(actions.exportListed, &QAction::triggered, m_edits, &DatabaseEdits::chooseAndExport);
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
    connect(m_panel, &DatabasePanel::moveChosen, this, &DatabaseCommands::goToMove);
    connect(m_workspace, &Workspace::sessionChanged, this, &DatabaseCommands::follow);
    if (m_workspace->session())
        follow(m_workspace->session());
}

bool DatabaseCommands::openDatabase(const QString &path, QString *error)
{
    if (!m_edits->settleMarks() || !m_panel->openDatabase(path, error))
        return false;
    m_dock->show();
    m_dock->raise();
    emit m_workspace->message(
        tr("Opened %1: %2 games.").arg(nativePath(path), QLocale().toString(m_panel->database()->count())));
    return true;
}

void DatabaseCommands::follow(GameSession *session)
{
    // A game played on the clock may be searched once it is over.
    if (m_shown)
        disconnect(m_shown, &GameSession::changed, this, &DatabaseCommands::showPosition);
    m_shown = session;
    connect(session, &GameSession::changed, this, &DatabaseCommands::showPosition);
    showPosition();
}

void DatabaseCommands::showPosition()
{
    GameSession *session = m_workspace->session();
    if (!session)
        return;
    m_panel->setNotationStyle(session->notationStyle());
    if (!m_dock->isVisible())
        return;
    m_panel->setPosition(session->current()->position(), searchAllowed(*session));
}

void DatabaseCommands::goToMove(Move move)
{
    GameSession *session = m_workspace->session();
    if (!session->acceptsMoves())
        return;
    // Browsing the tree follows the game's own moves; a move the game lacks is added only when
    // the user says so.
    const GameNode *node = session->current();
    if (!node->child(move)) {
        const QString text = QString::fromStdString(moveText(node->position(), move, session->notationStyle()));
        if (QMessageBox::question(m_window, tr("Opening Tree"),
                                  tr("%1 is not in the game. Add it to the game?").arg(text),
                                  QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            != QMessageBox::Yes)
            return;
    }
    session->playMove(move, GameChange::Origin::Typed);
}

void DatabaseCommands::openGame(int game, int ply)
{
    const std::shared_ptr<db::GameDatabase> database = m_panel->sharedDatabase();
    auto tree = std::make_unique<GameTree>();
    const std::optional<std::uint64_t> hash = database ? database->fingerprint(game) : std::nullopt;
    if (!hash || !database->readGame(game, *tree)) {
        emit m_workspace->message(tr("Game %1 of %2 cannot be read: the database is damaged.")
                                      .arg(game)
                                      .arg(nativePath(m_panel->databasePath())));
        return;
    }
    m_workspace->review(std::move(tree), ply,
                        tr("Game %1 of %2; Save writes your changes into the database, Save As to a PGN file.")
                            .arg(game)
                            .arg(QFileInfo(m_panel->databasePath()).fileName()),
                        GameSource {nullptr, game - 1, *hash, database});
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

void DatabaseCommands::importPgn(const QString &pgn, const QString &database)
{
    m_importAction->setEnabled(false);
    m_importProgress->setLabelText(tr("Importing %1…").arg(QFileInfo(pgn).fileName()));
    m_importProgress->setCancelButtonText(tr("Cancel"));
    m_importProgress->setValue(0);
    const int threads = std::max(1, QThread::idealThreadCount());
    m_importJob->start<db::ImportResult>(
        [pgn, database, threads](BackgroundJob::Control &control) {
            db::ImportOptions options;
            options.threads = threads;
            db::ImportCallbacks callbacks;
            callbacks.progress = [&control](int, std::int64_t done, std::int64_t total) {
                return control.report(done, total);
            };
            return db::importPgn(pgn, database, options, callbacks);
        },
        [this, pgn, database](const db::ImportResult &result) {
            m_importProgress->reset();
            m_importAction->setEnabled(true);
            emit importEnded(importEnd(result, pgn, database));
        });
}

bool DatabaseCommands::importEnd(const db::ImportResult &result, const QString &pgn, const QString &database)
{
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
        if (error.isEmpty())
            emit m_workspace->message(tr("Imported %1 games into %2; the database shown stays open.")
                                          .arg(result.games)
                                          .arg(nativePath(database)));
        else
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
    if (watched == m_dock && event->type() == QEvent::LanguageChange) {
        m_dock->setWindowTitle(tr("Database"));
        m_edits->retranslateUi();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ferz
