// SPDX-License-Identifier: GPL-3.0-or-later
// The workspace's new sessions: a new game, a file opened (indexed first, perhaps in the
// background), another game of a file, a pasted text, a position set up, a database's game.
#include "ui/session/workspace.h"

#include "core/file/atomicfile.h"
#include "core/pgn/pgnmessage.h"
#include "core/pgn/playablegame.h"
#include "core/rules/chess960.h"
#include "core/task/backgroundjob.h"
#include "ui/settings/viewsettings.h"

#include <QDir>
#include <QRegularExpression>

#include <utility>
#include <vector>

namespace ferz {

namespace {

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

std::unique_ptr<PlaySession> Workspace::playSessionFor(std::unique_ptr<Game> game, GameSource source)
{
    // Every game reads the time through the workspace, whose source tests replace.
    return std::make_unique<PlaySession>(std::move(game), std::move(source), [this] { return m_now(); });
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
            return playSessionFor(std::make_unique<Game>(std::move(*game)), std::move(source));
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
    const std::optional<Place> place = placeNew();
    if (!place)
        return;
    auto play = playSessionFor(PlaySession::newGame(settings, m_settings.values().gameOptions()));
    for (auto [side, plays] :
         {std::pair {Color::White, settings.engineWhite}, std::pair {Color::Black, settings.engineBlack}})
        if (plays && !settings.engine.isEmpty())
            play->letEnginePlay(side, settings.engine, settings.strength, settings.engineMayResign);
    show(std::move(play), *place);
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
    const std::optional<Place> place = placeNew();
    if (!place) {
        done(false, QString());
        return;
    }
    const QString problem = readProblem(*session);
    show(std::move(session), *place,
         withNote(problem.isEmpty() ? tr("Opened %1.").arg(nativePath(path)) : problem, note));
    done(true, QString());
}

bool Workspace::openGame(int index)
{
    const std::shared_ptr<PgnFile> database = session()->source().database;
    if (!database || index < 0 || index >= database->count() || index == session()->source().index)
        return false;
    if (!mayReplace())
        return false;
    QString error, note;
    auto session = sessionForGame(database, index, true, &error, &note);
    if (!session) {
        emit message(error);
        return false;
    }
    const QString problem = readProblem(*session);
    show(std::move(session), Place::Replace, withNote(problem, note));
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
        const std::optional<Place> place = placeNew();
        if (!place)
            return false;
        QString note;
        auto session = sessionForGame(games, 0, true, error, &note);
        if (!session)
            return false;
        const QString problem = readProblem(*session);
        show(std::move(session), *place,
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
    const std::optional<Place> place = placeNew();
    if (!place)
        return false;
    show(sessionForTree(std::make_unique<GameTree>(std::move(game->tree)), GameSource(), false), *place,
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
    // The players and the clock of the game on the board, if one is played.
    NewGameSettings settings = playSession() ? playSession()->nextGameSettings() : NewGameSettings();
    const std::optional<Place> place = placeNew();
    if (!place)
        return false;
    if (kind == GameSession::Kind::Review) {
        auto tree = std::make_unique<GameTree>(start);
        tree->setStartPosition(start);
        show(std::make_unique<ReviewSession>(std::move(tree), GameSource()), *place);
        return true;
    }
    settings.start = start;
    show(playSessionFor(PlaySession::newGame(settings, m_settings.values().gameOptions())), *place);
    return true;
}

bool Workspace::review(std::unique_ptr<GameTree> tree, int ply, const QString &text, GameSource source)
{
    const std::optional<Place> place = placeNew();
    if (!place)
        return false;
    GameNode *node = tree->root();
    for (int i = 0; i < ply && node->mainChild(); ++i)
        node = node->mainChild();
    auto session = std::make_unique<ReviewSession>(std::move(tree), std::move(source));
    session->setCurrent(node);
    show(std::move(session), *place, text);
    return true;
}

} // namespace ferz
