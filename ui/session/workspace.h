// SPDX-License-Identifier: GPL-3.0-or-later
// The session shown: the workspace owns the one game on the board and replaces it when a game is
// started, opened, pasted or restored, always showing the session it created. Before a session
// with something unsaved is replaced, the leave question (the window's dialog) decides. The
// workspace also keeps the autosave file in step with the session shown, and applies the user's
// settings to every session. A file being opened may be indexed in the background: the opening
// then ends later, through its callback, and the window stays responsive meanwhile.
#pragma once

#include "ui/session/playsession.h"
#include "ui/session/reviewsession.h"

#include <QLockFile>
#include <QTemporaryDir>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

namespace ferz {

class BackgroundJob;
class ViewSettings;

class Workspace : public QObject {
    Q_OBJECT

public:
    // Why the session shown would go.
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

    GameSession *session() const { return m_session.get(); }
    // The session shown as a game being played or a game reviewed; nullptr when it is the other.
    PlaySession *playSession() const;
    ReviewSession *reviewSession() const;

    // ---- What every session follows ----
    // Where time comes from (milliseconds, monotonic); tests give a fake one.
    void setTimeSource(std::function<qint64()> now);
    qint64 now() const { return m_now(); }
    // Asked before a session holding something unsaved goes, by the same rule whatever takes it
    // away (New Game, Open, Paste, Quit): a game in progress too, though Quit's autosave would keep
    // it, so that no game leaves the board without a word.
    void setLeaveQuestion(std::function<Answer(GameSession &, Leave)> question);
    // Whether the session shown may go now (asking when needed).
    bool mayLeave(Leave leave);
    // Whether a file being opened is indexed on indexing()'s thread (the window's way) or on the
    // spot, its opening ending before open returns (the default, for programs without a window).
    void setIndexInBackground(bool background);
    // The job indexing the file being opened (or a restored game's file), for its progress.
    BackgroundJob *indexing() const { return m_indexing; }
    bool isOpening() const { return m_opened || m_link; }
    // Stops indexing the file being opened: it is not opened, and its opening ends saying so. A
    // restored game's file stops being looked for: the game stays, not linked to it.
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
    // Game `index` of the file the session shown belongs to.
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
    // At start-up: the game found in the autosave file, restored if `accept` agrees; a damaged
    // file is set aside with a message. True when a game was restored. The game is shown at once;
    // the file it belongs to is indexed afterwards like a file being opened, and the game linked
    // to it when the file still holds it as it was read.
    bool restoreAutosave(const std::function<bool(const AutosaveRecord &)> &accept);
    // Writes the session's record now (or removes the file when it needs none). A failure is said
    // once as a message, and the write is retried every few seconds until it succeeds.
    void writeAutosave();

signals:
    // A file's indexing starts on indexing()'s thread (a file opened, a restored game's file).
    void indexingStarted(const QString &path);
    // A new session is shown (the previous one is deleted after this signal).
    void sessionChanged(ferz::GameSession *session);
    // The session's record was written to the autosave file.
    void autosaveWritten();
    void message(const QString &text);

private:
    // Where a restored game was read from, while its file is indexed to find it there.
    struct Link {
        QString file;
        int gameIndex = -1;
        std::uint64_t gameHash = 0;
    };
    // `link`: the file a restored game is looked for in, which its autosave record keeps meanwhile.
    void show(std::unique_ptr<GameSession> session, const QString &text = QString(),
              std::optional<Link> link = std::nullopt);
    // Puts the settings' notation, rules and review options on the session shown.
    void applySettings();
    void open(const QString &path, bool forReview, Opened done);
    // Indexes `path` into a new PgnFile, on the spot or in the background, then calls `then`.
    void indexFile(const QString &path, std::function<void(std::shared_ptr<PgnFile>, bool read)> then);
    // A restored game's file was indexed: the game is linked to it, or told why not.
    void linked(const std::shared_ptr<PgnFile> &database, bool read);
    void indexed(const std::shared_ptr<PgnFile> &database, const QString &path, bool forReview, bool read);
    // The games of a pasted text, indexed in a file of Ferz's own; nullptr when it cannot be written.
    std::shared_ptr<PgnFile> pastedGames(const QString &text);
    // `note` says what was assumed of the game's text (pgnEncodingNote).
    std::unique_ptr<GameSession> sessionForGame(std::shared_ptr<PgnFile> database, int index, bool forReview,
                                                QString *error, QString *note);
    std::unique_ptr<GameSession> sessionForTree(std::unique_ptr<GameTree> tree, GameSource source, bool forReview);
    void setAutosaveProblem(const QString &why);
    // Whether this Ferz holds the autosave; claims it the first time, and says once when it cannot.
    bool ownsAutosave();

    std::unique_ptr<GameSession> m_session;
    std::function<qint64()> m_now;
    std::function<Answer(GameSession &, Leave)> m_question;
    BackgroundJob *m_indexing;
    bool m_indexInBackground = false;
    Opened m_opened; // the opening under way's; empty when none is
    QString m_openingPath;
    std::optional<Link> m_link;
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
