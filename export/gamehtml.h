// SPDX-License-Identifier: GPL-3.0-or-later
// The HTML of one game as the printed layout shows it (gamedocument.h): its header, then its
// movetext, each diagram in a centred paragraph with its caption, the picture itself written by
// the caller (an embedded image in a web page, an object drawn on paper).
#pragma once

#include "core/game/gametree.h"
#include "export/diagram.h"
#include "export/gamedocument.h"

#include <QString>

#include <functional>
#include <optional>

class QFont;

namespace ferz {

// The picture of a diagram as HTML; `caption` is HTML too (its text alternative).
using DiagramHtml = std::function<QString(const DiagramSpec &spec, const QString &caption)>;

// `font`, when set, decides which symbols need their ASCII form.
QString gameHtml(const GameTree &game, const DocumentOptions &options, const std::optional<QFont> &font,
                 const DiagramHtml &diagram);

// "White – Black" as HTML text without tags: the title of a page of this one game.
QString gameTitle(const GameTree &game);

// "Chess960 start position 751" (without the number when the position has none) for a game that
// starts from a Chess960 position, and nothing for a standard one: the export's first diagram and
// the review header say it, as no reader can guess it from the moves.
QString startPositionName(const Position &start);

// A tag value as the header shows it, elided with "…" beyond GameDocument::LongestTag.
QString tagValue(const std::string &utf8);

} // namespace ferz
