// SPDX-License-Identifier: GPL-3.0-or-later
// The board of the window as the settings want it: which side is at the bottom, the pieces, the
// colours, the coordinates, the legal-move marks (always shown in learning mode) and animation;
// shown at once and again at each change. Touch-move is the session's (BoardController).
#pragma once

namespace ferz {

class BoardWidget;
class ViewSettings;
struct AppSettings;

void followSettings(BoardWidget &board, const ViewSettings &settings);
// The piece set, the colours and the coordinates of `settings` on `board` (a preview too).
void applyLooks(BoardWidget &board, const AppSettings &settings);

} // namespace ferz
