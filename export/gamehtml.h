// SPDX-License-Identifier: GPL-3.0-or-later
// The HTML of one game as the printed layout shows it (gamedocument.h): its header, then its
// movetext (after a diagram of its start position when it starts from one of its own: a puzzle, a
// study), each diagram in a centred paragraph with its caption, the picture itself written by the
// caller (an embedded image in a web page, an object drawn on paper).
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

// `font`, when set, decides which symbols need their ASCII form; `number` is the game's in its file
// or document (from 1), for the title of a game without players' names.
QString gameHtml(const GameTree &game, int number, const DocumentOptions &options, const std::optional<QFont> &font,
                 const DiagramHtml &diagram);

// "White – Black" as text: the title of a page of this one game. A game that names neither player
// is titled by its event, or "Game N" without one.
QString gameTitle(const GameTree &game, int number);

// "Chess960 start position 751" (without the number when the position has none) for a game that
// starts from a Chess960 position, and nothing for a standard one: the export's first diagram and
// the review header say it, as no reader can guess it from the moves.
QString startPositionName(const Position &start);

// A tag value as the header shows it, elided with "…" beyond GameDocument::LongestTag.
QString tagValue(const std::string &utf8);

} // namespace ferz
