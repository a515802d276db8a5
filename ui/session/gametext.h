// SPDX-License-Identifier: GPL-3.0-or-later
// What the status line says about a game: whose move it is, and at the end the result and why,
// in words (translatable, context "GameText").
#pragma once

#include "core/game/evaluation.h"
#include "core/game/game.h"

#include <QDateTime>
#include <QString>

namespace ferz {

// "White to move", "Black to move – check".
QString turnText(const Position &position);
// "0-1 · Black wins: White is checkmated." and the like; empty while the game goes on.
QString endingText(const Game &game);
// The same without the result's figures, to be said: "Black wins: White is checkmated."
QString endingReason(const Game &game);

// Why the side to move may not offer a draw now (its offer was declined, an offer waits), with
// where the rule comes from; empty when it may.
QString drawOfferBlockedText(const Game &game);
// The short form for the status line: only after a declined offer, where the reason lasts moves.
QString drawOfferDeclinedStatus(const Game &game);

// An evaluation as the analysis panel writes it, from White's point of view: +1.23, −0.40, #3,
// #−3, with the locale's decimal point.
QString evaluationText(const Evaluation &evaluation);

// "1 move", "2 moves" with the plural forms of the language (Russian: 1 ход, 2 хода, 5 ходов).
QString moveCountText(int moves);
// The question when an autosaved game is found: when it was saved (in the locale's format), how
// many moves it has and whether it was over.
QString savedGameQuestion(const QDateTime &saved, int moves, bool finished);

} // namespace ferz
