// SPDX-License-Identifier: GPL-3.0-or-later
// The position setup dialog: a board with a piece palette, side to move, castling rights, en
// passant file and move counters, the position's FEN (copy, paste), and the list of every problem
// that keeps it from being legal, in the core's words (fenProblems, fenErrorText). When there is
// none, the user starts a game or an analysis from it.
#pragma once

#include "core/rules/position.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace ferz {

class SetupBoard;

class PositionEditor : public QDialog {
    Q_OBJECT

public:
    enum class Choice {
        Play,
        Analyse
    };

    explicit PositionEditor(const Position &initial, QWidget *parent = nullptr);

    // The FEN of the position as set up (legal or not).
    QString fen() const;
    // The problems listed, as sentences; empty when the position is legal.
    QStringList problems() const;
    // Loads a FEN; false (and the problems listed) when it is not a legal position.
    bool setFen(const QString &fen);
    void clear();
    void setStartPosition();
    // The accepted position, and what the user wants to do with it.
    Position position() const;
    Choice choice() const { return m_choice; }

    SetupBoard *board() const { return m_board; }
    QComboBox *sideToMove() const { return m_side; }
    QCheckBox *castling(int right) const; // WhiteKingSide, WhiteQueenSide, BlackKingSide, BlackQueenSide
    QComboBox *enPassant() const { return m_enPassant; }
    QSpinBox *halfmoveClock() const { return m_halfmove; }
    QSpinBox *fullmoveNumber() const { return m_fullmove; }

private:
    void load(const Position &position);
    void check();

    SetupBoard *m_board;
    QComboBox *m_side;
    QCheckBox *m_castling[4];
    QComboBox *m_enPassant;
    QSpinBox *m_halfmove;
    QSpinBox *m_fullmove;
    QLineEdit *m_fenBox;
    QListWidget *m_problems;
    QPushButton *m_play;
    QPushButton *m_analyse;
    Choice m_choice = Choice::Play;
    bool m_loading = false;
};

} // namespace ferz
