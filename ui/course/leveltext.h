// SPDX-License-Identifier: GPL-3.0-or-later
// The rules course's words: a level's texts from the data in the interface language, the question
// each kind of level asks, the names of the answers, what happened before the level, and a
// sentence for every verdict of the rules core (the core's own sentence for an illegal move).
#pragma once

#include "core/course/levelplay.h"

#include <QCoreApplication>

namespace ferz {

struct LevelText {
    Q_DECLARE_TR_FUNCTIONS(ferz::LevelText)

public:
    // A text of the course data in the interface language.
    static QString course(const QString &source);
    // "Pawns — level 2 of 5": the stage and which of its levels (`level` from 0).
    static QString title(const Stage &stage, int level);
    // The level's instruction: its own prompt, its stage's (levels of the kinds that ask a question of
    // their own do without it), and that question.
    static QString prompt(const Stage &stage, const Level &level, NotationLanguage letters);
    static QString answerName(Answer answer);
    // The moves and protocol steps before the level, numbered ("1. e4 e5 2. Nf3 — White offers a
    // draw"); empty when there are none.
    static QString history(const Level &level, const NotationStyle &style);
    // What the learner did and why it was right or wrong; moves in `style` (the level's own
    // notation in Write and Read levels).
    static QString verdict(const LevelPlay &play, const Verdict &verdict, const NotationStyle &style);
    // Why the core's answer to a Question level is what it is, under `rules`.
    static QString explanation(const Level &level, Answer truth, const GameOptions &rules = {});
    // What is false about a wrong answer, naming the right one only where the question leaves
    // no other way to say it.
    static QString falseAnswer(const LevelPlay &play, Answer given, Answer truth);
    // Which rule text the level follows, when its answer depends on it, with `inForce` the rule
    // options in force; else empty.
    static QString ruleText(const Level &level, const GameOptions &inForce);
    // "★★☆"
    static QString stars(int earned);
    // The notation a Write or Read level asks for, by name and letters.
    static QString notationName(const NotationAsk &ask, NotationLanguage interfaceLetters);

private:
    static QString missText(const Level &level, const Verdict &verdict, const NotationStyle &style);
    static QString claimText(const Verdict &verdict, const NotationStyle &style, const Position &position);
};

} // namespace ferz
