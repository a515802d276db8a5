// SPDX-License-Identifier: GPL-3.0-or-later
// Spaced review: a course level or a puzzle answered wrongly comes back after growing intervals,
// as SuperMemo's SM-2 schedules a card, with dates given by the caller (tests inject them).
//
// * A wrong answer (a mistake, or a failed level) puts the item in the queue, due the next day,
//   its interval back to one day and its ease 0.2 lower (never under 1.3).
// * A right answer to a due item is graded 5 (no mistake, no hint) or 3 (no mistake, with a
//   hint): the interval grows to 6 days after the first, then to the interval times the ease; the
//   ease moves by SM-2's 0.1 − (5 − q)(0.08 + 0.02(5 − q)), so a hint makes it 0.14 lower.
// * After GraduationReviews right answers in a row the item leaves the queue: it has been
//   remembered for a month and more (1, 6, 15 and 39 days for a learner who answers without hints).
#pragma once

#include <QDate>
#include <QString>

#include <map>
#include <vector>

namespace ferz {

struct ReviewCard {
    int repetitions = 0; // right answers in a row since the last wrong one
    double ease = 2.5;
    int intervalDays = 1;
    QDate due;
    int lapses = 0; // wrong answers in all
    friend bool operator==(const ReviewCard &, const ReviewCard &) = default;
};

// How an answer went: wrong, right with a hint, or right.
enum class Recall {
    Wrong,
    Hinted,
    Right,
};

inline constexpr int GraduationReviews = 4;
inline constexpr double MinimumEase = 1.3;

// The card after an answer given on `today`.
ReviewCard reviewed(ReviewCard card, Recall recall, const QDate &today);

// The items a learner reviews, by their ids ("castling:3", "puzzle:…").
class ReviewQueue {
public:
    // An answer to `item` on `today`: a wrong one enters or resets it; a right one to an item in the
    // queue moves it on (or out, once it has graduated); a right one to any other item changes nothing.
    void answer(const QString &item, Recall recall, const QDate &today);
    bool contains(const QString &item) const { return m_cards.contains(item); }
    // The items due on `today` (due then or earlier), the longest overdue first.
    std::vector<QString> due(const QDate &today) const;
    int dueCount(const QDate &today) const { return static_cast<int>(due(today).size()); }

    const std::map<QString, ReviewCard> &cards() const { return m_cards; }
    void setCard(const QString &item, const ReviewCard &card) { m_cards[item] = card; }
    friend bool operator==(const ReviewQueue &, const ReviewQueue &) = default;

private:
    std::map<QString, ReviewCard> m_cards;
};

} // namespace ferz
