// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/playsession.h"

#include "ui/session/gametext.h"

#include <QFileInfo>

#include <QDate>

namespace ferz {

namespace {

constexpr int TickMs = 100;
constexpr qint64 AutosaveEveryMs = 2000; // while a clock runs

} // namespace

PlaySession::PlaySession(std::unique_ptr<Game> game, GameSource source, std::function<qint64()> now, QObject *parent)
    : GameSession(&game->tree(), std::move(source), parent), m_game(std::move(game)), m_now(std::move(now))
{
    if (!m_game->clock().isPaused())
        m_game->startClock(this->now());
    setCurrent(tree().mainLineEnd());
    m_lastTick = this->now();
    m_tick.setInterval(TickMs);
    connect(&m_tick, &QTimer::timeout, this, &PlaySession::tick);
    m_tick.start();
}

std::unique_ptr<Game> PlaySession::newGame(const NewGameSettings &settings, const GameOptions &options)
{
    auto game = std::make_unique<Game>(settings.start, settings.control, options);
    game->tree().setTag("White", settings.white.isEmpty() ? "?" : settings.white.toStdString());
    game->tree().setTag("Black", settings.black.isEmpty() ? "?" : settings.black.toStdString());
    game->tree().setTag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    return game;
}

NewGameSettings PlaySession::nextGameSettings() const
{
    NewGameSettings settings;
    for (Color c : {Color::White, Color::Black})
        if (const EnginePlayer *engine = engineOf(c)) {
            (c == Color::White ? settings.engineWhite : settings.engineBlack) = true;
            settings.strength = engine->strength();
            settings.engineMayResign = engine->mayResign();
        }
    // The people's names; the engine names itself.
    for (auto [name, side] : {std::pair {&settings.white, Color::White}, std::pair {&settings.black, Color::Black}}) {
        const std::string value = tree().tag(side == Color::White ? "White" : "Black");
        *name = value == "?" || engineOf(side) ? QString() : QString::fromStdString(value);
    }
    settings.control = m_game->clock().control();
    settings.variant = tree().startPosition().variant();
    return settings;
}

void PlaySession::setOptions(const GameOptions &options)
{
    m_game->setOptions(options);
}

QString PlaySession::colorName(Color c) const
{
    return c == Color::White ? tr("White") : tr("Black");
}

QString PlaySession::statusText() const
{
    QString text = m_game->isOver() ? endingText(*m_game) : turnText(m_game->position());
    if (!m_game->isOver() && m_game->clock().isPaused())
        text += tr(" · clock paused");
    if (const QString declined = drawOfferDeclinedStatus(*m_game); !declined.isEmpty())
        text += QStringLiteral(" · ") + declined;
    // The offer is said with its move; the line keeps it in sight until it is answered.
    if (!m_game->isOver() && m_game->drawOffered())
        text += QStringLiteral(" · ")
            + tr("%1 offers a draw: accept or decline it, or decline it by moving")
                  .arg(colorName(~m_game->position().sideToMove()));
    if (!atLivePosition())
        text += tr(" · showing an earlier position (End returns to the game)");
    else if (const QString claim = drawClaimText(); !claim.isEmpty())
        text += QStringLiteral(" · ") + claim;
    return text;
}

QString PlaySession::drawClaimText() const
{
    if (m_game->isOver())
        return {};
    const QString side = colorName(m_game->position().sideToMove());
    switch (m_game->claimableDraw()) {
    case DrawClaim::ThreefoldRepetition:
        return tr("%1 may claim a draw by threefold repetition (Game ▸ Claim Draw)").arg(side);
    case DrawClaim::FiftyMoves: return tr("%1 may claim a draw by the fifty-move rule (Game ▸ Claim Draw)").arg(side);
    case DrawClaim::None: break;
    }
    return m_game->canClaimWithAMove()
        ? tr("%1 may claim a draw with the next move (Game ▸ Claim Draw with the Next Move)").arg(side)
        : QString();
}

QString PlaySession::endingReason() const
{
    return ferz::endingReason(*m_game);
}

bool PlaySession::atLivePosition() const
{
    return current() == tree().mainLineEnd();
}

bool PlaySession::acceptsMoves() const
{
    return !m_game->isOver() && atLivePosition() && !isEngineTurn();
}

void PlaySession::gameChanged(bool showLive)
{
    markUnsaved();
    notifyTreeChanged();
    if (showLive)
        showNode(tree().mainLineEnd());
    // Nothing changes a finished game: one that is over now ended in this step.
    if (m_game->isOver())
        pending().ending = m_game->termination();
    letEngineThink();
}

void PlaySession::takeMove(Move move, GameChange::Origin origin)
{
    if (m_game->isOver()) {
        emit message(tr("The game is over."));
        return;
    }
    if (!atLivePosition()) {
        emit message(tr("Moves are played at the last position: press End to go there."));
        return;
    }
    if (m_game->clock().isPaused()) {
        emit message(tr("The clock is paused: resume it (Game ▸ Resume Clock) to go on playing."));
        return;
    }
    if (const EnginePlayer *engine = engineOf(m_game->position().sideToMove())) {
        emit message(tr("It is %1's move: the engine plays %2.")
                         .arg(engine->name(), colorName(m_game->position().sideToMove())));
        return;
    }
    play(move, origin);
}

void PlaySession::play(Move move, GameChange::Origin origin)
{
    const Step step(*this, origin);
    const int plies = m_game->plyCount();
    const std::int64_t time = now();
    if (m_claimWithMove) {
        m_claimWithMove = false;
        const auto claim = m_game->playAndClaim(move, time);
        emit message(claim && *claim == DrawClaim::None
                         ? tr("That move allows no draw claim: it stands, and the game goes on.")
                         : QString());
    } else if (m_game->play(move, time)) {
        // The offer made with the move is said with the move (GameChange): the line is free.
        emit message(QString());
    }
    gameChanged(true);
    // The move itself, with how the game ended by it, when the board steps onto it.
    if (m_game->plyCount() > plies && pending().move)
        pending().move = describeLastMove(*m_game);
}

void PlaySession::offerDraw()
{
    const Step step(*this, GameChange::Origin::Game);
    if (!m_game->offerDraw())
        return;
    emit message(
        tr("%1 offers a draw: the offer is made with the next move.").arg(colorName(m_game->position().sideToMove())));
    pending().recordChanged = true;
}

void PlaySession::acceptDraw()
{
    const Step step(*this, GameChange::Origin::Game);
    if (!m_game->acceptDraw(now()))
        return;
    emit message(QString());
    gameChanged(false);
}

void PlaySession::declineDraw()
{
    const Step step(*this, GameChange::Origin::Game);
    if (!m_game->declineDraw())
        return;
    emit message(tr("%1 declines the draw offer.").arg(colorName(m_game->position().sideToMove())));
    gameChanged(false);
}

void PlaySession::claimDraw()
{
    const Step step(*this, GameChange::Origin::Game);
    if (m_game->claimDraw(now())) {
        emit message(QString());
        gameChanged(false);
        return;
    }
    if (m_game->canClaimWithAMove()) {
        m_claimWithMove = true;
        emit message(tr("Now make the move that repeats the position for the third time or completes fifty moves: "
                        "the draw is claimed with it."));
    }
}

void PlaySession::resign(Color side)
{
    const Step step(*this, GameChange::Origin::Game);
    if (!m_game->resign(side, now()))
        return;
    emit message(QString());
    gameChanged(false);
}

void PlaySession::takeBack()
{
    if (m_game->isOver() || m_game->plyCount() == 0)
        return;
    const Step step(*this, GameChange::Origin::TakeBack);
    // Against the engine: the person's last move goes, with the engine's answer to it.
    int moves = 1;
    if (playsAgainstEngine()) {
        if (m_game->clock().isTimed()) {
            emit message(tr("Against the engine, moves are taken back only in games without a clock."));
            return;
        }
        if (isEngineTurn() && engineOf(~m_game->position().sideToMove())) {
            emit message(tr("The engine's own moves are not taken back."));
            return;
        }
        if (!isEngineTurn() && m_game->plyCount() >= 2)
            moves = 2;
        for (Color c : {Color::White, Color::Black})
            if (EnginePlayer *engine = engineOf(c)) {
                engine->cancel();
                engine->forgetLast(moves - 1); // its evaluation of the answer taken back
            }
    }
    // The moves go with every line beside them: the cursor must not stay on any of them.
    GameNode *stays = tree().mainLineEnd();
    for (int i = 0; i < moves; ++i)
        stays = stays->parent();
    for (const GameNode *n = current(); !n->isRoot(); n = n->parent())
        if (n->parent() == stays) {
            showNode(stays);
            break;
        }
    for (int i = 0; i < moves; ++i)
        if (!m_game->takeBack(now()))
            return;
    // The edits on the stack may refer to the variations that went with the move.
    undoStack()->clear();
    m_claimWithMove = false;
    emit message(moves == 2 ? tr("Your last move and the engine's answer were taken back.")
                            : tr("The last move was taken back."));
    gameChanged(true);
}

void PlaySession::togglePause()
{
    const Step step(*this, GameChange::Origin::Game);
    ChessClock &clock = m_game->clock();
    if (clock.isPaused()) {
        clock.resume(now());
        // Replaces "The clock is paused: resume it…", which is no longer true.
        emit message(tr("The clock runs again."));
    } else {
        clock.pause(now());
    }
    pending().recordChanged = true;
    letEngineThink();
}

void PlaySession::tick()
{
    const qint64 since = m_lastTick;
    m_lastTick = now();
    if (m_game->checkFlag(now())) {
        const Step step(*this, GameChange::Origin::Game);
        gameChanged(false);
        return;
    }
    emit clocksChanged(m_game->clock(), since, now());
    if (m_game->clock().isRunning() && now() - m_lastAutosave >= AutosaveEveryMs) {
        m_lastAutosave = now();
        emit autosaveDue();
    }
}

// ---- The engine as a player ------------------------------------------------------

void PlaySession::letEnginePlay(Color side, const QString &program, const EngineStrength &strength, bool mayResign)
{
    const Step seat(*this, GameChange::Origin::Game);
    auto engine = std::make_unique<EnginePlayer>(program, strength, mayResign);
    connect(engine.get(), &EnginePlayer::moveChosen, this, [this, side](Move move) { engineMoved(side, move); });
    connect(engine.get(), &EnginePlayer::resigns, this, [this, side] {
        if (m_game->isOver() || m_game->position().sideToMove() != side)
            return;
        const Step step(*this, GameChange::Origin::Engine);
        m_game->resign(side, now());
        emit message(tr("The engine resigns: it sees no way to save the game."));
        gameChanged(false);
    });
    connect(engine.get(), &EnginePlayer::failed, this, [this, side](const QString &reason) {
        {
            const Step step(*this, GameChange::Origin::Engine);
            if (!m_game->isOver() && !m_game->clock().isPaused())
                m_game->clock().pause(now());
            pending().recordChanged = true;
        }
        emit engineFailed(side, reason);
    });
    // The program's name stands for the engine until the engine gives its own.
    const char *tag = side == Color::White ? "White" : "Black";
    const std::string standIn = QFileInfo(program).baseName().toStdString();
    if (tree().tag(tag).empty() || tree().tag(tag) == "?")
        tree().setTag(tag, standIn);
    connect(engine->engine(), &UciEngine::stateChanged, this, [this, side, tag, standIn](UciEngine::State state) {
        if (state == UciEngine::State::Ready && engineOf(side) && tree().tag(tag) == standIn) {
            const Step step(*this, GameChange::Origin::Engine);
            tree().setTag(tag, engineOf(side)->name().toStdString());
            notifyTreeChanged();
        }
    });
    dismissEngine(side);
    m_engines[index(side)] = std::move(engine);
    pending().recordChanged = true;
    letEngineThink();
}

void PlaySession::letPersonPlay(Color side)
{
    const Step step(*this, GameChange::Origin::Game);
    dismissEngine(side);
    pending().recordChanged = true;
}

void PlaySession::dismissEngine(Color side)
{
    std::unique_ptr<EnginePlayer> &engine = m_engines[index(side)];
    if (!engine)
        return;
    // Its failure, reported from within the engine's own code, is what asks for another player:
    // it goes once that code has returned to the event loop.
    engine->disconnect(this);
    engine->engine()->disconnect(this);
    engine.release()->deleteLater();
}

void PlaySession::letEngineThink()
{
    const bool waits = m_game->isOver() || m_game->clock().isPaused();
    for (Color c : {Color::White, Color::Black})
        if (EnginePlayer *engine = engineOf(c); engine && (waits || c != m_game->position().sideToMove()))
            engine->cancel();
    EnginePlayer *engine = engineOf(m_game->position().sideToMove());
    if (waits || !engine)
        return;
    if (m_game->drawOffered() && engine->acceptsDraw(m_game->position())) {
        const Step step(*this, GameChange::Origin::Engine);
        m_game->acceptDraw(now());
        emit message(tr("The engine accepts the draw offer."));
        gameChanged(false);
        return;
    }
    engine->think(*m_game, now());
}

void PlaySession::engineMoved(Color side, Move move)
{
    // An answer to a position the game has left (a take-back, a pause) is of no use.
    if (m_game->isOver() || m_game->clock().isPaused() || m_game->position().sideToMove() != side
        || !m_game->position().isLegal(move))
        return;
    // The move is said with its player's name (GameChange's origin Engine); a declined offer after it.
    const bool offered = m_game->drawOffered();
    play(move, GameChange::Origin::Engine);
    if (offered)
        emit message(tr("The engine declines the draw offer."));
}

bool PlaySession::needsAutosave() const
{
    // A game without a move keeps nothing but edits made to it (a restored game whose moves were all
    // taken back is no game to offer again); a game in progress keeps its clocks even when its
    // moves are saved in a file.
    if (m_game->plyCount() == 0)
        return undoStack()->canUndo();
    return isModified() || !m_game->isOver();
}

AutosaveRecord PlaySession::autosaveRecord() const
{
    AutosaveRecord record = playRecord(*m_game, now());
    const AutosaveRecord common = GameSession::autosaveRecord();
    record.file = common.file;
    record.gameIndex = common.gameIndex;
    record.gameHash = common.gameHash;
    for (Color c : {Color::White, Color::Black})
        if (const EnginePlayer *engine = engineOf(c))
            record.engines[index(c)] = AutosaveRecord::EngineSeat {
                engine->engine()->program(), engine->strength().key(), engine->strength().elo, engine->mayResign()};
    return record;
}

} // namespace ferz
