// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/movelabel.h"

namespace ferz {

QString moveLabel(const GameNode &node, const NotationStyle &style, bool withNumber)
{
    const Position &before = node.parent()->position();
    const bool white = before.sideToMove() == Color::White;
    QString text;
    if (withNumber || white)
        text = QString::number(before.fullmoveNumber()) + (white ? QStringLiteral(".") : QStringLiteral("…"));
    text += node.move().isNull() ? QStringLiteral("--") : QString::fromStdString(moveText(before, node.move(), style));
    return text;
}

} // namespace ferz
