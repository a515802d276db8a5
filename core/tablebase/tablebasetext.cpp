// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tablebase/tablebasetext.h"

#include <QCoreApplication>

namespace ferz {

QString tablebaseVerdictText(Color sideToMove, const TablebaseValue &value)
{
    if (value.outcome == TablebaseValue::Outcome::Draw)
        return QCoreApplication::translate("Tablebase", "Draw with best play");
    const bool whiteWins = (value.outcome == TablebaseValue::Outcome::Win) == (sideToMove == Color::White);
    if (value.plies == 0)
        return whiteWins ? QCoreApplication::translate("Tablebase", "Black is checkmated")
                         : QCoreApplication::translate("Tablebase", "White is checkmated");
    return whiteWins ? QCoreApplication::translate("Tablebase", "White wins: mate in %n", nullptr, value.moves())
                     : QCoreApplication::translate("Tablebase", "Black wins: mate in %n", nullptr, value.moves());
}

} // namespace ferz
