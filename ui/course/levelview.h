// SPDX-License-Identifier: GPL-3.0-or-later
// One level of the rules course on the screen: what it asks, a board, the ways to answer that its
// kind needs (moves on the board or typed, answer buttons, a draw claim, typed notation or square
// names), and what the rules core said about the last answer. A wrong answer is explained and the
// level stays open; Retry starts it afresh. Everything is reachable from the keyboard: moves,
// notation and square names are typed in the entry, the answers have the keys 1, 2, 3…
#pragma once

#include "core/course/levelplay.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>

class QCheckBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;

namespace ferz {

class BoardWidget;
class EndgameTables;
class LetterBar;
class LiveText;
class StarOverlay;

class LevelView : public QWidget {
    Q_OBJECT

public:
    explicit LevelView(QWidget *parent = nullptr);
    ~LevelView() override;

    // Starts level `level` (from 0) of `stage`; the stage must outlive the view's use of it.
    void start(const Stage &stage, int level);
    // Starts the level shown afresh.
    void retry();
    // The rule options in force (the Rules menu); a level whose answer depends on one that changed
    // starts afresh under the new rules.
    void setRules(const GameOptions &rules);
    // Shows the level's hint, which costs a star.
    void showHint();
    bool hasHint() const;

    const Stage *stage() const { return m_stage; }
    int levelIndex() const { return m_index; }
    const LevelPlay &play() const { return *m_play; }
    QString promptText() const;
    QString factsText() const;
    QString feedback() const;

    BoardWidget *board() const { return m_board; }
    // Where what the keyboard did on the board and each move are said.
    LiveText *saidLine() const { return m_said; }
    // The last move played in the level, in words (empty before the first).
    QString lastMoveWords() const { return m_lastMoveWords; }
    // Where moves, notation and square names are typed.
    QLineEdit *entry() const { return m_entry; }
    // The Russian letters under the entry, shown while the level's moves are typed in them.
    LetterBar *letterBar() const { return m_letters; }
    // The answers of a question, in order (key 1 for the first).
    QList<QPushButton *> answerButtons() const { return m_answers; }
    QPushButton *claimButton() const { return m_claim; }
    QCheckBox *claimWithMove() const { return m_withMove; }
    // The time for Square levels, in milliseconds from any fixed moment (tests set it).
    void setClock(std::function<qint64()> clock) { m_clock = std::move(clock); }

signals:
    // The level is solved with this many stars.
    void solved(int stars);
    // The level is over, solved or failed.
    void finished();
    // A wrong answer, or a failed level; `first`: the first of this attempt.
    void missed(bool first);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void setUpAnswers();
    void showLevel();
    void showFacts();
    void act(const Verdict &verdict);
    void entered();
    void played(Move move);
    // Endgame levels wait for their tables: the board takes moves once they are ready.
    void awaitTables(int percent = -1);
    NotationLanguage letters() const;
    // The notation moves are written in: the level's own in Write and Read levels, else the
    // interface language's short form.
    NotationStyle style() const;

    const Stage *m_stage = nullptr;
    int m_index = 0;
    std::unique_ptr<LevelPlay> m_play;
    GameOptions m_rules;
    std::unique_ptr<StarOverlay> m_overlay;
    std::function<qint64()> m_clock;
    qint64 m_started = 0;

    LiveText *m_prompt; // the goal, said as the level opens
    QLabel *m_facts;
    QLabel *m_shown; // the move to play in Read levels, the square to find in Square levels
    BoardWidget *m_board;
    QLineEdit *m_entry;
    LetterBar *m_letters;
    QWidget *m_answerBox;
    QGridLayout *m_answerLayout;
    QList<QPushButton *> m_answers;
    QPushButton *m_claim;
    QCheckBox *m_withMove;
    LiveText *m_feedback; // read by screen readers as it changes
    LiveText *m_said; // what the keyboard did on the board and each move in words
    QString m_lastMoveWords;
    QTimer *m_tick;
    EndgameTables *m_tables;
};

} // namespace ferz
