// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/workspace.h"

#include "core/file/atomicfile.h"
#include "core/task/backgroundjob.h"
#include "ui/settings/viewsettings.h"

#include <QElapsedTimer>

#include <utility>

namespace ferz {

namespace {

constexpr int AutosaveRetryMs = 5000;

} // namespace

Workspace::Workspace(const ViewSettings &settings, QObject *parent)
    : QObject(parent), m_indexing(new BackgroundJob(this)), m_settings(settings)
{
    connect(&settings, &ViewSettings::changed, this, [this](ViewSettings::Key key) {
        using enum ViewSettings::Key;
        if (key == Notation || key == Rules || key == MainLine)
            for (const auto &session : m_sessions)
                applySettings(*session);
    });
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    m_now = [clock] { return clock->elapsed(); };
    m_autosaveRetry.setInterval(AutosaveRetryMs);
    connect(&m_autosaveRetry, &QTimer::timeout, this, &Workspace::writeAutosave);
}

Workspace::~Workspace()
{
    // The sessions' signals would reach a half-destroyed workspace.
    for (const auto &session : m_sessions)
        disconnect(session.get(), nullptr, this, nullptr);
}

PlaySession *Workspace::playSession() const
{
    return qobject_cast<PlaySession *>(session());
}

ReviewSession *Workspace::reviewSession() const
{
    return qobject_cast<ReviewSession *>(session());
}

// ---- Settings ---------------------------------------------------------------

void Workspace::setTimeSource(std::function<qint64()> now)
{
    m_now = std::move(now);
    // The games run on the new time (each session reads it through the workspace).
    for (const auto &session : m_sessions)
        if (auto *play = qobject_cast<PlaySession *>(session.get()); play && !play->game().clock().isPaused())
            play->game().startClock(m_now());
}

void Workspace::applySettings(GameSession &session)
{
    session.setNotationStyle(m_settings.notation());
    session.setTouchMove(m_settings.values().touchMove);
    if (auto *play = qobject_cast<PlaySession *>(&session))
        play->setOptions(m_settings.values().gameOptions());
    if (auto *review = qobject_cast<ReviewSession *>(&session))
        review->setNewMovesAsMainLine(m_settings.values().newMovesAsMainLine);
}

void Workspace::setLeaveQuestion(std::function<Answer(GameSession &, Leave)> question)
{
    m_question = std::move(question);
}

void Workspace::setIndexInBackground(bool background)
{
    m_indexInBackground = background;
}

void Workspace::cancelOpening()
{
    if (!isOpening())
        return;
    m_indexing->cancel();
    if (!m_opened) {
        const Link link = m_links.front();
        m_links.erase(m_links.begin());
        emit message(tr("The restored game is not linked to %1, which was still being read: Save As writes it to a "
                        "file.")
                         .arg(nativePath(link.file)));
        linkNext();
        return;
    }
    const QString text = tr("Opening %1 was cancelled; the game shown stays.").arg(nativePath(m_openingPath));
    std::exchange(m_opened, {})(false, QString());
    emit message(text);
}

// ---- The tabs -------------------------------------------------------------------

int Workspace::indexOf(const GameSession *session) const
{
    for (int i = 0; i < count(); ++i)
        if (m_sessions[i].get() == session)
            return i;
    return -1;
}

QString Workspace::leaveShown()
{
    PlaySession *play = playSession();
    if (!play || play->game().isOver() || !play->game().clock().isTimed() || play->game().clock().isPaused())
        return QString();
    play->togglePause();
    return tr("The clock of the game left was paused: it waits for its players in its tab.");
}

void Workspace::setCurrentIndex(int index)
{
    if (index == m_current || index < 0 || index >= count())
        return;
    const QString left = leaveShown();
    m_current = index;
    emit sessionChanged(session());
    tell(QString(), left);
}

void Workspace::tell(const QString &text, const QString &left)
{
    const PlaySession *play = playSession();
    const bool waits = play && !play->game().isOver() && play->game().clock().isPaused();
    QString said = text;
    for (const QString &note :
         {left,
          waits ? tr("The clock is paused: resume it (Game ▸ Resume Clock) when both players are ready.") : QString()})
        if (!note.isEmpty())
            said = said.isEmpty() ? note : said + QLatin1Char(' ') + note;
    emit message(said);
}

std::unique_ptr<GameSession> Workspace::takeAt(int index)
{
    std::unique_ptr<GameSession> taken = std::move(m_sessions[index]);
    m_sessions.erase(m_sessions.begin() + index);
    disconnect(taken.get(), nullptr, this, nullptr);
    const bool indexing = !m_links.empty() && m_links.front().session == taken.get();
    std::erase_if(m_links, [&taken](const Link &link) { return link.session == taken.get(); });
    if (indexing) {
        m_indexing->cancel(); // the restored game it was for is gone
        linkNext();
    }
    return taken;
}

void Workspace::remove(int index)
{
    const bool shown = index == m_current;
    const std::unique_ptr<GameSession> closed = takeAt(index);
    if (m_sessions.empty()) {
        m_sessions.push_back(playSessionFor(PlaySession::newGame({}, m_settings.values().gameOptions())));
        adopt(*m_sessions.back());
    }
    if (index < m_current || m_current >= count())
        --m_current;
    emit sessionsChanged();
    if (shown)
        emit sessionChanged(session());
    writeAutosave();
}

bool Workspace::close(int index)
{
    if (index < 0 || index >= count())
        return false;
    if (m_sessions[index]->isModified() && m_question) {
        setCurrentIndex(index);
        if (m_question(*m_sessions[index], Leave::Close) == Answer::Keep)
            return false;
    }
    remove(index);
    return true;
}

bool Workspace::mayQuit()
{
    if (!m_question)
        return true;
    for (int i = 0; i < count();) {
        if (!m_sessions[i]->isModified()) {
            ++i;
            continue;
        }
        setCurrentIndex(i);
        const Answer answer = m_question(*m_sessions[i], Leave::Close);
        if (answer == Answer::Keep)
            return false;
        if (answer == Answer::Discard)
            remove(i); // what the user threw away is not offered back at the next start
        else
            ++i;
    }
    return true;
}

bool Workspace::mayReplace()
{
    GameSession *shown = session();
    if (!shown || !shown->isModified() || !m_question)
        return true;
    return m_question(*shown, Leave::Replace) != Answer::Keep;
}

bool Workspace::showsUntouchedGame() const
{
    const PlaySession *play = playSession();
    return play && play->game().plyCount() == 0 && !play->playsAgainstEngine() && !play->source().database
        && play->undoStack()->count() == 0 && !play->isModified();
}

std::optional<Workspace::Place> Workspace::placeNew()
{
    if (m_settings.values().gamesInTabs && session() && !showsUntouchedGame())
        return Place::NewTab;
    if (!mayReplace())
        return std::nullopt;
    return Place::Replace;
}

void Workspace::adopt(GameSession &session)
{
    applySettings(session);
    connect(&session, &GameSession::changed, this, [this](const GameChange &change) {
        if (change.recordChanged)
            writeAutosave();
    });
    connect(&session, &GameSession::autosaveDue, this, &Workspace::writeAutosave);
}

void Workspace::show(std::unique_ptr<GameSession> session, Place place, const QString &text)
{
    adopt(*session);
    std::unique_ptr<GameSession> old;
    QString left;
    if (place == Place::Replace && !m_sessions.empty()) {
        old = takeAt(m_current);
        m_sessions.insert(m_sessions.begin() + m_current, std::move(session));
    } else {
        left = leaveShown();
        m_sessions.push_back(std::move(session));
        m_current = count() - 1;
    }
    emit sessionsChanged();
    emit sessionChanged(this->session());
    writeAutosave();
    tell(text, left);
}

} // namespace ferz
