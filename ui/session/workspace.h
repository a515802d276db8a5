// SPDX-License-Identifier: GPL-3.0-or-later
// The games of the window: the workspace owns a session for each of its tabs and knows the one
// shown. A game started, opened, pasted, taken from a database or restored gets a tab of its own
// (or, when the settings keep one game at a time, replaces the one shown); the workspace always
// shows the session it created. Before a session with something unsaved goes, the leave question
// (the window's dialog) decides. A clocked game whose tab is left stops its clock, and waits for
// its players when it is shown again. The workspace keeps the autosave file in step with every
// session (workspaceautosave.cpp) and applies the user's settings to them all. A file being
// opened may be indexed in the background: the opening then ends later, through its callback
// (workspaceopen.cpp), and the window stays responsive meanwhile.
#pragma once

#include "ui/session/playsession.h"
#include "ui/session/reviewsession.h"

#include <QLockFile>
#include <QPointer>
#include <QTemporaryDir>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace ferz {

class BackgroundJob;
class ViewSettings;

class Workspace : public QObject {
    Q_OBJECT

public:
    // Why a session with something unsaved would go: another takes its place, or it is closed
    // (its tab, or the window).
    enum class Leave {
        Replace,
        Close
    };
    // The answer of the leave question.
    enum class Answer {
        Keep,
        Saved,
        Discard
    };

    // The sessions follow the notation, the rules and the review options of `settings`.
    explicit Workspace(const ViewSettings &settings, QObject *parent = nullptr);
    ~Workspace() override;

    // The session shown (never null once the window shows a game).
    GameSession *session() const { return m_sessions.empty() ? nullptr : m_sessions[m_current].get(); }
    // The session shown as a game being played or a game reviewed; nullptr when it is the other.
    PlaySession *playSession() const;
    ReviewSession *reviewSession() const;

    // ---- The tabs ----
    int count() const { return static_cast<int>(m_sessions.size()); }
    GameSession *sessionAt(int index) const { return m_sessions.at(index).get(); }
    int currentIndex() const { return m_current; }
    // The place of `session` among the tabs; -1 when it is none of them.
    int indexOf(const GameSession *session) const;
    // Shows the session at `index`. A clocked game left with its clock running stops it and says so;
    // shown again, it waits for its players to resume it.
    void setCurrentIndex(int index);
    // Closes the session at `index` after the leave question when it holds something unsaved (it is
    // shown first, so that the question and its Save act on it); closing the last one leaves a new
    // game. False when the user kept it.
    bool close(int index);
    // Quitting: asks about every session with something unsaved, showing each in turn; a
    // discarded one is closed at once, so that the autosave no longer keeps it. False when the user
    // kept one.
    bool mayQuit();

    // ---- What every session follows ----
    // Where time comes from (milliseconds, monotonic); tests give a fake one.
    void setTimeSource(std::function<qint64()> now);
    qint64 now() const { return m_now(); }
    // Asked before a session holding something unsaved goes, by the same rule whatever takes it
    // away (New Game, Open or Paste in its place, Close, Quit): a game in progress too, though
    // Quit's autosave would keep it, so that no game leaves the window without a word.
    void setLeaveQuestion(std::function<Answer(GameSession &, Leave)> question);
    // Whether a file being opened is indexed on indexing()'s thread (the window's way) or on the
    // spot, its opening ending before open returns (the default, for programs without a window).
    void setIndexInBackground(bool background);
    // The job indexing the file being opened (or a restored game's file), for its progress.
    BackgroundJob *indexing() const { return m_indexing; }
    bool isOpening() const { return m_opened || !m_links.empty(); }
    // A file is being opened (not a restored game's file looked for).
    bool isOpeningFile() const { return bool(m_opened); }
    // Stops indexing the file being opened: it is not opened, and its opening ends saying so. A
    // restored game's file stops being looked for: the game stays, not linked to it (the next
    // restored game's file is looked for then).
    void cancelOpening();

    // ---- New sessions ----
    void newGame(const NewGameSettings &settings);
    // How an opening ended: `opened`, or not and why (empty when the user kept the session shown).
    using Opened = std::function<void(bool opened, const QString &error)>;
    // A file of several games, with variations or with a reading error is reviewed; a single game
    // goes on being played. The file is indexed first, then the leave question is asked; `done`
    // is called once, when the file is shown or cannot be. While one file is indexed, a second
    // one is refused.
    void openFile(const QString &path, Opened done);
    void openForReview(const QString &path, Opened done);
    // Game `index` of the file the session shown belongs to, in its place.
    bool openGame(int index);
    // A FEN starts a new game from it; a PGN game is played on or reviewed like a file's, and
    // several are listed like a file's games (in a file of Ferz's own, until Save As names one).
    bool paste(const QString &text, QString *error);
    // A position set up by the user, to play or to analyse (review); false when the user keeps the
    // session shown.
    bool startFrom(const Position &start, GameSession::Kind kind);
    // A game from elsewhere (a game database), reviewed with `source` (a game database's game, which
    // Save writes into; none: saving asks for a file). Shows the position after `ply` moves of its main line and says `text`. False when the
    // user keeps the session shown.
    bool review(std::unique_ptr<GameTree> tree, int ply, const QString &text, GameSource source = {});

    // ---- Autosave ----
    // Off until the previous autosave was offered back (and for screenshots). The autosave belongs
    // to one running Ferz at a time (autosave::claim): while another holds it, this one neither
    // offers nor writes it, and says so once.
    void setAutosaveEnabled(bool enabled);
    // At start-up: each game found in the autosave file, restored in a tab of its own if `accept`
    // agrees (the first in place of the untouched new game); a damaged file is set aside with a
    // message. The number of games restored. Each game is shown at once; the files they belong to
    // are indexed afterwards one after the other like a file being opened, and each game linked to
    // its file when the file still holds it as it was read.
    int restoreAutosave(const std::function<bool(const AutosaveRecord &)> &accept);
    // Writes the records of the sessions that need one now (or removes the file when none does). A
    // failure is said once as a message, and the write is retried every few seconds until it
    // succeeds.
    void writeAutosave();

signals:
    // A file's indexing starts on indexing()'s thread (a file opened, a restored game's file).
    void indexingStarted(const QString &path);
    // Another session is shown: a new one, or another tab (a session replaced or closed is
    // deleted after this signal).
    void sessionChanged(ferz::GameSession *session);
    // A tab was added, closed or given another session (sessionChanged follows when the one shown
    // changed).
    void sessionsChanged();
    // The session's record was written to the autosave file.
    void autosaveWritten();
    void message(const QString &text);

private:
    // Where a new session goes: a tab of its own, or the place of the one shown.
    enum class Place {
        NewTab,
        Replace
    };
    // Where a restored game was read from, while its file is indexed to find it there.
    struct Link {
        QPointer<GameSession> session;
        QString file;
        int gameIndex = -1;
        std::uint64_t gameHash = 0;
    };
    // Where the next new session goes (a new tab, unless the settings keep one game or the one shown
    // is a new game still untouched); nullopt when it would replace the one shown and the user keeps
    // that one.
    std::optional<Place> placeNew();
    // A new game nobody has touched yet (what the window shows at start), which the first game
    // opened replaces instead of leaving it in a tab of its own.
    bool showsUntouchedGame() const;
    // Whether the session shown may be replaced now (asking when needed).
    bool mayReplace();
    // Makes `session` one of the workspace's: the settings on it, its record kept.
    void adopt(GameSession &session);
    // Shows `session` where `place` says, with `text` on the message line.
    void show(std::unique_ptr<GameSession> session, Place place, const QString &text = QString());
    // Takes the session at `index` out of the workspace (its links too); the caller shows another.
    std::unique_ptr<GameSession> takeAt(int index);
    // Removes the session at `index` with no question (a new game takes the place of the last).
    void remove(int index);
    // The clock of the game shown, when it runs, stops as its tab is left; the sentence saying so.
    QString leaveShown();
    // Says `text` on the message line after a session was shown, with `left` (leaveShown's) and
    // whether the game shown waits for its players to resume its clock.
    void tell(const QString &text, const QString &left);
    // Puts the settings' notation, rules and review options on `session`.
    void applySettings(GameSession &session);
    void open(const QString &path, bool forReview, Opened done);
    // Indexes `path` into a new PgnFile, on the spot or in the background, then calls `then`.
    void indexFile(const QString &path, std::function<void(std::shared_ptr<PgnFile>, bool read)> then);
    // Indexes the file of the first restored game not linked yet.
    void linkNext();
    // A restored game's file was indexed: the game is linked to it, or told why not.
    void linked(const std::shared_ptr<PgnFile> &database, bool read);
    void indexed(const std::shared_ptr<PgnFile> &database, const QString &path, bool forReview, bool read);
    // The games of a pasted text, indexed in a file of Ferz's own; nullptr when it cannot be written.
    std::shared_ptr<PgnFile> pastedGames(const QString &text);
    // `note` says what was assumed of the game's text (pgnEncodingNote).
    std::unique_ptr<GameSession> sessionForGame(std::shared_ptr<PgnFile> database, int index, bool forReview,
                                                QString *error, QString *note);
    std::unique_ptr<GameSession> sessionForTree(std::unique_ptr<GameTree> tree, GameSource source, bool forReview);
    std::unique_ptr<PlaySession> playSessionFor(std::unique_ptr<Game> game, GameSource source = GameSource());
    // The session of an autosave record; nullptr (and `why`) when it cannot be read.
    std::unique_ptr<GameSession> restoredSession(const AutosaveRecord &record, QString *why);
    // Writes the records of the sessions that need one (or removes the file), enabled or not.
    bool storeAutosave();
    void setAutosaveProblem(const QString &why);
    // Whether this Ferz holds the autosave; claims it the first time, and says once when it cannot.
    bool ownsAutosave();

    std::function<qint64()> m_now;
    std::vector<std::unique_ptr<GameSession>> m_sessions; // after m_now: they read the time through it
    int m_current = 0;
    std::function<Answer(GameSession &, Leave)> m_question;
    BackgroundJob *m_indexing;
    bool m_indexInBackground = false;
    Opened m_opened; // the opening under way's; empty when none is
    QString m_openingPath;
    std::vector<Link> m_links; // the first one's file is being indexed
    const ViewSettings &m_settings;
    bool m_autosaveEnabled = false;
    std::shared_ptr<QLockFile> m_autosaveLock; // held while this Ferz owns the autosave
    bool m_autosaveClaimed = false; // claimed once, whether it was got or not
    std::unique_ptr<QTemporaryDir> m_pasted; // the files of pasted games, removed at the end
    int m_pastes = 0;
    QString m_autosaveProblem; // why the last autosave could not be written; empty while it works
    QTimer m_autosaveRetry;
};

} // namespace ferz
