// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "core/engine/uci.h"
#include "core/rules/chess960.h"
#include "core/rules/perft.h"

#include <chrono>
#include <cstdio>

namespace ferz::cli {

namespace {

// Each ply multiplies the count, and the time, by about thirty: depth 10 from the start takes days
// (69 trillion sequences), depth 11 months.
constexpr int MaxDepth = 10;

} // namespace

int perftCommand(const Arguments &args)
{
    std::size_t i = 0;
    bool divide = false, chess960 = false;
    for (; i < args.size() && (args[i] == "--divide" || args[i] == "--chess960"); ++i)
        (args[i] == "--divide" ? divide : chess960) = true;
    if (i >= args.size()) {
        std::fprintf(stderr,
                     "ferz-cli perft: missing DEPTH (usage: ferz-cli perft [--divide] [--chess960] DEPTH [FEN])\n");
        return 2;
    }
    const std::string &depthText = args[i];
    const int depth = wholeNumber(depthText, 2).value_or(-1);
    if (depth < 0 || depth > MaxDepth || (divide && depth < 1)) {
        std::fprintf(stderr,
                     "ferz-cli perft: DEPTH must be a whole number from %d to %d, not \"%s\" (deeper counts take "
                     "months or more)\n",
                     divide ? 1 : 0, MaxDepth, depthText.c_str());
        return 2;
    }
    // Chess960 reads X-FEN and Shredder-FEN, and castles as Chess960 does; without a FEN it starts
    // from its number 518, the standard start.
    Position position = chess960 ? chess960::startPosition(chess960::StandardNumber) : Position();
    if (!readPosition("perft", joinedFen(args, i + 1), position, chess960 ? Variant::Chess960 : Variant::Standard))
        return 2;

    std::uint64_t total = 0;
    if (divide) {
        for (const auto &[move, nodes] : perftDivide(position, depth)) {
            std::printf("%s: %llu\n", uciText(move).c_str(), static_cast<unsigned long long>(nodes));
            total += nodes;
        }
    } else {
        total = perft(position, depth);
    }
    std::printf("%llu\n", static_cast<unsigned long long>(total));
    return 0;
}

int benchCommand(const Arguments &args)
{
    if (!args.empty()) {
        std::fprintf(stderr, "ferz-cli bench: takes no arguments\n");
        return 2;
    }
    // The standard perft positions: the start, Kiwipete and positions 3 to 5 of the
    // chessprogramming wiki's list, deep enough for about half a billion nodes.
    struct Case {
        const char *fen;
        int depth;
    };
    static constexpr Case Cases[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6},
        {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5},
        {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6},
        {"r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 5},
        {"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5},
    };
    std::uint64_t total = 0;
    const auto start = std::chrono::steady_clock::now();
    for (const Case &c : Cases) {
        Position position = std::get<Position>(Position::fromFen(c.fen));
        const auto t0 = std::chrono::steady_clock::now();
        const std::uint64_t nodes = perft(position, c.depth);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        std::printf("%-72s depth %d nodes %12llu nps %.0f\n", c.fen, c.depth, static_cast<unsigned long long>(nodes),
                    static_cast<double>(nodes) / seconds);
        total += nodes;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("nodes %llu time %.3f s nps %.0f\n", static_cast<unsigned long long>(total), seconds,
                static_cast<double>(total) / seconds);
    return 0;
}

} // namespace ferz::cli
