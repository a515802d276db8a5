// SPDX-License-Identifier: GPL-3.0-or-later
// What the endgame table tests share: a position from a board of letters, and the check that a
// table agrees with the rules core move by move.
#pragma once

#include "core/tablebase/tablebase.h"
#include "tests/core/testposition.h"

#include <QTest>

#include <array>
#include <string>

// The FEN of a board given square by square (a1 = 0; 0 for an empty square, else a FEN letter).
inline std::string fenOf(const std::array<char, 64> &board, ferz::Color sideToMove, const char *epSquare = "-")
{
    std::string fen;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const char c = board[static_cast<std::size_t>(rank * 8 + file)];
            if (!c) {
                ++empty;
                continue;
            }
            if (empty)
                fen += static_cast<char>('0' + empty);
            empty = 0;
            fen += c;
        }
        if (empty)
            fen += static_cast<char>('0' + empty);
        if (rank)
            fen += '/';
    }
    return fen + (sideToMove == ferz::Color::White ? " w - " : " b - ") + epSquare + " 0 1";
}

// Every used entry of `table`, played out with the rules core: a position without legal moves is
// mated (0 plies) or stalemated (a draw), and any other has the best of what its moves leave the
// mover (TablebaseValue::before of the position after, from `tables`). Together with the mates
// this proves every value exact: a win in n is a forced mate in n, and nothing mates sooner.
// Returns the number of positions checked; the first difference fails the test.
inline long checkAgainstRules(const ferz::Tablebase &tables, const ferz::EndgameTable &table)
{
    using namespace ferz;
    long checked = 0;
    for (std::uint32_t entry = 0; entry < table.layout.size(); ++entry) {
        const Placement placement = table.layout.placement(entry);
        if (table.layout.entry(placement) != entry)
            continue;
        auto parsed = Position::fromFen(table.layout.fen(placement));
        const Position *position = std::get_if<Position>(&parsed);
        if (!position)
            continue;
        TablebaseValue expected = position->isCheck() ? TablebaseValue::loss(0) : TablebaseValue::draw();
        const auto values = tables.moveValues(*position);
        if (values.empty() != position->legalMoves().empty()) {
            QTest::qFail("a table the moves lead to is missing", __FILE__, __LINE__);
            return -1;
        }
        if (!values.empty()) {
            expected = values.front().second;
            for (const auto &[move, value] : values)
                if (value.betterThan(expected))
                    expected = value;
        }
        const TablebaseValue stored = TablebaseValue::fromByte(table.values[entry]);
        if (stored != expected) {
            QTest::qFail(qPrintable(QStringLiteral("%1: stored %2 plies (%3), the moves give %4 plies (%5)")
                                        .arg(QString::fromStdString(table.layout.fen(placement)))
                                        .arg(stored.plies)
                                        .arg(static_cast<int>(stored.outcome))
                                        .arg(expected.plies)
                                        .arg(static_cast<int>(expected.outcome))),
                         __FILE__, __LINE__);
            return -1;
        }
        ++checked;
    }
    return checked;
}
