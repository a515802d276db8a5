// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/workspace.h"

#include "core/file/atomicfile.h"
#include "core/pgn/pgnmessage.h"
#include "core/pgn/playablegame.h"
#include "core/rules/chess960.h"
#include "core/task/backgroundjob.h"
#include "ui/session/autosavefile.h"
#include "ui/settings/viewsettings.h"

#include <QDir>
#include <QElapsedTimer>
#include <QRegularExpression>

#include <utility>
#include <vector>

namespace ferz {

namespace {

constexpr int AutosaveRetryMs = 5000;

bool hasVariations(const GameTree &tree)
{
    std::vector<const GameNode *> pending {tree.root()};
    while (!pending.empty()) {
        const GameNode *node = pending.back();
        pending.pop_back();
        if (node->childCount() > 1)
            return true;
        if (node->childCount() == 1)
            pending.push_back(node->child(0));
    }
    return false;
}

// What a reading error left unread of a game: the text from the failing token (with the move
// number just before it) to the end of the game, without the result, which the Result tag keeps.
std::string unreadText(const PgnFile &database, const PgnGame &game)
{
    std::int64_t begin = game.errors.front().offset;
    static const QRegularExpression number(QStringLiteral("\\d+\\.+\\s*$"));
    const QString before = QString::fromStdString(database.text(std::max(game.begin, begin - 16), begin));
    if (const QRegularExpressionMatch match = number.match(before); match.hasMatch())
        begin -= match.captured().toUtf8().size();
    std::string text = database.text(begin, game.end);
    const std::string result = game.tree.tag("Result");
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.pop_back();
    if (!result.empty() && text.ends_with(result))
        text.erase(text.size() - result.size());
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.pop_back();
    return text;
}

// Why a game read from a file stops early; empty when it was read completely.
QString readProblem(const GameSession &session)
{
    const auto *review = qobject_cast<const ReviewSession *>(&session);
    return review ? review->readProblem() : QString();
}

QString withNote(const QString &text, const QString &note)
{
    return note.isEmpty() ? text : text.isEmpty() ? note : text + QLatin1Char(' ') + note;
}

} // namespace

Workspace::Workspace(const ViewSettings &settings, QObject *parent)
    : QObject(parent), m_indexing(new BackgroundJob(this)), m_settings(settings)
{
    connect(&settings, &ViewSettings::changed, this, [this](ViewSettings::Key key) {
        using enum ViewSettings::Key;
        if (m_session && (key == Notation || key == Rules || key == MainLine))
            applySettings();
    });
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    m_now = [clock] { return clock->elapsed(); };
    m_autosaveRetry.setInterval(AutosaveRetryMs);
    connect(&m_autosaveRetry, &QTimer::timeout, this, &Workspace::writeAutosave);
}

Workspace::~Workspace()
{
    // The session's signals would reach a half-destroyed workspace.
    if (m_session)
        disconnect(m_session.get(), nullptr, this, nullptr);
}

PlaySession *Workspace::playSession() const
{
    return qobject_cast<PlaySession *>(m_session.get());
}

ReviewSession *Workspace::reviewSession() const
{
    return qobject_cast<ReviewSession *>(m_session.get());
}

// ---- Settings ---------------------------------------------------------------

void Workspace::setTimeSource(std::function<qint64()> now)
{
    m_now = std::move(now);
    // The game on the board runs on the new time.
    if (PlaySession *play = playSession(); play && !play->game().clock().isPaused())
        play->game().startClock(m_now());
}

void Workspace::applySettings()
{
    m_session->setNotationStyle(m_settings.notation());
    m_session->setTouchMove(m_settings.values().touchMove);
    if (PlaySession *play = playSession())
        play->setOptions(m_settings.values().gameOptions());
    if (ReviewSession *review = reviewSession())
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
    if (std::exchange(m_link, std::nullopt)) {
        emit message(tr("The restored game is not linked to %1, which was still being read: Save As writes it to a "
                        "file.")
                         .arg(nativePath(m_openingPath)));
        return;
    }
    const QString text = tr("Opening %1 was cancelled; the game shown stays.").arg(nativePath(m_openingPath));
    std::exchange(m_opened, {})(false, QString());
    emit message(text);
}

bool Workspace::mayLeave(Leave leave)
{
    if (!m_session)
        return true;
    if (!m_session->isModified() || !m_question)
        return true;
    const Answer answer = m_question(*m_session, leave);
    if (answer == Answer::Keep)
        return false;
    if (answer == Answer::Discard && leave == Leave::Close && m_autosaveLock) {
        // What the user threw away must not be offered back at the next start.
        m_autosaveEnabled = false;
        m_autosaveRetry.stop();
        autosave::remove();
    }
    return true;
}

// ---- New sessions -------------------------------------------------------------

void Workspace::show(std::unique_ptr<GameSession> session, const QString &text, std::optional<Link> link)
{
    const std::unique_ptr<GameSession> old = std::move(m_session);
    if (old)
        disconnect(old.get(), nullptr, this, nullptr);
    if (std::exchange(m_link, std::move(link)))
        m_indexing->cancel(); // the restored game it was for is gone
    m_session = std::move(session);
    applySettings();
    connect(m_session.get(), &GameSession::changed, this, [this](const GameChange &change) {
        if (change.recordChanged)
            writeAutosave();
    });
    connect(m_session.get(), &GameSession::autosaveDue, this, &Workspace::writeAutosave);
    emit sessionChanged(m_session.get());
    writeAutosave();
    const PlaySession *play = playSession();
    const bool waits = play && !play->game().isOver() && play->game().clock().isPaused();
    emit message(withNote(
        text,
        waits ? tr("The clock is paused: resume it (Game ▸ Resume Clock) when both players are ready.") : QString()));
}

std::unique_ptr<GameSession> Workspace::sessionForTree(std::unique_ptr<GameTree> tree, GameSource source,
                                                       bool forReview)
{
    if (!forReview && !hasVariations(*tree)) {
        // A main line with a null move cannot go on being played: it is reviewed instead.
        if (auto game = playableGame(std::move(*tree), m_settings.values().gameOptions(), nullptr)) {
            // A clock read from a file waits for the players, as a restored one does.
            if (!game->isOver() && game->clock().isTimed()) {
                game->startClock(now());
                game->clock().pause(now());
            }
            return std::make_unique<PlaySession>(std::make_unique<Game>(std::move(*game)), std::move(source), m_now);
        }
    }
    return std::make_unique<ReviewSession>(std::move(tree), std::move(source));
}

std::unique_ptr<GameSession> Workspace::sessionForGame(std::shared_ptr<PgnFile> database, int index, bool forReview,
                                                       QString *error, QString *note)
{
    PgnGame game;
    std::uint64_t hash = 0;
    if (!database->readAt(index, game, &hash)) {
        *error = tr("Cannot read game %1 of %2.").arg(index + 1).arg(nativePath(database->path()));
        return nullptr;
    }
    GameSource source {database, index, hash, nullptr};
    *note = pgnEncodingNote(game);
    if (game.errors.empty())
        return sessionForTree(std::make_unique<GameTree>(std::move(game.tree)), std::move(source), forReview);
    const QString problem =
        tr("Game %1 was read up to an error: %2").arg(index + 1).arg(pgnErrorMessage(game.errors.front()));
    std::string unread = unreadText(*database, game);
    auto review = std::make_unique<ReviewSession>(std::make_unique<GameTree>(std::move(game.tree)), std::move(source));
    review->setReadProblem(problem, std::move(unread));
    return review;
}

void Workspace::newGame(const NewGameSettings &settings)
{
    if (!mayLeave(Leave::Replace))
        return;
    auto play = std::make_unique<PlaySession>(PlaySession::newGame(settings, m_settings.values().gameOptions()),
                                              GameSource(), m_now);
    for (auto [side, plays] :
         {std::pair {Color::White, settings.engineWhite}, std::pair {Color::Black, settings.engineBlack}})
        if (plays && !settings.engine.isEmpty())
            play->letEnginePlay(side, settings.engine, settings.strength, settings.engineMayResign);
    show(std::move(play));
}

void Workspace::openFile(const QString &path, Opened done)
{
    open(path, false, std::move(done));
}

void Workspace::openForReview(const QString &path, Opened done)
{
    open(path, true, std::move(done));
}

void Workspace::open(const QString &path, bool forReview, Opened done)
{
    if (isOpening()) {
        done(false,
             tr("%1 is still being read; wait for it, or cancel it, before opening %2.")
                 .arg(nativePath(m_openingPath), nativePath(path)));
        return;
    }
    m_opened = std::move(done);
    indexFile(path, [this, path, forReview](const std::shared_ptr<PgnFile> &database, bool read) {
        indexed(database, path, forReview, read);
    });
}

void Workspace::indexFile(const QString &path, std::function<void(std::shared_ptr<PgnFile>, bool)> then)
{
    m_openingPath = path;
    auto database = std::make_shared<PgnFile>();
    if (!m_indexInBackground) {
        then(database, database->open(path));
        return;
    }
    emit indexingStarted(path);
    m_indexing->start<bool>(
        [database, path](BackgroundJob::Control &control) {
            return database->open(path, TextEncoding::Auto, [&control](std::int64_t read, std::int64_t total) {
                return control.report(read, total);
            });
        },
        [database, then = std::move(then)](bool read) { then(database, read); });
}

void Workspace::indexed(const std::shared_ptr<PgnFile> &database, const QString &path, bool forReview, bool read)
{
    const Opened done = std::exchange(m_opened, {});
    QString error;
    if (!read) {
        done(false, tr("Cannot open %1: %2").arg(nativePath(path), database->errorString()));
        return;
    }
    if (database->count() == 0) {
        done(false, tr("There is no game in %1.").arg(nativePath(path)));
        return;
    }
    QString note;
    auto session = sessionForGame(database, 0, forReview || database->count() > 1, &error, &note);
    if (!session) {
        done(false, error);
        return;
    }
    // Asked only now, about the game shown now: moves made while the file was read count too.
    if (!mayLeave(Leave::Replace)) {
        done(false, QString());
        return;
    }
    const QString problem = readProblem(*session);
    show(std::move(session), withNote(problem.isEmpty() ? tr("Opened %1.").arg(nativePath(path)) : problem, note));
    done(true, QString());
}

bool Workspace::openGame(int index)
{
    const std::shared_ptr<PgnFile> database = m_session->source().database;
    if (!database || index < 0 || index >= database->count() || index == m_session->source().index)
        return false;
    if (!mayLeave(Leave::Replace))
        return false;
    QString error, note;
    auto session = sessionForGame(database, index, true, &error, &note);
    if (!session) {
        emit message(error);
        return false;
    }
    const QString problem = readProblem(*session);
    show(std::move(session), withNote(problem, note));
    return true;
}

bool Workspace::paste(const QString &text, QString *error)
{
    // A FEN that only Chess960 reads starts a Chess960 game.
    auto position = chess960::readEitherFen(text.trimmed().toStdString());
    if (const Position *start = std::get_if<Position>(&position)) {
        if (!startFrom(*start, GameSession::Kind::Play))
            return false;
        emit message(tr("A new game starts from the pasted position."));
        return true;
    }
    if (holdsSeveralGames(text.toUtf8())) {
        // Several games: listed as a file's are, the first on the board, until Save As names a file.
        const std::shared_ptr<PgnFile> games = pastedGames(text);
        if (!games) {
            *error = tr("The clipboard holds several games, but Ferz cannot keep them in a file of its own in %1 to "
                        "list them.")
                         .arg(nativePath(QDir::tempPath()));
            return false;
        }
        if (!mayLeave(Leave::Replace))
            return false;
        QString note;
        auto session = sessionForGame(games, 0, true, error, &note);
        if (!session)
            return false;
        const QString problem = readProblem(*session);
        show(std::move(session),
             withNote(problem.isEmpty() ? tr("The clipboard's %1 games are listed, the first on the board; Save As "
                                             "writes them to a file.")
                                              .arg(games->count())
                                        : problem,
                      note));
        return true;
    }
    QString why;
    auto game = readFirstGame(text.trimmed().toUtf8(), &why);
    if (!game) {
        *error = tr("The clipboard holds neither a FEN nor a PGN game: %1").arg(why);
        return false;
    }
    if (!mayLeave(Leave::Replace))
        return false;
    show(sessionForTree(std::make_unique<GameTree>(std::move(game->tree)), GameSource(), false),
         tr("The pasted game is on the board."));
    return true;
}

std::shared_ptr<PgnFile> Workspace::pastedGames(const QString &text)
{
    if (!m_pasted)
        m_pasted = std::make_unique<QTemporaryDir>();
    // A file of their own for each paste: the games of an earlier one may still be shown.
    const QString path = m_pasted->filePath(QStringLiteral("pasted-%1.pgn").arg(++m_pastes));
    if (!m_pasted->isValid() || !writeFileAtomically(path, text.toUtf8()))
        return nullptr;
    auto games = std::make_shared<PgnFile>();
    if (!games->open(path, TextEncoding::Utf8))
        return nullptr;
    games->setScratch(true);
    return games;
}

bool Workspace::startFrom(const Position &start, GameSession::Kind kind)
{
    if (!mayLeave(Leave::Replace))
        return false;
    if (kind == GameSession::Kind::Review) {
        auto tree = std::make_unique<GameTree>(start);
        tree->setStartPosition(start);
        show(std::make_unique<ReviewSession>(std::move(tree), GameSource()));
        return true;
    }
    // The players and the clock of the game on the board, if one is played.
    NewGameSettings settings = playSession() ? playSession()->nextGameSettings() : NewGameSettings();
    settings.start = start;
    show(std::make_unique<PlaySession>(PlaySession::newGame(settings, m_settings.values().gameOptions()), GameSource(),
                                       m_now));
    return true;
}

bool Workspace::review(std::unique_ptr<GameTree> tree, int ply, const QString &text, GameSource source)
{
    if (!mayLeave(Leave::Replace))
        return false;
    GameNode *node = tree->root();
    for (int i = 0; i < ply && node->mainChild(); ++i)
        node = node->mainChild();
    auto session = std::make_unique<ReviewSession>(std::move(tree), std::move(source));
    session->setCurrent(node);
    show(std::move(session), text);
    return true;
}

// ---- Autosave -----------------------------------------------------------------

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
    if (!m_autosaveEnabled || !m_session)
        return;
    if (!m_session->needsAutosave()) {
        autosave::remove();
        setAutosaveProblem(QString());
        return;
    }
    AutosaveRecord record = m_session->autosaveRecord();
    if (m_link) { // not linked yet: the game still belongs to its file
        record.file = m_link->file;
        record.gameIndex = m_link->gameIndex;
        record.gameHash = m_link->gameHash;
    }
    QString why;
    const bool written = autosave::write(record, &why);
    setAutosaveProblem(written ? QString() : why);
    if (written)
        emit autosaveWritten();
}

void Workspace::setAutosaveProblem(const QString &why)
{
    // Said once when it starts and once when it ends, not at every attempt; retried meanwhile,
    // even when nothing changes, so that the game is kept as soon as the disk allows.
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

bool Workspace::restoreAutosave(const std::function<bool(const AutosaveRecord &)> &accept)
{
    // The game another running Ferz keeps is not one left from the last run.
    if (!ownsAutosave())
        return false;
    QString problem;
    const std::optional<AutosaveRecord> record = autosave::read(&problem);
    if (!record) {
        emit message(problem);
        return false;
    }
    if (!accept(*record)) {
        autosave::remove();
        return false;
    }
    std::unique_ptr<GameSession> session;
    QString why;
    if (record->kind == AutosaveRecord::Kind::Play) {
        if (auto game = restoreGame(*record, m_settings.values().gameOptions(), now(), &why)) {
            auto play = std::make_unique<PlaySession>(std::make_unique<Game>(std::move(*game)), GameSource(), m_now);
            for (Color c : {Color::White, Color::Black})
                if (const auto &seat = record->engines[index(c)])
                    play->letEnginePlay(c, seat->program, EngineStrength::fromKey(seat->strength, seat->elo),
                                        seat->mayResign);
            session = std::move(play);
        }
    } else if (auto game = readFirstGame(QByteArray::fromStdString(record->pgn), &why)) {
        session = std::make_unique<ReviewSession>(std::make_unique<GameTree>(std::move(game->tree)), GameSource());
    }
    if (!session) {
        emit message(autosave::setAside(why));
        return false;
    }
    session->markUnsaved();
    const QString text = record->kind == AutosaveRecord::Kind::Review
        ? tr("The unsaved edits were restored: save them to keep them.")
        : record->ending != Termination::None ? tr("The finished game was restored: save it to keep it.")
                                              : tr("The game in progress was restored.");
    if (record->file.isEmpty()) {
        show(std::move(session), text);
        return true;
    }
    show(std::move(session), text, Link {record->file, record->gameIndex, record->gameHash});
    indexFile(record->file, [this](const std::shared_ptr<PgnFile> &database, bool read) { linked(database, read); });
    return true;
}

void Workspace::linked(const std::shared_ptr<PgnFile> &database, bool read)
{
    const Link link = *std::exchange(m_link, std::nullopt);
    int index = -1;
    if (read)
        index = link.gameIndex >= 0 && link.gameIndex < database->count()
                && database->hashOf(link.gameIndex) == link.gameHash
            ? link.gameIndex
            : database->find(link.gameHash);
    if (index >= 0)
        m_session->linkTo({database, index, link.gameHash, nullptr});
    else
        emit message(tr("%1 no longer holds the restored game as it was read, so the game is not linked to it: "
                        "Save As writes it to a file.")
                         .arg(nativePath(link.file)));
}

} // namespace ferz
