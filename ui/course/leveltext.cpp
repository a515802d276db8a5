// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/course/leveltext.h"

#include "core/notation/moveinputmessage.h"
#include "core/pgn/linetext.h"
#include "core/rules/illegalmovetext.h"
#include "core/rules/squarename.h"
#include "ui/course/endgametext.h"
#include "ui/course/puzzletext.h"

#include <QRegularExpression>

namespace ferz {

namespace {

// English has no translation file: its plurals come from the source text, "%n move(s)".
QString plural(QString text, int n)
{
    return text.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
}

QString text(const Position &position, Move move, const NotationStyle &style)
{
    return QString::fromStdString(moveText(position, move, style));
}

QString square(Square s)
{
    return QString::fromStdString(squareName(s));
}

// The protocol steps say what Game writes into a record (context "Game"), in the same words.
QString stepText(const GameEvent &event, DrawClaim claim)
{
    const bool white = event.side == Color::White;
    switch (event.type) {
    case GameEvent::Type::Move: return {};
    case GameEvent::Type::Offer:
        return QCoreApplication::translate("Game", white ? "White offers a draw." : "Black offers a draw.");
    case GameEvent::Type::Accept:
        return QCoreApplication::translate("Game",
                                           white ? "White accepts the draw offer." : "Black accepts the draw offer.");
    case GameEvent::Type::Decline:
        return QCoreApplication::translate("Game",
                                           white ? "White declines the draw offer." : "Black declines the draw offer.");
    case GameEvent::Type::Claim:
        if (claim == DrawClaim::FiftyMoves)
            return QCoreApplication::translate("Game",
                                               white ? "White claims a draw by the fifty-move rule."
                                                     : "Black claims a draw by the fifty-move rule.");
        return QCoreApplication::translate("Game",
                                           white ? "White claims a draw by threefold repetition."
                                                 : "Black claims a draw by threefold repetition.");
    case GameEvent::Type::Resign:
        return QCoreApplication::translate("Game", white ? "White resigns." : "Black resigns.");
    }
    return {};
}

QString lettersOf(NotationLanguage language)
{
    QStringList letters;
    const auto all = pieceLetters(language);
    for (PieceType t : {PieceType::King, PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight})
        letters << QString::fromStdString(all[static_cast<std::size_t>(index(t))]);
    return letters.join(QLatin1Char(' '));
}

// The sentence, then which alphabet a look-alike letter of the typed text was read in.
QString withLookAlike(const QString &sentence, const MoveInput &input)
{
    const QString lookAlike = lookAlikeText(input);
    return lookAlike.isEmpty() ? sentence : sentence + QLatin1Char(' ') + lookAlike;
}

} // namespace

QString LevelText::course(const QString &source)
{
    return source.isEmpty() ? QString() : QCoreApplication::translate("Course", source.toUtf8().constData());
}

QString LevelText::unbroken(QString text)
{
    constexpr QChar Joiner(0x2060);
    text.replace(QStringLiteral("++"), QStringLiteral("+") + Joiner + QStringLiteral("+"));
    static const QRegularExpression castlingDash(QStringLiteral("(?<=0)([–—-])(?=0)"));
    return text.replace(castlingDash, QStringLiteral("\\1") + Joiner);
}

QString LevelText::title(const Stage &stage, int level)
{
    return tr("%1 — level %2 of %3").arg(course(stage.title)).arg(level + 1).arg(stage.levels.size());
}

QString LevelText::prompt(const Stage &stage, const Level &level, NotationLanguage letters)
{
    QString question;
    const bool white = level.side == Color::White;
    switch (level.kind) {
    case LevelKind::Collect:
        question = plural(tr("You have %n move(s).", nullptr, level.moveLimit), level.moveLimit);
        break;
    case LevelKind::Move:
    case LevelKind::Claim: break;
    case LevelKind::Question:
        switch (level.ask) {
        case Ask::Legal: question = tr("Is the move shown by the arrow legal?"); break;
        case Ask::Ending: question = tr("What is the state of the game?"); break;
        case Ask::Flag:
            question =
                white ? tr("White's flag falls. What is the result?") : tr("Black's flag falls. What is the result?");
            break;
        case Ask::SecondIllegal:
            question = white ? tr("White completes a second illegal move. What is the result?")
                             : tr("Black completes a second illegal move. What is the result?");
            break;
        case Ask::MayOffer:
            question = level.position.sideToMove() == Color::White ? tr("May White offer a draw now?")
                                                                   : tr("May Black offer a draw now?");
            break;
        case Ask::MayAccept:
            question = level.position.sideToMove() == Color::White ? tr("May White accept a draw now?")
                                                                   : tr("May Black accept a draw now?");
            break;
        case Ask::MayResign: question = white ? tr("May White resign now?") : tr("May Black resign now?"); break;
        case Ask::GameResult: question = tr("What is the result of the game?"); break;
        }
        break;
    case LevelKind::Write:
        question = tr("Type the move shown by the arrow in %1.").arg(notationName(level.notation, letters));
        break;
    case LevelKind::Read:
        question = tr("Play this move on the board, written in %1:").arg(notationName(level.notation, letters));
        break;
    case LevelKind::Endgame: question = EndgameText::question(level); break;
    case LevelKind::Puzzle: question = PuzzleText::question(); break;
    case LevelKind::Square:
        question = plural(level.findSquares ? tr("Click the square named, %n square(s) in a row.", nullptr, level.count)
                                            : tr("Type the name of the highlighted square, %n square(s) in a row.",
                                                 nullptr, level.count),
                          level.count);
        question +=
            QLatin1Char(' ') + plural(tr("Try to finish within %n second(s).", nullptr, level.seconds), level.seconds);
        break;
    }
    // The level's own words first; then the stage's instruction, which the kinds that ask their own
    // question do without.
    QStringList parts {course(level.prompt)};
    if (question.isEmpty() || level.kind == LevelKind::Collect || level.kind == LevelKind::Endgame)
        parts << course(stage.prompt);
    parts << question;
    parts.removeAll(QString());
    return parts.join(QLatin1Char(' '));
}

QString LevelText::answerName(Answer answer)
{
    switch (answer) {
    case Answer::Legal: return tr("Legal");
    case Answer::Illegal: return tr("Illegal");
    case Answer::Checkmate: return tr("Checkmate");
    case Answer::Stalemate: return tr("Stalemate");
    case Answer::DeadPosition: return tr("Dead position: a draw");
    case Answer::ClaimableDraw: return tr("A draw may be claimed");
    case Answer::AutomaticDraw: return tr("Drawn automatically");
    case Answer::PlayOn: return tr("The game goes on");
    case Answer::WhiteWins: return tr("White wins");
    case Answer::BlackWins: return tr("Black wins");
    case Answer::Draw: return tr("Draw");
    case Answer::Yes: return tr("Yes");
    case Answer::No: return tr("No");
    }
    return {};
}

QString LevelText::history(const Level &level, const NotationStyle &style)
{
    // Numbered moves, each protocol step in brackets where it happened, an offer after the move
    // it goes with, and a decline by moving after that move: as Game records them.
    QStringList words;
    Position position = level.start;
    GameHistory claims(level.start);
    bool pendingOffer = false, openOffer = false, numbered = false;
    for (const GameEvent &event : level.history) {
        if (event.type != GameEvent::Type::Move) {
            if (event.type == GameEvent::Type::Offer) {
                pendingOffer = true;
                continue;
            }
            openOffer = openOffer && event.type != GameEvent::Type::Decline && event.type != GameEvent::Type::Accept;
            words << QLatin1Char('(') + stepText(event, claims.claimableDraw()) + QLatin1Char(')');
            numbered = false;
            continue;
        }
        const Color mover = position.sideToMove();
        if (mover == Color::White || !numbered)
            words << QString::fromStdString(moveNumberText(position));
        words << text(position, event.move, style);
        numbered = mover == Color::White;
        position.play(event.move);
        claims.play(event.move);
        QString note;
        if (openOffer)
            note = QCoreApplication::translate("Game",
                                               mover == Color::White ? "White declines the draw offer by moving."
                                                                     : "Black declines the draw offer by moving.");
        openOffer = pendingOffer;
        if (pendingOffer)
            note = stepText({GameEvent::Type::Offer, Move(), mover}, DrawClaim::None);
        pendingOffer = false;
        if (!note.isEmpty()) {
            words << QLatin1Char('(') + note + QLatin1Char(')');
            numbered = false;
        }
    }
    return words.join(QLatin1Char(' '));
}

QString LevelText::stars(int earned)
{
    return QString(earned, QChar(0x2605)) + QString(3 - earned, QChar(0x2606));
}

QString LevelText::notationName(const NotationAsk &ask, NotationLanguage interfaceLetters)
{
    const NotationLanguage language = ask.interfaceLetters ? interfaceLetters : ask.language;
    const QString letters = lettersOf(language);
    if (language == NotationLanguage::Russian && !ask.interfaceLetters)
        return ask.form == NotationForm::Short
            ? unbroken(tr("short notation as Russian books write it (%1; : + ++ × 0–0)").arg(letters))
            : unbroken(tr("long notation as Russian books write it (%1; — : + ++ × 0–0)").arg(letters));
    return ask.form == NotationForm::Short ? tr("short notation (%1)").arg(letters)
                                           : tr("long notation (%1)").arg(letters);
}

QString LevelText::explanation(const Level &level, Answer truth, const GameOptions &rules)
{
    const Position &p = level.position;
    switch (level.ask) {
    case Ask::Legal:
        if (truth == Answer::Legal)
            return tr("The move is legal.");
        return illegalMoveText(p, level.attempt.from, level.attempt.to,
                               checkMove(p, level.attempt.from, level.attempt.to, level.attempt.promotion));
    case Ask::Ending: {
        const GameHistory history = levelHistory(level);
        switch (truth) {
        case Answer::Checkmate: return tr("Checkmate: the king is in check and no move gets it out.");
        case Answer::Stalemate:
            return tr("Stalemate: the side to move is not in check but has no legal move, so the game is drawn.");
        case Answer::DeadPosition:
            return tr(
                "A dead position: no series of legal moves can ever lead to checkmate, so the game is drawn at once.");
        case Answer::ClaimableDraw:
            return history.claimableDraw() == DrawClaim::FiftyMoves
                ? tr("The side to move may claim a draw: fifty moves by each side have passed without a capture or a "
                     "pawn move.")
                : plural(tr("The side to move may claim a draw: this position has now stood on the board %n time(s).",
                            nullptr, history.repetitions()),
                         history.repetitions());
        case Answer::AutomaticDraw:
            if (history.ending() == BoardEnding::FivefoldRepetition)
                return tr("The game is drawn by itself: the same position has stood on the board five times.");
            if (history.ending() == BoardEnding::SeventyFiveMoves)
                return tr("The game is drawn by itself: seventy-five moves by each side have passed without a capture "
                          "or a pawn move.");
            return history.claimableDraw() == DrawClaim::FiftyMoves
                ? tr("The game is drawn by itself, as Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves "
                     "is on: fifty moves by each side have passed without a capture or a pawn move.")
                : tr("The game is drawn by itself, as Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves "
                     "is on: the same position has stood on the board three times.");
        default:
            return tr(
                "The game goes on: there are legal moves, mate is still possible, and no draw can be claimed yet.");
        }
    }
    case Ask::Flag:
    case Ask::SecondIllegal:
        return truth == Answer::Draw
            ? tr("The opponent could not checkmate by any series of legal moves, so the game is drawn.")
            : tr("The opponent could still checkmate, however clumsy the defence, so the game is lost.");
    case Ask::MayOffer: {
        const Game game = levelGame(level, rules);
        if (truth == Answer::Yes)
            return tr("Yes: during one's own turn a draw may be offered, and the offer goes with the next move.");
        if (game.isOver())
            return tr("No: the game is already over.");
        if (game.drawOffered())
            return tr("No: the opponent's offer is still open; it is to be accepted or declined.");
        return tr("No: this player's last offer was declined, and under the Brazilian rule text only the player who "
                  "declined may make the next offer.");
    }
    case Ask::MayAccept:
        return truth == Answer::Yes
            ? tr("Yes: the opponent offered a draw with the last move, and the offer is still open.")
            : tr("No: there is no open offer. An offer that was declined, by saying so or by making a move, is gone.");
    case Ask::MayResign:
        return truth == Answer::Yes ? tr("Yes: a player may resign at any moment, whether it is their turn or not.")
                                    : tr("No: the game is already over, and a resignation changes nothing.");
    case Ask::GameResult: {
        const Game game = levelGame(level, rules);
        const bool white = game.result() == GameResult::WhiteWins;
        switch (game.termination()) {
        case Termination::Resignation:
            return white ? tr("White wins: Black resigned.") : tr("Black wins: White resigned.");
        case Termination::Checkmate: return white ? tr("White wins by checkmate.") : tr("Black wins by checkmate.");
        case Termination::Agreement: return tr("A draw by agreement.");
        case Termination::ThreefoldRepetition:
        case Termination::FiftyMoves: return tr("A draw, claimed by the player on move.");
        case Termination::None: return tr("The game goes on: nothing has ended it.");
        default: return answerName(truth);
        }
    }
    }
    return {};
}

QString LevelText::falseAnswer(const LevelPlay &play, Answer given, Answer truth)
{
    const Level &level = play.level();
    const Position &p = level.position;
    const bool overOnTheBoard = truth == Answer::Checkmate || truth == Answer::Stalemate;
    if (level.ask == Ask::Ending) {
        switch (given) {
        case Answer::Checkmate:
            return p.isCheck() ? tr("It is not checkmate: the king in check has a move that gets it out.")
                               : tr("It is not checkmate: the king is not in check.");
        case Answer::Stalemate:
            return p.isCheck() ? tr("It is not stalemate: the king is in check.")
                               : tr("It is not stalemate: the side to move has a legal move.");
        case Answer::AutomaticDraw:
            if (play.rules().automaticDraws)
                return tr("The game is not drawn by itself: the same position has not stood on the board three "
                          "times, nor have fifty moves by each side passed without a capture or a pawn move.");
            return tr("The game is not drawn by itself: the same position has not stood on the board five times, nor "
                      "have seventy-five moves by each side passed without a capture or a pawn move.");
        default: break;
        }
        if (overOnTheBoard)
            return tr("The game is already over: see whether the side to move is in check, and whether it has a "
                      "legal move.");
        if (given == Answer::DeadPosition)
            return tr("It is not a dead position: with the material on the board a checkmate is still possible.");
        if (given == Answer::ClaimableDraw)
            return truth == Answer::PlayOn ? explanation(level, truth, play.rules())
                                           : tr("There is nothing to claim: the game has already ended by itself.");
        if (truth == Answer::DeadPosition)
            return tr("The game cannot go on: look at the material. Can any series of legal moves still lead to "
                      "checkmate?");
    }
    if ((level.ask == Ask::Flag || level.ask == Ask::SecondIllegal)
        && given == (level.side == Color::White ? Answer::WhiteWins : Answer::BlackWins))
        return level.ask == Ask::Flag
            ? tr("The player whose time ran out cannot win: the game is lost or, at best, drawn.")
            : tr("The player who completed a second illegal move cannot win: the game is lost or, at best, drawn.");
    if (level.ask == Ask::Flag || level.ask == Ask::SecondIllegal)
        return given == Answer::Draw
            ? tr("It is not a draw: the opponent could still checkmate by some series of legal moves, if the defence "
                 "were clumsy enough.")
            : tr("The opponent does not win: no series of legal moves would let them checkmate, however clumsy the "
                 "defence.");
    // The other questions have two answers, or a result: why the given one is false is why the
    // right one holds.
    return explanation(level, truth, play.rules());
}

QString LevelText::ruleText(const Level &level, const GameOptions &inForce)
{
    const bool automatic = inForce.automaticDraws;
    if (level.ruleText == RuleText::Brazilian)
        return tr("This level follows the Brazilian rule text, as Ferz's games do: after a declined offer only the "
                  "player who declined may make the next. FIDE's Laws have no such rule; they only forbid annoying "
                  "the opponent (Article 11.5).");
    if (level.ruleText == RuleText::Fide)
        return automatic
            ? tr("This level follows the FIDE Laws and the Spanish rule text: the player on move claims the draw. "
                 "Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is on, so Ferz's games end there by "
                 "themselves instead, as the Russian rule texts say.")
            : tr("This level follows the FIDE Laws and the Spanish rule text, as Ferz's games do while Rules ▸ "
                 "Automatic Draw at Threefold Repetition and Fifty Moves is off: the player on move claims the draw.");
    QStringList notes;
    if (dependsOn(level, RuleOption::AutomaticDraws))
        notes << (automatic ? tr("This level follows the Russian rule texts, since Rules ▸ Automatic Draw at Threefold "
                                 "Repetition and Fifty Moves is on: the game ends by itself at a threefold repetition "
                                 "or after fifty moves.")
                            : tr("This level follows the FIDE Laws, since Rules ▸ Automatic Draw at Threefold "
                                 "Repetition and Fifty Moves is off: at a threefold repetition or after fifty moves "
                                 "the player on move may claim a draw."));
    if (dependsOn(level, RuleOption::TwoKnightsDead))
        notes << (inForce.deadPositionRule == DeadPositionRule::TwoKnightsInsufficient
                      ? tr("This level follows the Brazilian rule text, since Rules ▸ K+N+N Against a Lone King Is a "
                           "Dead Position is on: king and two knights against a king is a dead position.")
                      : tr("This level follows the FIDE Laws, since Rules ▸ K+N+N Against a Lone King Is a Dead "
                           "Position is off: king and two knights against a king is not a dead position."));
    return notes.join(QLatin1Char(' '));
}

QString LevelText::missText(const Level &level, const Verdict &verdict, const NotationStyle &style)
{
    const Position &p = level.position;
    const QString move = text(p, verdict.move, style);
    const Position after = p.after(verdict.move);
    switch (verdict.miss) {
    case Miss::None: return {};
    case Miss::TouchedPiece:
        return tr("Touch-move: you touched %1, which has a legal move, so it is the piece that must move.")
            .arg(pieceOnSquare(p, level.touched, GrammaticalCase::Accusative));
    case Miss::NotCheck: return tr("%1 gives no check.").arg(move);
    case Miss::NotDoubleCheck:
        return tr("%1 is not a double check: two pieces must attack the king at once.").arg(move);
    case Miss::NotMate: {
        if (!after.isCheck())
            return tr("%1 is not mate: the king is not even in check.").arg(move);
        const Move reply = after.legalMoves()[0];
        return tr("%1 gives check, but it is not mate: the answer %2 gets out of it.")
            .arg(move, text(after, reply, style));
    }
    case Miss::Stalemates:
        return tr("%1 is stalemate: the other side has no legal move but is not in check, and the game is drawn.")
            .arg(move);
    case Miss::NotStalemate:
        return tr("%1 is not stalemate: the other side can still move, for example %2.")
            .arg(move, text(after, after.legalMoves()[0], style));
    case Miss::WrongEscape:
        switch (level.escape) {
        case EscapeWay::King: return tr("%1 ends the check, but here get out of it by moving the king.").arg(move);
        case EscapeWay::Capture:
            return tr("%1 ends the check, but here get out of it by taking the checking piece.").arg(move);
        default: return tr("%1 ends the check, but here get out of it by putting a piece in between.").arg(move);
        }
    case Miss::NotPromotion: return tr("%1 promotes no pawn.").arg(move);
    case Miss::WrongPromotion:
        switch (level.promotion) {
        case PieceType::Queen: return tr("%1 makes another piece: here the pawn is to become a queen.").arg(move);
        case PieceType::Rook: return tr("%1 makes another piece: here the pawn is to become a rook.").arg(move);
        case PieceType::Bishop: return tr("%1 makes another piece: here the pawn is to become a bishop.").arg(move);
        default: return tr("%1 makes another piece: here the pawn is to become a knight.").arg(move);
        }
    case Miss::NotCastling: return tr("%1 is not castling.").arg(move);
    case Miss::WrongCastlingSide:
        return level.castling == CastlingSide::King
            ? tr("That is castling on the queen's side: castle on the king's side.")
            : tr("That is castling on the king's side: castle on the queen's side.");
    case Miss::NotEnPassant: return tr("%1 is not an en passant capture.").arg(move);
    case Miss::NotCapture: return tr("%1 captures nothing.").arg(move);
    case Miss::WrongTarget:
        return tr("%1 captures on another square: the piece to take stands on %2.").arg(move, square(level.target));
    }
    return {};
}

QString LevelText::claimText(const Verdict &verdict, const NotationStyle &style, const Position &position)
{
    const bool fifty = verdict.claim == DrawClaim::FiftyMoves;
    const QString move = verdict.move.isNull() ? QString() : text(position, verdict.move, style);
    switch (verdict.why) {
    case Verdict::Why::Right:
        if (verdict.claim == DrawClaim::None)
            return tr("Right: no draw can be claimed here, so the game goes on.");
        if (!verdict.move.isNull())
            return fifty
                ? tr("Right: you claim the draw with %1, which completes fifty moves without a capture or a pawn move.")
                      .arg(move)
                : tr("Right: you claim the draw with %1, which puts the same position on the board for the third time.")
                      .arg(move);
        return fifty ? tr("Right: the draw is claimed by the fifty-move rule.")
                     : tr("Right: the draw is claimed by threefold repetition.");
    case Verdict::Why::ClaimableNow:
        return fifty ? tr("You could have claimed a draw before moving, by the fifty-move rule; by moving you gave "
                          "that claim up.")
                     : tr("You could have claimed a draw before moving, by threefold repetition; by moving you gave "
                          "that claim up.");
    case Verdict::Why::MoveAllowedClaim:
        return tr("%1 allows a claim, but you made it without claiming: once the move stands, the right to claim "
                  "passes to your opponent.")
            .arg(move);
    case Verdict::Why::ClaimWithWrongMove:
        return tr("%1 allows no claim: it neither repeats a position a third time nor completes fifty moves. The move "
                  "stands and the game goes on.")
            .arg(move);
    case Verdict::Why::MissedClaimWithMove:
        return tr("That move is legal, but you missed a draw: announcing %1 would have let you claim it.")
            .arg(text(position, verdict.better, style));
    default: return {};
    }
}

QString LevelText::verdict(const LevelPlay &play, const Verdict &verdict, const NotationStyle &style)
{
    const Level &level = play.level();
    const Position &p = level.position;
    using Why = Verdict::Why;
    switch (verdict.why) {
    case Why::Illegal: return illegalMoveText(play.position(), verdict.from, verdict.to, verdict.check);
    case Why::GivesCheck:
        return tr("That move gives check, and here the other side only passes, which a king in check cannot do: choose "
                  "a move that gives no check.");
    case Why::OutOfMoves: return tr("Out of moves. Press Retry to try again.");
    case Why::Missed: return missText(level, verdict, style);
    case Why::WrongAnswer:
        return tr("Not quite.") + QLatin1Char(' ') + falseAnswer(play, verdict.given, verdict.truth) + QLatin1Char(' ')
            + tr("Try again.");
    case Why::NothingToClaim:
        return plural(tr("No draw can be claimed now: this position has stood on the board %n time(s), and a claim "
                         "needs three; nor have fifty moves passed without a capture or a pawn move.",
                         nullptr, levelHistory(level).repetitions()),
                      levelHistory(level).repetitions());
    case Why::ClaimableNow:
    case Why::MoveAllowedClaim:
    case Why::ClaimWithWrongMove:
    case Why::MissedClaimWithMove: return claimText(verdict, style, p);
    case Why::Unreadable: return moveInputErrorText(p, verdict.typed, verdict.input);
    case Why::OtherMove:
        if (level.kind == LevelKind::Read)
            return tr("%1 is another move: read the notation again.").arg(text(p, verdict.move, style));
        return withLookAlike(tr("That is another move, %1: the arrow goes from %2 to %3.")
                                 .arg(text(p, verdict.move, style), square(level.move.from()), square(level.move.to())),
                             verdict.input);
    case Why::WrittenOtherwise:
        return withLookAlike(tr("Right move, but not written as asked: in this notation it is %1.")
                                 .arg(QString::fromStdString(verdict.expected)),
                             verdict.input);
    case Why::WrongSquare:
        return level.findSquares
            ? tr("That is %1, not %2.").arg(square(verdict.square), square(play.target()))
            : tr("That is not %1: the highlighted square is %2.").arg(square(verdict.square), square(play.target()));
    case Why::Progress: return level.kind == LevelKind::Square ? tr("Right.") : QString();
    case Why::Replied: return EndgameText::replied(play.previousPosition(), verdict, style);
    case Why::Slips: return EndgameText::slip(level, play.position(), verdict, style);
    case Why::FiftyMoves: return EndgameText::fiftyMoves();
    case Why::Refuted:
    case Why::NotGoodEnough: return PuzzleText::refused(level, verdict, style);
    case Why::Ignored: return {};
    case Why::Right: break;
    }
    // Solved.
    switch (level.kind) {
    case LevelKind::Collect: return tr("Well done: every star is collected.");
    case LevelKind::Question: return tr("Right.") + QLatin1Char(' ') + explanation(level, verdict.truth, play.rules());
    case LevelKind::Claim: return claimText(verdict, style, p);
    case LevelKind::Square: return tr("Well done: every square named.");
    case LevelKind::Endgame: return EndgameText::solved(play);
    case LevelKind::Puzzle: return PuzzleText::solved(level, verdict, style);
    default: return verdict.move.isNull() ? tr("Right.") : tr("Right: %1.").arg(text(p, verdict.move, style));
    }
}

} // namespace ferz
