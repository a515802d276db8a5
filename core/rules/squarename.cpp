// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/squarename.h"

namespace ferz {

std::string squareName(Square s)
{
    return {char('a' + fileOf(s)), char('1' + rankOf(s))};
}

Square parseSquare(std::string_view text)
{
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return Square::None;
    return makeSquare(text[0] - 'a', text[1] - '1');
}

} // namespace ferz
