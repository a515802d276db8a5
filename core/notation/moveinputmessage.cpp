// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/notation/moveinputmessage.h"

#include "core/notation/san.h"
#include "core/rules/illegalmovetext.h"

#include <QCoreApplication>
#include <QStringList>

namespace ferz {

namespace {

QString reason(const Position &position, std::string_view text, const MoveInput &input)
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

} // namespace

QString moveInputErrorText(const Position &position, std::string_view text, const MoveInput &input)
{
    const QString why = reason(position, text, input);
    const QString lookAlike = lookAlikeText(input);
    if (why.isEmpty() || lookAlike.isEmpty())
        return why;
    return why + (why.endsWith(QLatin1Char('.')) ? QStringLiteral(" ") : QStringLiteral(". ")) + lookAlike;
}

QString lookAlikeText(const MoveInput &input)
{
    const bool matters = input.error != MoveInputError::None || input.readAsTyped || input.otherReading;
    if (input.latinPiece == 0 || !matters)
        return {};
    if (input.latinPiece == 'K')
        return input.readAsTyped
            ? QCoreApplication::translate("MoveInput",
                                          "The Latin K was read as the English king: in Russian notation "
                                          "the king is Кр and the knight is the Cyrillic К.")
            : QCoreApplication::translate(
                "MoveInput",
                "The Latin K was read as the Russian knight К: the English king is Кр in Russian notation.");
    return input.readAsTyped
        ? QCoreApplication::translate("MoveInput",
                                      "The Latin C was read as the Spanish and Portuguese knight: in Russian "
                                      "notation the bishop is the Cyrillic С and the knight К.")
        : QCoreApplication::translate("MoveInput", "The Latin C was read as the Russian bishop С.");
}

} // namespace ferz
