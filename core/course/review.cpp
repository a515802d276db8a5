// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/course/review.h"

#include <algorithm>
#include <cmath>

namespace ferz {

ReviewCard reviewed(ReviewCard card, Recall recall, const QDate &today)
{
    if (recall == Recall::Wrong) {
        card.repetitions = 0;
        card.intervalDays = 1;
        card.ease = std::max(MinimumEase, card.ease - 0.2);
        ++card.lapses;
        card.due = today.addDays(1);
        return card;
    }
    const int quality = recall == Recall::Right ? 5 : 3;
    const int shortfall = 5 - quality;
    card.ease = std::max(MinimumEase, card.ease + 0.1 - shortfall * (0.08 + 0.02 * shortfall));
    ++card.repetitions;
    card.intervalDays = card.repetitions == 1 ? 6 : static_cast<int>(std::lround(card.intervalDays * card.ease));
    card.due = today.addDays(card.intervalDays);
    return card;
}

void ReviewQueue::answer(const QString &item, Recall recall, const QDate &today)
{
    const auto found = m_cards.find(item);
    if (recall == Recall::Wrong) {
        m_cards[item] = reviewed(found == m_cards.end() ? ReviewCard() : found->second, recall, today);
        return;
    }
    // An item answered right before it is due is not reviewed early: its schedule stands.
    if (found == m_cards.end() || found->second.due > today)
        return;
    found->second = reviewed(found->second, recall, today);
    if (found->second.repetitions >= GraduationReviews)
        m_cards.erase(found);
}

std::vector<QString> ReviewQueue::due(const QDate &today) const
{
    std::vector<std::pair<QDate, QString>> found;
    for (const auto &[item, card] : m_cards)
        if (card.due <= today)
            found.emplace_back(card.due, item);
    std::ranges::sort(found);
    std::vector<QString> items;
    for (auto &entry : found)
        items.push_back(std::move(entry.second));
    return items;
}

} // namespace ferz
