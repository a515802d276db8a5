// SPDX-License-Identifier: GPL-3.0-or-later
// Learning mode: marks on the board (pinned and checking pieces, en passant and promotion
// squares, and on request every square the opponent attacks) and a few sentences beside it on
// why castling is or is not possible on each side, check, pins, en passant and promotion. All of
// it comes from core's API (attackers, pinned, checkers, legalMoves, checkMove) and its reasons.
#pragma once

#include "core/rules/position.h"
#include "ui/board/boardwidget.h"

#include <QLabel>
#include <QStringList>

namespace ferz {

// The marks on the board. The side to move is "you": attacks are the opponent's.
class LearningOverlay : public BoardOverlay {
public:
    void setShowAttacks(bool show) { m_showAttacks = show; }
    bool showsAttacks() const { return m_showAttacks; }
    void paint(QPainter &painter, const BoardWidget &board) const override;

    // What is marked, square by square (for tests): the opponent's attacks, the pinned pieces of
    // both sides, the checking pieces, and the destinations of en passant and promotion moves.
    static Bitboard attackedSquares(const Position &position);
    static Bitboard pinnedPieces(const Position &position);
    static Bitboard specialTargets(const Position &position);

private:
    bool m_showAttacks = false;
};

// One sentence per line; translatable, context "Learning".
QStringList learningNotes(const Position &position);
// For a position the endgame tables hold and have ready: their verdict, and what the dead-position
// and insufficient-material rules say beside it (a dead position ends the game; material that cannot
// mate by any series of moves makes a flag fall a draw; neither is the same as a draw with best
// play). Empty otherwise.
QStringList tablebaseNotes(const Position &position);

// The sentences in a label, kept in the current language.
class EndgameTables;

class LearningPanel : public QLabel {
    Q_OBJECT

public:
    explicit LearningPanel(QWidget *parent = nullptr);

    void setPosition(const Position &position);
    LearningOverlay &overlay() { return m_overlay; }

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void rewrite();

    Position m_position;
    LearningOverlay m_overlay;
    EndgameTables *m_tables;
};

} // namespace ferz
