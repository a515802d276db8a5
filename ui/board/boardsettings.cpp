// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boardsettings.h"

#include "render/boardgeometry.h"
#include "render/piecesets.h"
#include "ui/board/boardwidget.h"
#include "ui/settings/viewsettings.h"

namespace ferz {

namespace {

void applyBoard(BoardWidget &board, const AppSettings &settings)
{
    board.setShowLegalMoves(settings.showLegalMoves || settings.learningMode);
    board.setAnimationEnabled(settings.animation);
}

} // namespace

void followSettings(BoardWidget &board, const ViewSettings &settings)
{
    board.setFlipped(settings.values().flipped);
    applyLooks(board, settings.values());
    applyBoard(board, settings.values());
    QObject::connect(&settings, &ViewSettings::changed, &board, [&board, &settings](ViewSettings::Key key) {
        if (key == ViewSettings::Key::Flipped)
            board.setFlipped(settings.values().flipped);
        else if (key == ViewSettings::Key::Looks)
            applyLooks(board, settings.values());
        else if (key == ViewSettings::Key::Board || key == ViewSettings::Key::Learning)
            applyBoard(board, settings.values());
    });
}

void applyLooks(BoardWidget &board, const AppSettings &settings)
{
    if (auto pieces = makePieceSet(settings.pieceSet))
        board.setPieceSet(std::move(pieces));
    board.setBoardStyle(BoardStyle::theme(settings.boardTheme).value_or(BoardStyle::screen()));
    board.setCoordinatesInside(settings.coordinatesInside);
}

} // namespace ferz
