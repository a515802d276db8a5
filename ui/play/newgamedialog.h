// SPDX-License-Identifier: GPL-3.0-or-later
// The new-game dialog: who plays (people, or the engine at a chosen strength), the players' names,
// the time control (none, sudden death, Fischer increment, Bronstein delay, moves-in-time stages,
// or a preset), standard chess or Chess960 (its start position by number, drawn at random or
// chosen) and an optional start position as FEN (X-FEN or Shredder-FEN in Chess960). While a field
// cannot be read a line shows why; OK (Enter) then says it aloud to screen readers and takes the
// keyboard to that field instead of starting the game (a greyed OK would leave Enter silent).
#pragma once

#include "ui/session/playsession.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace ferz {

class LiveText;
class OpponentBox;

class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(const NewGameSettings &initial, QWidget *parent = nullptr);

    // The settings as entered; only meaningful when the dialog was accepted.
    NewGameSettings settings() const;

    void accept() override;

private:
    void applyPreset(int preset);
    void showControl(const TimeControl &control);
    // Shows why a field cannot be read (nothing when all can), and returns that field.
    QWidget *validate();
    // The name fields of the sides the engine plays are its own.
    void showNames();
    std::optional<TimeControl> enteredControl() const;
    bool chess960() const;
    // Shows the Chess960 fields when Chess960 is chosen, and the back rank of the number.
    void showVariant();

    QLineEdit *m_white;
    QLineEdit *m_black;
    QComboBox *m_preset;
    QComboBox *m_mode;
    QLineEdit *m_time;
    QDoubleSpinBox *m_bonus;
    QComboBox *m_variant;
    QSpinBox *m_number;
    QPushButton *m_random;
    QLabel *m_backRank;
    QLineEdit *m_fen;
    LiveText *m_problem;
    QDialogButtonBox *m_buttons;
    OpponentBox *m_opponent;
    Position m_start;
    QString m_engine;
};

} // namespace ferz
