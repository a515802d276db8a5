// SPDX-License-Identifier: GPL-3.0-or-later
// A search of the movetext: the places of a game, or the games of a collection, where a typed text
// is found. A place is a node: its comments (as the views show them, $n as its symbol), its NAGs,
// its move; the root stands for the game's comment and the NAGs before the first move. The text
// is looked for in the comments in any case; when it is a NAG ("$14", "⩲", "+/=", "!?") the NAGs
// are searched for it too, and when it reads as a move ("Nf3", "exd5+", "O-O", "Кf3" in Russian
// letters) the moves are, in SAN and in the reader's notation alike, the check sign aside.
#pragma once

#include "core/collection/gamecollection.h"
#include "core/notation/notation.h"

#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace ferz {

class MovetextQuery {
public:
    MovetextQuery() = default;
    // `style`: the reader's notation, in which a move may be typed too.
    MovetextQuery(const QString &typed, const NotationStyle &style);

    bool empty() const { return m_text.isEmpty(); }
    // Whether the node's comments, NAGs or move hold what is searched for.
    bool matches(const GameNode &node) const;
    // The NAG searched for, -1 when the text is none; whether a move is searched for.
    int nag() const { return m_nag; }
    bool searchesMoves() const { return m_move; }

private:
    bool commentMatches(const std::string &comment) const;
    bool moveMatches(const GameNode &node) const;

    QString m_text;
    int m_nag = -1;
    bool m_move = false;
    NotationStyle m_style = NotationStyle::pgn();
};

// The places of a game that match, in the order of the movetext (the root first when the game's
// comment or NAGs match), and where a node given stands among them.
struct MovetextPlaces {
    std::vector<GameNode *> nodes;
    int before = 0; // the places before the node given
    bool atOne = false; // the node given is one of them

    // The place after the node given and the one before it; -1 when there is none.
    int next() const
    {
        return before + (atOne ? 1 : 0) < static_cast<int>(nodes.size()) ? before + (atOne ? 1 : 0) : -1;
    }
    int previous() const { return before - 1; }
};
MovetextPlaces findInGame(const GameTree &tree, const MovetextQuery &query, const GameNode *at = nullptr);

// The numbers (from 1, in order) of the games of `games` with a place that matches. `progress`
// is told how many games were searched of how many, and stops the search by returning false (the
// games found so far are returned). A game that cannot be read is passed over.
std::vector<int> findGamesWith(GameCollection &games, const MovetextQuery &query,
                               const std::function<bool(int done, int total)> &progress);

} // namespace ferz
