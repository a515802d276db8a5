// SPDX-License-Identifier: GPL-3.0-or-later
// The column of the board: the board itself, the move box under it, the status line (whose move
// it is, how the game ended), the announcement line (the last move in words, what the Speak
// commands answer), the message line (why a move was refused, what was saved) and the learning
// panel. It only lays them out; the window binds them to the session shown. The three lines are
// live: screen readers read each text announced on them (ui/access/livetext.h); the status line
// is announced only when a game is shown or ends without a move, as the move said the rest.
#pragma once

#include "ui/access/livetext.h"

#include <QWidget>

class QLabel;

namespace ferz {

class BoardWidget;
class LearningPanel;
class LetterBar;
class MoveBox;
class ViewSettings;

class BoardPanel : public QWidget {
    Q_OBJECT

public:
    // The move box reads moves in the notation of `settings`.
    explicit BoardPanel(const ViewSettings &settings, QWidget *parent = nullptr);

    BoardWidget *board() const { return m_board; }
    MoveBox *moveBox() const { return m_moveBox; }
    // The Russian letters under the move box, shown while the notation is Russian-letter.
    LetterBar *letterBar() const { return m_letters; }
    LiveText *status() const { return m_status; }
    LiveText *announcement() const { return m_announcement; }
    LiveText *message() const { return m_message; }
    LearningPanel *learning() const { return m_learning; }
    // The width at which the square board fills this height, the rows below it taken off.
    int widthForHeight(int height) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    BoardWidget *m_board;
    MoveBox *m_moveBox;
    QLabel *m_moveLabel;
    LetterBar *m_letters;
    LiveText *m_status;
    LiveText *m_announcement;
    LiveText *m_message;
    LearningPanel *m_learning;
};

} // namespace ferz
