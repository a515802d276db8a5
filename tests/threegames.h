// SPDX-License-Identifier: GPL-3.0-or-later
// A file of three short games, told apart by their White players W1 to W3, and a fourth game that
// another program (a broadcast) puts at the top of it.
#pragma once

#include <QByteArray>

namespace ferz::test {

inline const QByteArray ThreeGames = "[Event \"E\"]\n[White \"W1\"]\n[Black \"B1\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n"
                                     "[Event \"E\"]\n[White \"W2\"]\n[Black \"B2\"]\n[Result \"*\"]\n\n1. d4 d5 *\n\n"
                                     "[Event \"E\"]\n[White \"W3\"]\n[Black \"B3\"]\n[Result \"*\"]\n\n1. c4 c5 *\n";
inline const QByteArray PrependedGame =
    "[Event \"Live\"]\n[White \"W0\"]\n[Black \"B0\"]\n[Result \"*\"]\n\n1. Nf3 Nf6 *\n\n";

} // namespace ferz::test
