// SPDX-License-Identifier: GPL-3.0-or-later
// Scharnagl's numbering: the number's remainders place the light-squared bishop (by 4), the
// dark-squared bishop (by 4), the queen on the free squares (by 6), the two knights (one of the ten
// pairs of the five squares left), and the rook, king and rook fill the last three in that order.
#include "core/rules/chess960.h"

#include <array>

namespace ferz::chess960 {

namespace {

// The knights' places among the five free squares, for the quotient 0 to 9.
constexpr std::array<std::array<int, 2>, 10> KnightPairs = {
    {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}};

// Puts `piece` on the free square number `n` (counted from the a-file).
void placeOnFree(std::string &rank, int n, char piece)
{
    for (char &square : rank) {
        if (square != ' ')
            continue;
        if (n-- == 0) {
            square = piece;
            return;
        }
    }
}

} // namespace

std::string backRank(int number)
{
    std::string rank(8, ' ');
    int n = number;
    rank[static_cast<std::size_t>(2 * (n % 4) + 1)] = 'B'; // b, d, f or h: a light square
    n /= 4;
    rank[static_cast<std::size_t>(2 * (n % 4))] = 'B'; // a, c, e or g: a dark square
    n /= 4;
    placeOnFree(rank, n % 6, 'Q');
    n /= 6;
    const auto [first, second] = KnightPairs[static_cast<std::size_t>(n)];
    placeOnFree(rank, second, 'N'); // the later square first, so that the earlier keeps its count
    placeOnFree(rank, first, 'N');
    for (char piece : {'R', 'K', 'R'})
        placeOnFree(rank, 0, piece);
    return rank;
}

Position startPosition(int number)
{
    const std::string white = backRank(number);
    std::string black = white;
    for (char &c : black)
        c = static_cast<char>(c - 'A' + 'a');
    const std::string fen = black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w KQkq - 0 1";
    return std::get<Position>(Position::fromFen(fen, Variant::Chess960));
}

int startNumber(const Position &position)
{
    std::string white;
    for (int file = 0; file < 8; ++file) {
        const Piece p = position.pieceAt(makeSquare(file, 0));
        white += p == Piece::None || colorOf(p) != Color::White ? '?' : " PNBRQK"[index(typeOf(p))];
    }
    for (int number = 0; number < PositionCount; ++number) {
        if (backRank(number) != white)
            continue;
        return startPosition(number) == position ? number : -1;
    }
    return -1;
}

std::variant<Position, FenError> readEitherFen(std::string_view fen)
{
    auto standard = Position::fromFen(fen);
    if (std::holds_alternative<Position>(standard))
        return standard;
    auto fischer = Position::fromFen(fen, Variant::Chess960);
    return std::holds_alternative<Position>(fischer) ? fischer : standard;
}

} // namespace ferz::chess960
