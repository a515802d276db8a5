// SPDX-License-Identifier: GPL-3.0-or-later
// The workspace's autosave: the records of every session with unsaved work, kept in the autosave
// file while this Ferz owns it, and the games offered back from it at the next start, each in a
// tab of its own and linked again to the file it came from.
#include "ui/session/workspace.h"

#include "core/file/atomicfile.h"
#include "core/pgn/playablegame.h"
#include "core/task/backgroundjob.h"
#include "ui/session/autosavefile.h"
#include "ui/settings/viewsettings.h"

#include <utility>

namespace ferz {

void Workspace::setAutosaveEnabled(bool enabled)
{
    m_autosaveEnabled = enabled && ownsAutosave();
    writeAutosave();
}

bool Workspace::ownsAutosave()
{
    if (!m_autosaveClaimed) {
        m_autosaveClaimed = true;
        m_autosaveLock = autosave::claim();
        if (!m_autosaveLock)
            emit message(tr("Another Ferz is running and keeps its own autosave: the games of this window are not "
                            "autosaved. Save them to keep them."));
    }
    return m_autosaveLock != nullptr;
}

void Workspace::writeAutosave()
{
    if (m_autosaveEnabled && storeAutosave())
        emit autosaveWritten();
}

bool Workspace::storeAutosave()
{
    std::vector<AutosaveRecord> records;
    for (const auto &session : m_sessions) {
        if (!session->needsAutosave())
            continue;
        records.push_back(session->autosaveRecord());
        // Not linked yet: the game still belongs to its file.
        for (const Link &link : m_links)
            if (link.session == session.get()) {
                records.back().file = link.file;
                records.back().gameIndex = link.gameIndex;
                records.back().gameHash = link.gameHash;
            }
    }
    if (records.empty()) {
        autosave::remove();
        setAutosaveProblem(QString());
        return false;
    }
    QString why;
    const bool written = autosave::write(records, &why);
    setAutosaveProblem(written ? QString() : why);
    return written;
}

void Workspace::setAutosaveProblem(const QString &why)
{
    // Said once when it starts and once when it ends, not at every attempt; retried meanwhile,
    // even when nothing changes, so that the games are kept as soon as the disk allows.
    if (why.isEmpty() == m_autosaveProblem.isEmpty())
        return;
    m_autosaveProblem = why;
    if (why.isEmpty()) {
        m_autosaveRetry.stop();
        emit message(tr("The game is autosaved again."));
    } else {
        m_autosaveRetry.start();
        emit message(tr("The game cannot be autosaved to %1: %2. Ferz keeps trying; save the game to be safe.")
                         .arg(nativePath(autosave::path()), why));
    }
}

std::unique_ptr<GameSession> Workspace::restoredSession(const AutosaveRecord &record, QString *why)
{
    if (record.kind == AutosaveRecord::Kind::Play) {
        auto game = restoreGame(record, m_settings.values().gameOptions(), now(), why);
        if (!game)
            return nullptr;
        auto play = playSessionFor(std::make_unique<Game>(std::move(*game)));
        for (Color c : {Color::White, Color::Black})
            if (const auto &seat = record.engines[index(c)])
                play->letEnginePlay(c, seat->program, EngineStrength::fromKey(seat->strength, seat->elo),
                                    seat->mayResign);
        return play;
    }
    auto game = readFirstGame(QByteArray::fromStdString(record.pgn), why);
    return game ? std::make_unique<ReviewSession>(std::make_unique<GameTree>(std::move(game->tree)), GameSource())
                : nullptr;
}

int Workspace::restoreAutosave(const std::function<bool(const AutosaveRecord &)> &accept)
{
    // The games another running Ferz keeps are not left from the last run.
    if (!ownsAutosave())
        return 0;
    QString problem;
    const std::vector<AutosaveRecord> records = autosave::read(&problem);
    if (!problem.isEmpty())
        emit message(problem);
    int restored = 0, first = -1;
    QStringList unread;
    for (const AutosaveRecord &record : records) {
        if (!accept(record))
            continue;
        QString why;
        std::unique_ptr<GameSession> session = restoredSession(record, &why);
        if (!session) {
            unread << why;
            continue;
        }
        session->markUnsaved();
        const QString text = record.kind == AutosaveRecord::Kind::Review
            ? tr("The unsaved edits were restored: save them to keep them.")
            : record.ending != Termination::None ? tr("The finished game was restored: save it to keep it.")
                                                 : tr("The game in progress was restored.");
        if (!record.file.isEmpty())
            m_links.push_back({session.get(), record.file, record.gameIndex, record.gameHash});
        show(std::move(session), restored == 0 && showsUntouchedGame() ? Place::Replace : Place::NewTab, text);
        if (first < 0)
            first = m_current;
        ++restored;
    }
    if (!unread.isEmpty()) {
        // Kept for inspection: the games that could be read are in their tabs, and written again.
        emit message(autosave::setAside(unread.join(QStringLiteral("; "))));
    }
    // The games refused are not offered again; those restored are kept from now on.
    storeAutosave();
    if (restored > 1) {
        setCurrentIndex(first);
        tell(tr("%n games were restored, each in a tab of its own: save them to keep them.", "", restored), QString());
    }
    linkNext();
    return restored;
}

void Workspace::linkNext()
{
    if (m_links.empty() || m_indexing->isRunning())
        return;
    indexFile(m_links.front().file,
              [this](const std::shared_ptr<PgnFile> &database, bool read) { linked(database, read); });
}

void Workspace::linked(const std::shared_ptr<PgnFile> &database, bool read)
{
    const Link link = m_links.front();
    m_links.erase(m_links.begin());
    int index = -1;
    if (read)
        index = link.gameIndex >= 0 && link.gameIndex < database->count()
                && database->hashOf(link.gameIndex) == link.gameHash
            ? link.gameIndex
            : database->find(link.gameHash);
    if (link.session && index >= 0)
        link.session->linkTo({database, index, link.gameHash, nullptr});
    else if (link.session)
        emit message(tr("%1 no longer holds the restored game as it was read, so the game is not linked to it: "
                        "Save As writes it to a file.")
                         .arg(nativePath(link.file)));
    linkNext();
}

} // namespace ferz
