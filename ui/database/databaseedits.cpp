// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/database/databaseedits.h"

#include "core/db/duplicates.h"
#include "core/db/pgnexport.h"
#include "core/file/atomicfile.h"
#include "translations/languages.h"
#include "ui/database/databasepanel.h"
#include "ui/review/gamelistmodel.h"
#include "ui/review/gametable.h"
#include "ui/session/workspace.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QUndoCommand>

#include <algorithm>
#include <functional>
#include <optional>

namespace ferz {

namespace {

// A sentence with a count, in English too ("1 game", "2 games").
QString counted(const char *source, int n)
{
    return countText("ferz::DatabaseEdits", source, n);
}

// One change of the marks: the games marked before it and after it.
class MarkCommand : public QUndoCommand {
public:
    MarkCommand(std::function<void(std::set<int>)> apply, std::set<int> before, std::set<int> after)
        : m_apply(std::move(apply)), m_before(std::move(before)), m_after(std::move(after))
    {
    }
    void undo() override { m_apply(m_before); }
    void redo() override { m_apply(m_after); }

private:
    std::function<void(std::set<int>)> m_apply;
    std::set<int> m_before, m_after;
};

struct DuplicatesFound {
    std::optional<std::vector<std::vector<int>>> sets;
    QString problem;
};

} // namespace

DatabaseEdits::DatabaseEdits(QMainWindow *window, Workspace *workspace, DatabasePanel *panel)
    : QObject(window), m_window(window), m_workspace(workspace), m_panel(panel), m_job(new BackgroundJob(this)),
      m_bar(new QWidget), m_text(new QLabel(m_bar)), m_progress(new QProgressBar(m_bar)),
      m_undo(new QPushButton(m_bar)), m_remove(new QPushButton(m_bar)), m_merge(new QPushButton(m_bar)),
      m_stop(new QPushButton(m_bar)), m_mark(new QAction(this))
{
    m_bar->setObjectName(QStringLiteral("databaseEditBar"));
    m_text->setObjectName(QStringLiteral("databaseEditText"));
    m_text->setWordWrap(true);
    m_undo->setObjectName(QStringLiteral("undoMark"));
    m_remove->setObjectName(QStringLiteral("removeMarked"));
    m_merge->setObjectName(QStringLiteral("mergeDuplicates"));
    m_progress->setObjectName(QStringLiteral("databaseEditProgress"));
    m_stop->setObjectName(QStringLiteral("stopDatabaseJob"));
    auto *layout = new QHBoxLayout(m_bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_progress);
    layout->addWidget(m_undo);
    layout->addWidget(m_remove);
    layout->addWidget(m_merge);
    layout->addWidget(m_stop);
    m_panel->addEditBar(m_bar);
    // Del in the list marks the games chosen; the list's menu offers it too.
    GameTable *table = m_panel->gameTable();
    m_mark->setObjectName(QStringLiteral("markForDeletion"));
    m_mark->setShortcut(QKeySequence::Delete);
    m_mark->setShortcutContext(Qt::WidgetShortcut);
    table->addAction(m_mark);
    table->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_mark, &QAction::triggered, this, &DatabaseEdits::markSelected);
    connect(m_undo, &QPushButton::clicked, &m_marks, &QUndoStack::undo);
    // A mark is made before the stack holds it: the Undo button follows the stack.
    connect(&m_marks, &QUndoStack::canUndoChanged, this, &DatabaseEdits::updateBar);
    connect(m_remove, &QPushButton::clicked, this, &DatabaseEdits::removeMarked);
    connect(m_merge, &QPushButton::clicked, this, &DatabaseEdits::mergeDuplicates);
    connect(m_stop, &QPushButton::clicked, this, &DatabaseEdits::stopJob);
    connect(m_job, &BackgroundJob::progress, m_progress, [this](qint64 done, qint64 total) {
        // A bar counts in int: large totals are shown in thousandths.
        m_progress->setRange(0, 1000);
        m_progress->setValue(total > 0 ? static_cast<int>(done * 1000 / total) : 0);
    });
    connect(m_job, &BackgroundJob::finished, this, &DatabaseEdits::updateBar);
    connect(m_panel, &DatabasePanel::databaseOpened, this, &DatabaseEdits::forget);
    connect(m_workspace, &Workspace::sessionChanged, this, &DatabaseEdits::follow);
    if (m_workspace->session())
        follow(m_workspace->session());
    retranslateUi();
}

bool DatabaseEdits::isBusy() const
{
    return m_job->isRunning();
}

void DatabaseEdits::say(const QString &text)
{
    emit m_workspace->message(text);
}

bool DatabaseEdits::failed(const QString &title)
{
    const db::GameDatabase &database = *m_panel->database();
    QMessageBox::warning(m_window, title, databaseErrorText(database.error(), database.path(), database.errorDetail()));
    return false;
}

void DatabaseEdits::forget()
{
    m_marks.clear();
    m_marked.clear();
    m_duplicates.clear();
    m_panel->gamesModel()->setMarked({});
    updateBar();
}

void DatabaseEdits::follow(GameSession *session)
{
    // A game of the database saved by Save: the lists show it as saved. Only the session shown
    // saves; the one shown before (another tab's) is no longer followed.
    disconnect(m_shownChanges);
    m_shownChanges = connect(session, &GameSession::changed, this, [this, session](const GameChange &change) {
        if (change.origin == GameChange::Origin::File && !m_changing && m_panel->hasDatabase()
            && session->source().gameDatabase == m_panel->sharedDatabase())
            m_panel->reload();
    });
}

// ---- Adding ---------------------------------------------------------------------

bool DatabaseEdits::addGame()
{
    GameSession *session = m_workspace->session();
    if (!m_panel->hasDatabase() || !session) {
        say(tr("Open a database first (Database ▸ Open Database)."));
        return false;
    }
    m_changing = true;
    const GameSession::SaveResult result = session->addToDatabase(m_panel->sharedDatabase());
    m_changing = false;
    if (!result.ok) {
        QMessageBox::warning(m_window, tr("Add the Game to the Database"), result.message);
        return false;
    }
    changed({});
    say(result.message);
    return true;
}

// ---- Deleting -------------------------------------------------------------------

void DatabaseEdits::setMarked(std::set<int> games)
{
    m_marked = std::move(games);
    m_panel->gamesModel()->setMarked(m_marked);
    updateBar();
}

void DatabaseEdits::markSelected()
{
    std::set<int> chosen;
    for (const QModelIndex &row : m_panel->gameTable()->selectionModel()->selectedRows())
        chosen.insert(m_panel->gamesModel()->gameAt(row.row()));
    if (chosen.empty())
        return;
    std::set<int> after = m_marked;
    if (std::includes(m_marked.begin(), m_marked.end(), chosen.begin(), chosen.end()))
        for (const int game : chosen)
            after.erase(game);
    else
        after.insert(chosen.begin(), chosen.end());
    m_marks.push(
        new MarkCommand([this](std::set<int> games) { setMarked(std::move(games)); }, m_marked, std::move(after)));
}

bool DatabaseEdits::removeMarked()
{
    if (m_marked.empty() || !m_panel->hasDatabase())
        return false;
    const std::vector<int> games(m_marked.begin(), m_marked.end());
    if (!m_panel->database()->removeGames(games))
        return failed(tr("Remove Marked Games"));
    say(counted(QT_TRANSLATE_N_NOOP("ferz::DatabaseEdits", "%n game(s) removed from %1."),
                static_cast<int>(games.size()))
            .arg(nativePath(m_panel->databasePath())));
    changed(games);
    return true;
}

bool DatabaseEdits::settleMarks()
{
    if (m_marked.empty() || !m_panel->hasDatabase())
        return true;
    QMessageBox box(
        QMessageBox::Question, tr("Games Marked for Deletion"),
        counted(QT_TRANSLATE_N_NOOP("ferz::DatabaseEdits",
                                    "%1 still holds %n game(s) marked for deletion. Remove the marked games now?"),
                static_cast<int>(m_marked.size()))
            .arg(nativePath(m_panel->databasePath())),
        QMessageBox::Cancel, m_window);
    QPushButton *remove = box.addButton(tr("&Remove Them"), QMessageBox::AcceptRole);
    remove->setObjectName(QStringLiteral("removeThem"));
    QPushButton *keep = box.addButton(tr("&Keep Them"), QMessageBox::DestructiveRole);
    keep->setObjectName(QStringLiteral("keepThem"));
    box.setDefaultButton(remove);
    box.exec();
    if (box.clickedButton() == remove)
        return removeMarked();
    if (box.clickedButton() != keep)
        return false;
    forget();
    return true;
}

// ---- Duplicates -----------------------------------------------------------------

void DatabaseEdits::findDuplicates()
{
    if (!m_panel->hasDatabase()) {
        say(tr("Open a database first (Database ▸ Open Database)."));
        return;
    }
    const QString path = m_panel->databasePath();
    run<DuplicatesFound>(
        tr("Looking for duplicate games in %1…").arg(nativePath(path)),
        tr("The search for duplicate games was stopped."),
        [path](BackgroundJob::Control &control) {
            DuplicatesFound found;
            db::GameDatabase database;
            if (database.open(path))
                found.sets = db::findDuplicates(
                    database, [&control](int done, int total) { return control.report(done, total); });
            if (!found.sets)
                found.problem = databaseErrorText(database.error(), path, database.errorDetail());
            return found;
        },
        [this, path](DuplicatesFound found) {
            // The numbers are of that database: another one opened meanwhile has its own.
            if (path != m_panel->databasePath())
                return;
            if (!found.sets) {
                m_duplicates.clear();
                updateBar();
                QMessageBox::warning(m_window, tr("Find Duplicate Games"), found.problem);
                return;
            }
            m_duplicates = std::move(*found.sets);
            // None found: the list stays as it was, rather than going empty.
            if (m_duplicates.empty())
                say(tr("%1 has no duplicate games.").arg(nativePath(m_panel->databasePath())));
            std::vector<int> games;
            for (const std::vector<int> &set : m_duplicates)
                games.insert(games.end(), set.begin(), set.end());
            if (!games.empty())
                m_panel->showGames(games);
            updateBar();
            emit duplicatesFound();
        });
}

bool DatabaseEdits::mergeDuplicates()
{
    if (m_duplicates.empty() || !m_panel->hasDatabase())
        return false;
    if (!db::mergeDuplicates(*m_panel->database(), m_duplicates))
        return failed(tr("Merge Duplicate Games"));
    std::vector<int> removed;
    for (const std::vector<int> &set : m_duplicates)
        removed.insert(removed.end(), set.begin() + 1, set.end());
    std::sort(removed.begin(), removed.end());
    say(counted(QT_TRANSLATE_N_NOOP("ferz::DatabaseEdits",
                                    "%n set(s) of duplicates merged: each is one game now, "
                                    "with the comments and variations of its richest copy."),
                static_cast<int>(m_duplicates.size())));
    changed(removed);
    return true;
}

// ---- Export ---------------------------------------------------------------------

void DatabaseEdits::chooseAndExport()
{
    if (!m_panel->hasDatabase()) {
        say(tr("Open a database first (Database ▸ Open Database)."));
        return;
    }
    const QFileInfo database(m_panel->databasePath());
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export the Listed Games"),
                                                database.dir().filePath(database.completeBaseName() + ".pgn"),
                                                tr("PGN files (*.pgn)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pgn");
    exportListed(path);
}

void DatabaseEdits::exportListed(const QString &path)
{
    const GameListModel *listed = m_panel->gamesModel();
    std::vector<int> games(static_cast<std::size_t>(listed->rowCount()));
    for (int row = 0; row < listed->rowCount(); ++row)
        games[static_cast<std::size_t>(row)] = listed->gameAt(row);
    const QString database = m_panel->databasePath();
    run<db::ExportResult>(
        tr("Exporting the listed games to %1…").arg(nativePath(path)),
        tr("The export was stopped; %1 was not written.").arg(nativePath(path)),
        [database, games, path](BackgroundJob::Control &control) {
            db::GameDatabase source;
            if (!source.open(database)) {
                db::ExportResult result;
                result.problem = databaseErrorText(source.error(), database, source.errorDetail());
                return result;
            }
            return db::exportPgn(source, games, path, [&control](std::int64_t done, std::int64_t total) {
                return control.report(done, total);
            });
        },
        [this, path, database](const db::ExportResult &result) {
            QString problem = result.problem;
            if (result.damaged > 0)
                problem = tr("Game %1 of %2 cannot be read: the database is damaged.")
                              .arg(result.damaged)
                              .arg(nativePath(database));
            if (!problem.isEmpty() || result.cancelled) {
                if (!problem.isEmpty())
                    QMessageBox::warning(m_window, tr("Export the Listed Games"),
                                         tr("%1 was not written: %2").arg(nativePath(path), problem));
                emit exportEnded(false);
                return;
            }
            say(counted(QT_TRANSLATE_N_NOOP("ferz::DatabaseEdits", "%n game(s) exported to %1."), result.games)
                    .arg(nativePath(path)));
            emit exportEnded(true);
        });
}

// ---- Work on a thread ------------------------------------------------------------

template <typename Result>
void DatabaseEdits::run(const QString &running, const QString &stopped,
                        std::function<Result(BackgroundJob::Control &)> work, std::function<void(Result)> done)
{
    m_running = running;
    m_stopped = stopped;
    m_progress->setRange(0, 0); // busy until the first report
    m_job->start<Result>(std::move(work), std::move(done));
    updateBar();
}

void DatabaseEdits::stopJob()
{
    if (!m_job->isRunning())
        return;
    m_job->cancel();
    say(m_stopped);
}

// ---- After a change ---------------------------------------------------------------

void DatabaseEdits::changed(const std::vector<int> &removed)
{
    // Numbers change only when games are removed: the marks stay over an added or saved game.
    if (!removed.empty()) {
        m_marks.clear();
        m_marked.clear();
        m_panel->gamesModel()->setMarked({});
    }
    m_duplicates.clear();
    // The game on the board keeps its place in the database: removed, it belongs to no file.
    GameSession *session = m_workspace->session();
    if (session && session->source().gameDatabase == m_panel->sharedDatabase() && !removed.empty()) {
        GameSource source = session->source();
        const int number = source.index + 1;
        const auto before = std::lower_bound(removed.begin(), removed.end(), number);
        if (before != removed.end() && *before == number)
            source = GameSource();
        else
            source.index -= static_cast<int>(before - removed.begin());
        m_changing = true;
        session->linkTo(source);
        m_changing = false;
    }
    m_panel->reload();
    updateBar();
}

void DatabaseEdits::updateBar()
{
    const int marked = static_cast<int>(m_marked.size());
    const bool running = m_job->isRunning();
    m_undo->setVisible(m_marks.canUndo());
    m_remove->setVisible(marked > 0);
    m_merge->setVisible(!m_duplicates.empty());
    m_progress->setVisible(running);
    m_stop->setVisible(running);
    if (running) {
        m_text->setText(m_running);
    } else if (marked > 0) {
        m_text->setText(
            counted(QT_TRANSLATE_N_NOOP("ferz::DatabaseEdits",
                                        "%n game(s) marked for deletion; they stay in the file until removed."),
                    marked));
    } else if (!m_duplicates.empty()) {
        int games = 0;
        for (const std::vector<int> &set : m_duplicates)
            games += static_cast<int>(set.size());
        m_text->setText(
            counted(QT_TRANSLATE_N_NOOP("ferz::DatabaseEdits",
                                        "%n set(s) of duplicate games (same players, same moves): %1 games."),
                    static_cast<int>(m_duplicates.size()))
                .arg(QLocale().toString(games)));
    } else {
        m_text->clear();
    }
    m_bar->setVisible(marked > 0 || m_marks.canUndo() || !m_duplicates.empty() || running);
}

void DatabaseEdits::retranslateUi()
{
    m_undo->setText(tr("&Undo"));
    m_remove->setText(tr("Remove &Marked Games"));
    m_merge->setText(tr("Merge into &One Game Each"));
    m_stop->setText(tr("&Stop"));
    m_mark->setText(tr("Mark for &Deletion"));
    updateBar();
}

} // namespace ferz
