// SPDX-License-Identifier: GPL-3.0-or-later
// The part of the New Game dialog that says who plays: two people at the board, a person against
// the engine (White, Black, or a colour drawn at random), or the engine against itself to watch;
// and, with the engine, its strength (a few named levels, or an Elo) and whether it may resign.
#pragma once

#include "core/engine/engineplayer.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace ferz {

class OpponentBox : public QGroupBox {
    Q_OBJECT

public:
    enum class Players {
        People,
        EngineBlack,
        EngineWhite,
        EngineRandom,
        Engines
    };

    // `engine` is the engine program found (empty: none, and the engine choices say so).
    explicit OpponentBox(const QString &engine, QWidget *parent = nullptr);

    Players players() const;
    void setPlayers(Players players);
    EngineStrength strength() const;
    bool mayResign() const;
    // The sides the engine plays, the random colour drawn now.
    std::pair<bool, bool> engineSides() const;

signals:
    void playersChanged();

private:
    void update();

    QComboBox *m_players;
    QComboBox *m_level;
    QSpinBox *m_elo;
    QCheckBox *m_resign;
    QLabel *m_note;
    bool m_hasEngine;
};

} // namespace ferz
