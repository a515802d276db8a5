// SPDX-License-Identifier: GPL-3.0-or-later
// The user's choices that persist between sessions (QSettings): notation, board display and the
// rules options. Read and written in one place.
#pragma once

#include "game.h"
#include "notation.h"

class QSettings;

namespace ferz {

struct AppSettings {
    // English, Russian, Spanish, Portuguese letters, or figurines.
    enum class Letters { English, Russian, Spanish, Portuguese, Figurine };

    Letters letters = Letters::English;
    NotationForm form = NotationForm::Short;
    bool showLegalMoves = true;
    bool animation = true;
    bool autoFlip = false;
    bool automaticDraws = false; // FIDE claims by default
    bool touchMove = false;

    NotationStyle notation() const;
    GameOptions gameOptions() const;

    static AppSettings load(const QSettings &settings);
    void save(QSettings &settings) const;
};

} // namespace ferz
