// SPDX-License-Identifier: GPL-3.0-or-later
// The user's choices that persist between sessions (QSettings): notation, board display and the
// rules options. Read and written in one place.
#pragma once

#include "core/game/game.h"
#include "core/notation/notation.h"

class QSettings;

namespace ferz {

struct AppSettings {
    // English (PGN), Russian, Spanish, Portuguese letters, figurines, or the letters of the
    // interface language (which come from its translation, and change with it).
    enum class Letters {
        English,
        Russian,
        Spanish,
        Portuguese,
        Figurine,
        Interface
    };

    Letters letters = Letters::Interface;
    NotationForm form = NotationForm::Short;
    bool showLegalMoves = true;
    bool animation = true;
    bool autoFlip = false;
    bool automaticDraws = false; // FIDE claims by default
    bool twoKnightsInsufficient = false; // K+N+N against a lone king is dead (Brazilian rule text); FIDE by default
    bool touchMove = false;
    bool learningMode = false;

    NotationStyle notation() const;
    GameOptions gameOptions() const;

    static AppSettings load(const QSettings &settings);
    void save(QSettings &settings) const;
};

} // namespace ferz
