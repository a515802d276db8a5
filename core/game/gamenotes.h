// SPDX-License-Identifier: GPL-3.0-or-later
// The sentences a game being played writes into its record: offers and their answers, claims,
// resignation, flag falls. They are written in English whatever the interface language, so that
// a file says the same to every program and every reader; readerComment() shows them in the
// reader's language (context "Game").
#pragma once

#include "core/rules/types.h"

#include <QString>

#include <string>

namespace ferz {

enum class GameNote {
    Offers, // `side` offers a draw
    DeclinesByMoving, // `side` moved instead of answering the offer
    Accepts,
    Declines,
    ClaimsThreefold,
    ClaimsFiftyMoves,
    Resigns,
    FlagFalls, // `side`'s flag falls
    CannotMate, // `side` cannot mate by any series of legal moves, so its opponent's flag fall draws
};

// The sentence of `note` about `side`, as the record keeps it.
std::string noteText(GameNote note, Color side);
// `comment` with every sentence noteText() writes put in the interface language.
QString readerComment(const QString &comment);

} // namespace ferz
