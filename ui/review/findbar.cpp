// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/review/findbar.h"

#include "core/db/gamedatabase.h"
#include "core/pgn/pgnfile.h"
#include "core/task/backgroundjob.h"
#include "translations/languages.h"
#include "ui/actions/windowactions.h"
#include "ui/session/workspace.h"

#include <QAction>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QToolButton>

namespace ferz {

namespace {

constexpr const char *Context = "ferz::FindBar";

} // namespace

FindBar::FindBar(Workspace *workspace, const WindowActions &actions, QWidget *parent)
    : QWidget(parent), m_workspace(workspace), m_box(new QLineEdit(this)), m_all(new QCheckBox(this)),
      m_previous(new QToolButton(this)), m_next(new QToolButton(this)), m_close(new QToolButton(this)),
      m_status(new QLabel(this)), m_job(new BackgroundJob(this))
{
    setObjectName(QStringLiteral("findBar"));
    m_box->setObjectName(QStringLiteral("findBox"));
    m_box->setClearButtonEnabled(true);
    m_all->setObjectName(QStringLiteral("findAllGames"));
    m_status->setObjectName(QStringLiteral("findStatus"));
    m_previous->setDefaultAction(actions.findPrevious);
    m_next->setDefaultAction(actions.findNext);
    m_close->setObjectName(QStringLiteral("findClose"));
    m_close->setText(QStringLiteral("×"));
    m_close->setAutoRaise(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_box, 1);
    layout->addWidget(m_previous);
    layout->addWidget(m_next);
    layout->addWidget(m_all);
    layout->addWidget(m_status);
    layout->addWidget(m_close);
    m_box->installEventFilter(this);
    hide();

    connect(actions.find, &QAction::triggered, this, &FindBar::showAndFocus);
    connect(actions.findNext, &QAction::triggered, this, &FindBar::findNext);
    connect(actions.findPrevious, &QAction::triggered, this, &FindBar::findPrevious);
    connect(m_box, &QLineEdit::textChanged, this, &FindBar::queryChanged);
    connect(m_all, &QCheckBox::toggled, this, &FindBar::queryChanged);
    connect(m_close, &QToolButton::clicked, this, [this] {
        hide();
        emit closed();
    });
    connect(m_job, &BackgroundJob::finished, this, &FindBar::showStatus);
    connect(m_workspace, &Workspace::sessionChanged, this, &FindBar::follow);
    if (m_workspace->session())
        follow(m_workspace->session());
    retranslateUi();
}

void FindBar::setDatabase(const QString &path, std::function<void(int)> open)
{
    m_databasePath = path;
    m_openDatabaseGame = std::move(open);
    m_databaseGame = 0;
    if (m_inDatabase)
        clearGames();
    showStatus();
}

void FindBar::follow(GameSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    connect(session, &GameSession::changed, this, &FindBar::showStatus);
    // The games found are of another file now: search that one.
    if (m_games && !m_inDatabase && (!session->source().database || session->source().database->path() != m_gamesWhere))
        clearGames();
    searchGames();
    showStatus();
}

void FindBar::showAndFocus()
{
    show();
    m_box->setFocus(Qt::ShortcutFocusReason);
    m_box->selectAll();
}

MovetextQuery FindBar::query() const
{
    return MovetextQuery(m_box->text(), m_session ? m_session->notationStyle() : NotationStyle::pgn());
}

void FindBar::queryChanged()
{
    m_note.clear();
    if (m_box->text() != m_gamesText || !m_all->isChecked())
        clearGames();
    searchGames();
    showStatus();
}

void FindBar::clearGames()
{
    m_job->cancel();
    const bool inDatabase = m_inDatabase;
    const bool had = m_games.has_value();
    m_games.reset();
    m_gamesText.clear();
    m_gamesWhere.clear();
    if (!had)
        return;
    if (inDatabase)
        emit databaseGamesFound(std::nullopt);
    else
        emit fileGamesFound(std::nullopt);
}

void FindBar::searchGames()
{
    const MovetextQuery searched = query();
    if (!m_all->isChecked() || searched.empty() || !m_session || m_games || m_job->isRunning())
        return;
    const std::shared_ptr<PgnFile> &file = m_session->source().database;
    m_gamesText = m_box->text();
    if (file) {
        // A copy of the index: the window's may change (a save) while the search reads.
        m_inDatabase = false;
        m_gamesWhere = file->path();
        m_job->start<std::vector<int>>(
            [copy = *file, searched](BackgroundJob::Control &control) mutable {
                std::vector<int> found = findGamesWith(
                    copy, searched, [&control](int done, int total) { return control.report(done, total); });
                for (int &number : found)
                    --number;
                return found;
            },
            [this](std::vector<int> found) {
                m_games = std::move(found);
                emit fileGamesFound(m_games);
                showStatus();
            });
    } else if (!m_databasePath.isEmpty()) {
        m_inDatabase = true;
        m_gamesWhere = m_databasePath;
        m_job->start<std::vector<int>>(
            [path = m_databasePath, searched](BackgroundJob::Control &control) {
                db::GameDatabase database;
                if (!database.open(path))
                    return std::vector<int>();
                return findGamesWith(database, searched,
                                     [&control](int done, int total) { return control.report(done, total); });
            },
            [this](std::vector<int> found) {
                m_games = std::move(found);
                emit databaseGamesFound(m_games);
                showStatus();
            });
    }
}

bool FindBar::isSearchingGames() const
{
    return m_job->isRunning();
}

void FindBar::findNext()
{
    go(1);
}

void FindBar::findPrevious()
{
    go(-1);
}

void FindBar::go(int step)
{
    const MovetextQuery searched = query();
    if (!m_session || searched.empty()) {
        showAndFocus();
        return;
    }
    m_note.clear();
    const MovetextPlaces places = findInGame(m_session->tree(), searched, m_session->current());
    const int i = step > 0 ? places.next() : places.previous();
    if (i >= 0) {
        m_session->setCurrent(places.nodes[static_cast<std::size_t>(i)]);
    } else if (openFoundGame(step)) {
        // The game opened: its first place going forwards, its last going back.
        const MovetextPlaces there = findInGame(m_session->tree(), searched);
        if (!there.nodes.empty())
            m_session->setCurrent(step > 0 ? there.nodes.front() : there.nodes.back());
    } else if (!places.nodes.empty()) {
        m_session->setCurrent(step > 0 ? places.nodes.front() : places.nodes.back());
        m_note = step > 0 ? tr("Went on from the start of the game.") : tr("Went on from the end of the game.");
    } else {
        m_note = tr("Not found in this game.");
    }
    showStatus();
}

bool FindBar::openFoundGame(int step)
{
    if (!m_games || m_games->empty() || m_job->isRunning())
        return false;
    const std::vector<int> &games = *m_games;
    const int shown = m_inDatabase ? m_databaseGame : m_session->source().index;
    // The next game found after the one shown (or before it), round to the first (or last).
    int target = step > 0 ? games.front() : games.back();
    if (step > 0) {
        const auto after = std::upper_bound(games.begin(), games.end(), shown);
        if (after != games.end())
            target = *after;
    } else {
        const auto before = std::lower_bound(games.begin(), games.end(), shown);
        if (before != games.begin())
            target = *(before - 1);
    }
    if (target == shown)
        return false;
    if (m_inDatabase) {
        if (!m_openDatabaseGame)
            return false;
        m_openDatabaseGame(target);
        m_databaseGame = target;
        return true;
    }
    return m_workspace->openGame(target);
}

QString FindBar::statusText() const
{
    return m_status->text();
}

void FindBar::showStatus()
{
    const MovetextQuery searched = query();
    QStringList parts;
    if (m_session && !searched.empty()) {
        const MovetextPlaces places = findInGame(m_session->tree(), searched, m_session->current());
        const int total = static_cast<int>(places.nodes.size());
        parts << (places.atOne
                      ? tr("%1 of %2 in this game").arg(places.before + 1).arg(total)
                      : countText(Context, QT_TRANSLATE_N_NOOP("ferz::FindBar", "%Ln place(s) in this game"), total));
        if (m_job->isRunning())
            parts << tr("searching the games…");
        else if (m_games)
            parts << countText(Context, QT_TRANSLATE_N_NOOP("ferz::FindBar", "%Ln game(s) found"),
                               static_cast<int>(m_games->size()));
    }
    if (!m_note.isEmpty())
        parts << m_note;
    m_status->setText(parts.join(QStringLiteral(" · ")));
    const bool collection = m_session && (m_session->source().database || !m_databasePath.isEmpty());
    m_all->setEnabled(collection);
    m_all->setText(m_session && !m_session->source().database && !m_databasePath.isEmpty()
                       ? tr("All games of the database")
                       : tr("All games of the file"));
}

bool FindBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_box && (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride)) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        if (enter || key->key() == Qt::Key_Escape) {
            event->accept();
            if (event->type() == QEvent::ShortcutOverride)
                return true;
            if (key->key() == Qt::Key_Escape) {
                hide();
                emit closed();
            } else {
                go(key->modifiers() & Qt::ShiftModifier ? -1 : 1);
            }
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void FindBar::retranslateUi()
{
    m_box->setPlaceholderText(tr("Find in comments, moves and symbols (e.g. weak, Nf3, $146, ±)"));
    m_box->setAccessibleName(tr("Find"));
    m_previous->setAccessibleName(tr("Previous place"));
    m_next->setAccessibleName(tr("Next place"));
    m_close->setToolTip(tr("Close the search (Esc)"));
    m_close->setAccessibleName(tr("Close the search"));
    showStatus();
}

void FindBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace ferz
