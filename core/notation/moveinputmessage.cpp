// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/notation/moveinputmessage.h"

#include "core/notation/san.h"
#include "core/rules/illegalmovetext.h"

#include <QCoreApplication>
#include <QStringList>

namespace ferz {

QString moveInputErrorText(const Position &position, std::string_view text, const MoveInput &input)
{
    const QString move = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
    switch (input.error) {
    case MoveInputError::None: return {};
    case MoveInputError::Unreadable: return QCoreApplication::translate("MoveInput", "\"%1\" is not a move").arg(move);
    case MoveInputError::NoSuchMove:
        return QCoreApplication::translate("MoveInput", "\"%1\": no such piece can go there").arg(move);
    case MoveInputError::Ambiguous: {
        QStringList candidates;
        for (Move m : input.candidates)
            candidates << QString::fromStdString(sanText(position, m));
        return QCoreApplication::translate("MoveInput", "\"%1\" is ambiguous: it could be %2")
            .arg(move, candidates.join(QLatin1String(", ")));
    }
    case MoveInputError::Illegal:
        return QCoreApplication::translate("MoveInput", "\"%1\" is not allowed. %2")
            .arg(move, illegalMoveText(position, input.from, input.to, input.illegal));
    }
    return {};
}

} // namespace ferz
