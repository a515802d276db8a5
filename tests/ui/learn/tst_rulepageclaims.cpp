// SPDX-License-Identifier: GPL-3.0-or-later
// The rule pages say only what the rules core confirms. Beside its example position
// (<meta name="ferz-example">) a page writes each statement the core can decide as
// <meta name="ferz-claim" content="…">; this test reads every page of every language from the
// source tree, checks each claim with the core, checks that every move the text and the try-it hint
// name is one the claims speak of (so a page that names moves without claims fails), and that the
// four languages make the same claims. The notation page also names the move and position symbols
// with the interface's own words.
//
// A claim, with moves in PGN SAN written exactly as the core writes them (check and mate signs
// included), about the example position or, after "after LINE:", the position the line reaches
// ("--" in a line passes the turn, to ask what the other side could do):
//   moves = SAN…             the complete set of legal moves      moves SQ = SAN…  those of one piece
//   legal SAN…               each is a legal move                 refused FROMTO REASON [CULPRIT]
//   check | no-check | checkmate | stalemate                      castle O-O | no-castle O-O-O
//   dead [fide|brazilian] | alive [fide|brazilian]                rights KQkq (the FEN castling field)
//   pinned SQ | surrounded SQ (all eight neighbours are its own)  material N (White minus Black, Q=9)
//   claim threefold|fifty|none       claim-with SAN threefold|fifty|none     (the side to move's draw claim)
//   result R (the game after the line: 1-0, 0-1, 1/2-1/2, *)     flag R (the side to move's flag falls now)
//   start SAN…               the standard starting position with these moves is the example
// A page whose example is a Chess960 position says so: <meta name="ferz-variant" content="chess960">.
// Text inside <span class="sample">…</span> shows notation in general, not moves of the example.
#include "core/game/game.h"
#include "core/notation/moveinput.h"
#include "core/notation/nag.h"
#include "core/notation/san.h"
#include "core/rules/bitboard.h"
#include "core/rules/illegalmove.h"
#include "core/rules/rules.h"
#include "core/rules/squarename.h"
#include "translations/languages.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

#include <map>
#include <optional>

using namespace ferz;

namespace {

const QStringList Languages = {QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("es"), QStringLiteral("pt")};

QString pagePath(const QString &language, const QString &page)
{
    return QStringLiteral(FERZ_RULES_DIR "/%1/%2").arg(language, page);
}

QString readPage(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QStringList metaContents(const QString &html, const QString &name)
{
    QStringList found;
    const QRegularExpression meta(QStringLiteral("<meta\\s+name=\"%1\"\\s+content=\"([^\"]*)\"").arg(name));
    for (auto it = meta.globalMatch(html); it.hasNext();)
        found << it.next().captured(1);
    return found;
}

// What a reader reads: the body without its markup and without general notation samples, and the
// try-it hint.
QString readableText(const QString &html)
{
    QString body = html.mid(html.indexOf(QLatin1String("<body>")));
    body.remove(QRegularExpression(QStringLiteral("<span class=\"sample\">.*?</span>"),
                                   QRegularExpression::DotMatchesEverythingOption));
    body.replace(QRegularExpression(QStringLiteral("<[^>]*>")), QStringLiteral(" "));
    return body + QLatin1Char(' ') + metaContents(html, QStringLiteral("ferz-try")).join(QLatin1Char(' '));
}

// The moves a text names in any of the four letter sets: piece moves, captures, promotions,
// castling, long-form pawn moves and numbered pawn moves (1.e4, 2...d5). A bare square names a
// square, not a move.
QStringList namedMoves(const QString &text)
{
    static const QString piece = QStringLiteral("(?:Кр|[KQRBNКФЛСDTAC])");
    static const QString suffix = QStringLiteral("(?:\\+\\+|[+#×])?");
    static const QString promotion = QStringLiteral("(?:=?[QRBNФЛСКDTAC])");
    static const QRegularExpression token(
        QStringLiteral("(?<![\\w/])(?:[O0][-–—][O0](?:[-–—][O0])?|%1[a-h]?[1-8]?[-–—x:×]?[a-h][1-8]"
                       "|[a-h][1-8]?[x:×][a-h][1-8]%2?|[a-h][1-8][-–—][a-h][1-8]%2?|[a-h][18]%2"
                       "|(?<=\\d\\.|\\d\\.\\s|\\d\\.\\.\\.|\\d\\.\\.\\.\\s)[a-h][1-8])%3(?![\\w\\-–—])")
            .arg(piece, promotion, suffix),
        QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression longPawnMove(QStringLiteral("^([a-h])([1-8])[-–—]([a-h])([1-8])"));
    QStringList found;
    for (auto it = token.globalMatch(text); it.hasNext();) {
        const QString move = it.next().captured();
        // a1–h8 names a diagonal: a pawn goes at most one file aside and two ranks ahead.
        const auto squares = longPawnMove.match(move);
        if (squares.hasMatch()) {
            const int files = std::abs(squares.captured(1)[0].unicode() - squares.captured(3)[0].unicode());
            const int ranks = std::abs(squares.captured(2).toInt() - squares.captured(4).toInt());
            if (files > 1 || ranks < 1 || ranks > 2)
                continue;
        }
        found << move;
    }
    return found;
}

NotationStyle styleOf(const QString &language)
{
    const NotationLanguage l = language == QLatin1String("ru") ? NotationLanguage::Russian
        : language == QLatin1String("es")                      ? NotationLanguage::Spanish
        : language == QLatin1String("pt")                      ? NotationLanguage::Portuguese
                                                               : NotationLanguage::English;
    return notationStyle(l, NotationForm::Short);
}

std::optional<Position> fromFen(const std::string &fen, Variant variant = Variant::Standard)
{
    auto parsed = Position::fromFen(fen, variant);
    if (const Position *p = std::get_if<Position>(&parsed))
        return *p;
    return std::nullopt;
}

// The same position with the other side to move (no en passant then); nullopt when that is not a
// legal position (the side passing is in check).
std::optional<Position> passed(const Position &p)
{
    QStringList fields = QString::fromStdString(p.fen()).split(QLatin1Char(' '));
    fields[1] = fields[1] == QLatin1String("w") ? QStringLiteral("b") : QStringLiteral("w");
    fields[3] = QStringLiteral("-");
    return fromFen(fields.join(QLatin1Char(' ')).toStdString(), p.variant());
}

Move sanMove(const Position &p, const QString &san)
{
    for (Move m : p.legalMoves())
        if (QString::fromStdString(sanText(p, m)) == san)
            return m;
    return Move();
}

QString legalSans(const Position &p, Square from = Square::None)
{
    QStringList sans;
    for (Move m : p.legalMoves())
        if (from == Square::None || m.from() == from)
            sans << QString::fromStdString(sanText(p, m));
    sans.sort();
    return sans.join(QLatin1Char(' '));
}

const std::map<QString, IllegalReason> Reasons = {
    {QStringLiteral("no-piece"), IllegalReason::NoPiece},
    {QStringLiteral("not-your-turn"), IllegalReason::NotYourTurn},
    {QStringLiteral("own-piece-on-target"), IllegalReason::OwnPieceOnTarget},
    {QStringLiteral("wrong-pattern"), IllegalReason::WrongPattern},
    {QStringLiteral("pawn-moves-forward"), IllegalReason::PawnMovesForward},
    {QStringLiteral("pawn-captures-diagonally"), IllegalReason::PawnCapturesDiagonally},
    {QStringLiteral("pawn-double-step-only-from-start"), IllegalReason::PawnDoubleStepOnlyFromStart},
    {QStringLiteral("path-blocked"), IllegalReason::PathBlocked},
    {QStringLiteral("en-passant-not-available"), IllegalReason::EnPassantNotAvailable},
    {QStringLiteral("king-next-to-king"), IllegalReason::KingNextToKing},
    {QStringLiteral("king-would-be-in-check"), IllegalReason::KingWouldBeInCheck},
    {QStringLiteral("pinned-piece"), IllegalReason::PinnedPiece},
    {QStringLiteral("in-check"), IllegalReason::InCheck},
    {QStringLiteral("castling-king-moved"), IllegalReason::CastlingKingMoved},
    {QStringLiteral("castling-rook-moved"), IllegalReason::CastlingRookMoved},
    {QStringLiteral("castling-in-check"), IllegalReason::CastlingInCheck},
    {QStringLiteral("castling-pieces-between"), IllegalReason::CastlingPiecesBetween},
    {QStringLiteral("castling-through-attack"), IllegalReason::CastlingThroughAttack},
    {QStringLiteral("castling-into-attack"), IllegalReason::CastlingIntoAttack},
    {QStringLiteral("castling-square-taken"), IllegalReason::CastlingSquareTaken},
    {QStringLiteral("castling-other-rook"), IllegalReason::CastlingOtherRook},
};

QString reasonName(IllegalReason reason)
{
    for (const auto &[name, r] : Reasons)
        if (r == reason)
            return name;
    return reason == IllegalReason::None ? QStringLiteral("legal") : QStringLiteral("another reason");
}

int material(const Position &p)
{
    int total = 0;
    const std::pair<PieceType, int> values[] = {{PieceType::Pawn, 1},
                                                {PieceType::Knight, 3},
                                                {PieceType::Bishop, 3},
                                                {PieceType::Rook, 5},
                                                {PieceType::Queen, 9}};
    for (const auto &[type, value] : values)
        total += value * (popCount(p.pieces(Color::White, type)) - popCount(p.pieces(Color::Black, type)));
    return total;
}

DrawClaim drawClaim(const QString &name)
{
    return name == QLatin1String("threefold") ? DrawClaim::ThreefoldRepetition
        : name == QLatin1String("fifty")      ? DrawClaim::FiftyMoves
                                              : DrawClaim::None;
}

// Checks the claims of one example position and remembers, for every position a claim visits,
// the moves the claims name there.
class ClaimChecker {
public:
    explicit ClaimChecker(const Position &example) : m_example(example) { visit(example); }

    // Why the claim does not hold; empty when it does.
    QString check(const QString &claim);

    // Whether a move named in the text (in a page's letters) is one the claims speak of, with the
    // check or mate sign the core gives it.
    bool speaksOf(const QString &text, const NotationStyle &style) const;

private:
    struct Visit {
        Position position;
        std::vector<Move> named;
        std::vector<std::pair<Square, Square>> refused;
    };
    Visit &visit(const Position &p) { return m_visits.try_emplace(p.fen(), Visit {p, {}, {}}).first->second; }
    // Plays a line from `from`; on failure says why in *error.
    std::optional<Position> play(Position from, const QStringList &line, QString *error);
    QString checkAt(const Position &p, const QStringList &line, const QStringList &words);

    Position m_example;
    std::map<std::string, Visit> m_visits;
};

std::optional<Position> ClaimChecker::play(Position p, const QStringList &line, QString *error)
{
    for (const QString &san : line) {
        if (san == QLatin1String("--")) {
            auto next = passed(p);
            if (!next) {
                *error = QStringLiteral("the side in check cannot pass");
                return std::nullopt;
            }
            p = *next;
        } else {
            const Move m = sanMove(p, san);
            if (m.isNull()) {
                *error = QStringLiteral("%1 is not a legal move in %2 (legal: %3)")
                             .arg(san, QString::fromStdString(p.fen()), legalSans(p));
                return std::nullopt;
            }
            visit(p).named.push_back(m);
            p = p.after(m);
        }
        visit(p);
    }
    return p;
}

QString ClaimChecker::check(const QString &claim)
{
    QStringList line;
    QString rest = claim.simplified();
    if (rest.startsWith(QLatin1String("after "))) {
        const qsizetype colon = rest.indexOf(QLatin1Char(':'));
        if (colon < 0)
            return QStringLiteral("no ':' after the line");
        line = rest.mid(6, colon - 6).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        rest = rest.mid(colon + 1).simplified();
    }
    QString error;
    const auto p = play(m_example, line, &error);
    if (!p)
        return error;
    return checkAt(*p, line, rest.split(QLatin1Char(' '), Qt::SkipEmptyParts));
}

QString ClaimChecker::checkAt(const Position &p, const QStringList &line, const QStringList &words)
{
    if (words.isEmpty())
        return QStringLiteral("an empty claim");
    const QString kind = words[0];
    const QStringList args = words.mid(1);
    const QString arg = args.value(0);
    const auto expect = [](bool ok, const QString &why) { return ok ? QString() : why; };

    if (kind == QLatin1String("moves")) {
        const qsizetype equals = args.indexOf(QStringLiteral("="));
        if (equals < 0 || equals > 1)
            return QStringLiteral("write moves [SQ] = SAN…");
        const Square from = equals == 1 ? parseSquare(arg.toStdString()) : Square::None;
        QStringList claimed = args.mid(equals + 1);
        for (const QString &san : claimed)
            if (const Move m = sanMove(p, san); !m.isNull())
                visit(p).named.push_back(m);
        claimed.sort();
        const QString actual = legalSans(p, from);
        return expect(claimed.join(QLatin1Char(' ')) == actual, QStringLiteral("the legal moves are: ") + actual);
    }
    if (kind == QLatin1String("legal") || kind == QLatin1String("start")) {
        if (kind == QLatin1String("start")) {
            QString error;
            const auto reached = play(Position(), args, &error);
            if (!reached)
                return error;
            return expect(reached->fen() == p.fen(),
                          QStringLiteral("the line reaches ") + QString::fromStdString(reached->fen()));
        }
        for (const QString &san : args) {
            const Move m = sanMove(p, san);
            if (m.isNull())
                return QStringLiteral("%1 is not a legal move (legal: %2)").arg(san, legalSans(p));
            visit(p).named.push_back(m);
        }
        return {};
    }
    if (kind == QLatin1String("refused")) {
        const Square from = parseSquare(arg.left(2).toStdString()), to = parseSquare(arg.mid(2, 2).toStdString());
        if (from == Square::None || to == Square::None || !Reasons.count(args.value(1)))
            return QStringLiteral("write refused FROMTO REASON [CULPRIT]");
        const MoveCheck result = checkMove(p, from, to);
        visit(p).refused.emplace_back(from, to);
        if (result.reason != Reasons.at(args.value(1)))
            return QStringLiteral("%1 is refused for %2").arg(arg, reasonName(result.reason));
        return expect(args.size() < 3 || result.culprit == parseSquare(args[2].toStdString()),
                      QStringLiteral("the culprit is on ") + QString::fromStdString(squareName(result.culprit)));
    }
    if (kind == QLatin1String("check") || kind == QLatin1String("no-check"))
        return expect(p.isCheck() == (kind == QLatin1String("check")), QStringLiteral("wrong about check"));
    if (kind == QLatin1String("checkmate"))
        return expect(p.isCheckmate(), QStringLiteral("not checkmate"));
    if (kind == QLatin1String("stalemate"))
        return expect(p.isStalemate(), QStringLiteral("not stalemate"));
    if (kind == QLatin1String("dead") || kind == QLatin1String("alive")) {
        const DeadPositionRule rule =
            arg == QLatin1String("brazilian") ? DeadPositionRule::TwoKnightsInsufficient : DeadPositionRule::Fide;
        return expect(isDeadPosition(p, rule) == (kind == QLatin1String("dead")),
                      QStringLiteral("wrong about a dead position"));
    }
    if (kind == QLatin1String("castle") || kind == QLatin1String("no-castle")) {
        const Move castling = sanMove(p, arg);
        if (!castling.isNull())
            visit(p).named.push_back(castling);
        return expect(castling.isNull() == (kind == QLatin1String("no-castle")),
                      QStringLiteral("wrong about castling"));
    }
    if (kind == QLatin1String("rights"))
        return expect(QString::fromStdString(p.fen()).split(QLatin1Char(' '))[2] == arg,
                      QStringLiteral("the castling rights are ")
                          + QString::fromStdString(p.fen()).split(QLatin1Char(' '))[2]);
    if (kind == QLatin1String("pinned")) {
        const Square s = parseSquare(arg.toStdString());
        return expect(s != Square::None && p.pinner(s) != Square::None, QStringLiteral("not pinned"));
    }
    if (kind == QLatin1String("surrounded")) {
        const Square s = parseSquare(arg.toStdString());
        if (s == Square::None || p.pieceAt(s) == Piece::None)
            return QStringLiteral("no piece there");
        for (int df = -1; df <= 1; ++df)
            for (int dr = -1; dr <= 1; ++dr) {
                const int file = fileOf(s) + df, rank = rankOf(s) + dr;
                if ((df || dr) && file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                    const Piece neighbour = p.pieceAt(makeSquare(file, rank));
                    if (neighbour == Piece::None || colorOf(neighbour) != colorOf(p.pieceAt(s)))
                        return QStringLiteral("%1 is not its own")
                            .arg(QString::fromStdString(squareName(makeSquare(file, rank))));
                }
            }
        return {};
    }
    if (kind == QLatin1String("material"))
        return expect(material(p) == arg.toInt(), QStringLiteral("White minus Black is %1").arg(material(p)));
    if (kind == QLatin1String("claim") || kind == QLatin1String("claim-with") || kind == QLatin1String("result")) {
        // These look back along the game, so they replay the line from the example.
        Game game(m_example);
        for (const QString &san : line)
            if (san == QLatin1String("--") || !game.play(sanMove(game.position(), san), 0))
                return QStringLiteral("a draw claim or a result needs a line of moves");
        if (kind == QLatin1String("result"))
            return expect(QString::fromLatin1(resultText(game.result())) == arg,
                          QStringLiteral("the result is ") + QString::fromLatin1(resultText(game.result())));
        if (kind == QLatin1String("claim"))
            return expect(game.claimableDraw() == drawClaim(arg), QStringLiteral("wrong about the draw claim"));
        const Move m = sanMove(p, arg);
        if (m.isNull())
            return QStringLiteral("%1 is not a legal move").arg(arg);
        visit(p).named.push_back(m);
        return expect(game.claimableDrawWith(m) == drawClaim(args.value(1)),
                      QStringLiteral("wrong about the draw claim"));
    }
    if (kind == QLatin1String("flag")) {
        Game game(p, TimeControl::suddenDeath(60000));
        game.startClock(0);
        if (!game.checkFlag(60000))
            return QStringLiteral("the flag did not fall");
        return expect(QString::fromLatin1(resultText(game.result())) == arg,
                      QStringLiteral("the result is ") + QString::fromLatin1(resultText(game.result())));
    }
    return QStringLiteral("unknown claim ") + kind;
}

bool ClaimChecker::speaksOf(const QString &text, const NotationStyle &style) const
{
    const std::string utf8 = text.toStdString();
    const bool mate = text.endsWith(QLatin1Char('#')) || text.endsWith(QStringLiteral("×"));
    const bool check = !mate && text.endsWith(QLatin1Char('+'));
    for (const auto &[fen, v] : m_visits) {
        const MoveInput read = readMove(v.position, utf8, style);
        if (read.error == MoveInputError::Illegal
            && std::find(v.refused.begin(), v.refused.end(), std::pair(read.from, read.to)) != v.refused.end())
            return true;
        if (read.error != MoveInputError::None || std::find(v.named.begin(), v.named.end(), read.move) == v.named.end())
            continue;
        const std::string san = sanText(v.position, read.move);
        if ((!mate || san.back() == '#') && (!check || san.back() == '+'))
            return true;
    }
    return false;
}

QStringList pageFiles()
{
    return QDir(QStringLiteral(FERZ_RULES_DIR "/en")).entryList({QStringLiteral("*.html")}, QDir::Files, QDir::Name);
}

} // namespace

class TestRulePageClaims : public QObject {
    Q_OBJECT

private slots:
    void claimsHold_data();
    void claimsHold();
    void sameClaimsInEveryLanguage_data();
    void sameClaimsInEveryLanguage();
    void falseClaimsFail_data();
    void falseClaimsFail();
    void unclaimedMovesFail();
    void notationPageUsesTheInterfaceSymbolNames_data();
    void notationPageUsesTheInterfaceSymbolNames();
};

void TestRulePageClaims::claimsHold_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("page");
    QVERIFY(pageFiles().size() > 1);
    for (const QString &language : Languages)
        for (const QString &page : pageFiles())
            QTest::newRow(qPrintable(language + QLatin1Char('/') + page)) << language << page;
}

void TestRulePageClaims::claimsHold()
{
    QFETCH(QString, language);
    QFETCH(QString, page);
    const QString html = readPage(pagePath(language, page));
    QVERIFY2(!html.isEmpty(), "the page is missing");
    const QStringList examples = metaContents(html, QStringLiteral("ferz-example"));
    const QStringList claims = metaContents(html, QStringLiteral("ferz-claim"));
    const QStringList named = namedMoves(readableText(html));
    if (examples.isEmpty()) {
        QVERIFY2(claims.isEmpty() && named.isEmpty(), "a page without an example names moves or makes claims");
        return;
    }
    const bool chess960 =
        metaContents(html, QStringLiteral("ferz-variant")) == QStringList {QStringLiteral("chess960")};
    const auto example = fromFen(examples.first().toStdString(), chess960 ? Variant::Chess960 : Variant::Standard);
    QVERIFY2(example, qPrintable(QStringLiteral("the example is not a legal position: ") + examples.first()));
    ClaimChecker checker(*example);
    QStringList problems;
    if (claims.isEmpty())
        problems << QStringLiteral("an example page without claims");
    for (const QString &claim : claims)
        if (const QString why = checker.check(claim); !why.isEmpty())
            problems << QStringLiteral("claim \"%1\": %2").arg(claim, why);
    for (const QString &move : named)
        if (!checker.speaksOf(move, styleOf(language)))
            problems << QStringLiteral("the text names %1, which no claim speaks of").arg(move);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestRulePageClaims::sameClaimsInEveryLanguage_data()
{
    QTest::addColumn<QString>("page");
    for (const QString &page : pageFiles())
        QTest::newRow(qPrintable(page)) << page;
}

void TestRulePageClaims::sameClaimsInEveryLanguage()
{
    QFETCH(QString, page);
    const QString english = readPage(pagePath(QStringLiteral("en"), page));
    for (const QString &language : Languages) {
        const QString html = readPage(pagePath(language, page));
        QVERIFY2(!html.isEmpty(), qPrintable(language + QStringLiteral(": the page is missing")));
        for (const QString &meta : {QStringLiteral("ferz-variant"), QStringLiteral("ferz-example"),
                                    QStringLiteral("ferz-claim"), QStringLiteral("ferz-touch-move")})
            QCOMPARE(metaContents(html, meta), metaContents(english, meta));
    }
}

// The statements the pages once made wrongly fail, so the checker can tell.
void TestRulePageClaims::falseClaimsFail_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("claim");
    QTest::newRow("black king has three squares") << "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1"
                                                  << "after --: moves h8 = Kg7 Kg8 Kh7";
    QTest::newRow("a pawn that is not there") << "4k3/8/8/8/4r3/2N5/8/4KB2 w - - 0 1"
                                              << "refused a2a3 in-check";
    QTest::newRow("a queen down") << "8/3Q1ppk/7p/8/8/8/q4PPP/6K1 w - - 0 1"
                                  << "material -9";
    QTest::newRow("knight with a gap beside it") << "4k3/8/8/2PPPr2/2PNP3/1P1PP3/8/4K3 w - - 0 1"
                                                 << "surrounded d4";
    QTest::newRow("castling right kept after the rook moved") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                                              << "after Rg1 Rg8 Rh1 Rh8: castle O-O";
    QTest::newRow("two knights are dead under FIDE") << "8/8/8/8/8/5k2/8/NN2K3 w - - 0 1"
                                                     << "dead fide";
    QTest::newRow("wrong culprit") << "4k3/8/5p2/8/4K3/5n2/8/3r4 w - - 0 1"
                                   << "refused e4e5 king-would-be-in-check d1";
    QTest::newRow("repetition too early") << "8/3Q1ppk/7p/8/8/8/q4PPP/6K1 w - - 0 1"
                                          << "after Qf5+ Kg8 Qc8+ Kh7 Qf5+ Kg8: claim threefold";
    QTest::newRow("flag against a lone king loses") << "8/8/8/8/2k5/8/8/Q3K3 w - - 0 1"
                                                    << "flag 0-1";
}

void TestRulePageClaims::falseClaimsFail()
{
    QFETCH(QString, fen);
    QFETCH(QString, claim);
    const auto example = fromFen(fen.toStdString());
    QVERIFY(example);
    ClaimChecker checker(*example);
    QVERIFY(!checker.check(claim).isEmpty());
}

// A move the text names must be one a claim names, with the sign the core gives it.
void TestRulePageClaims::unclaimedMovesFail()
{
    const auto example = fromFen("7k/8/5K2/8/8/8/8/6Q1 w - - 0 1");
    QVERIFY(example);
    ClaimChecker checker(*example);
    QCOMPARE(checker.check(QStringLiteral("legal Qg7# Qh2+")), QString());
    QCOMPARE(namedMoves(QStringLiteral("Play Qg7#, not Qg6; Фh2+ and Dg1-g7 too, on the a1–h8 diagonal.")),
             QStringList({"Qg7#", "Qg6", "Фh2+", "Dg1-g7"}));
    QVERIFY(checker.speaksOf(QStringLiteral("Qg7#"), styleOf(QStringLiteral("en"))));
    QVERIFY(checker.speaksOf(QStringLiteral("Фg7×"), styleOf(QStringLiteral("ru"))));
    QVERIFY(checker.speaksOf(QStringLiteral("Dg1-g7"), styleOf(QStringLiteral("es"))));
    QVERIFY(!checker.speaksOf(QStringLiteral("Qg6"), styleOf(QStringLiteral("en"))));
    QVERIFY(!checker.speaksOf(QStringLiteral("Qh2#"), styleOf(QStringLiteral("en"))));
}

void TestRulePageClaims::notationPageUsesTheInterfaceSymbolNames_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : Languages)
        QTest::newRow(qPrintable(language)) << language;
}

void TestRulePageClaims::notationPageUsesTheInterfaceSymbolNames()
{
    QFETCH(QString, language);
    QTranslator translator;
    if (language != QLatin1String("en")) {
        QVERIFY(loadFerzTranslation(translator, language));
        QCoreApplication::installTranslator(&translator);
    }
    const QString page = readableText(readPage(pagePath(language, QStringLiteral("17-notation.html")))).toLower();
    QStringList missing;
    // ! ? !! ?? !? ?! = ∞, whose names the page lists one by one.
    for (int nag : {1, 2, 3, 4, 5, 6, 10, 13})
        if (!page.contains(nagDescription(nag).toLower()))
            missing << QString::fromUtf8(nagSymbol(nag)) + QLatin1Char(' ') + nagDescription(nag);
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));
}

QTEST_GUILESS_MAIN(TestRulePageClaims)
#include "tst_rulepageclaims.moc"
