// SPDX-License-Identifier: GPL-3.0-or-later
// A fixed-capacity list of moves: no chess position has more than 218 legal moves.
#pragma once

#include "core/rules/types.h"

#include <algorithm>

namespace ferz {

class MoveList {
public:
    static constexpr int Capacity = 256;

    const Move *begin() const { return m_moves; }
    const Move *end() const { return m_moves + m_size; }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    Move operator[](int i) const { return m_moves[i]; }
    bool contains(Move m) const { return std::find(begin(), end(), m) != end(); }

private:
    friend class Position;
    Move m_moves[Capacity];
    int m_size = 0;
};

} // namespace ferz
