// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/gamenotes.h"

#include <QCoreApplication>

#include <iterator>

namespace ferz {

namespace {

struct Sentences {
    const char *white;
    const char *black;
};

// In the order of GameNote.
constexpr Sentences Notes[] = {
    {QT_TRANSLATE_NOOP("Game", "White offers a draw."), QT_TRANSLATE_NOOP("Game", "Black offers a draw.")},
    {QT_TRANSLATE_NOOP("Game", "White declines the draw offer by moving."),
     QT_TRANSLATE_NOOP("Game", "Black declines the draw offer by moving.")},
    {QT_TRANSLATE_NOOP("Game", "White accepts the draw offer."),
     QT_TRANSLATE_NOOP("Game", "Black accepts the draw offer.")},
    {QT_TRANSLATE_NOOP("Game", "White declines the draw offer."),
     QT_TRANSLATE_NOOP("Game", "Black declines the draw offer.")},
    {QT_TRANSLATE_NOOP("Game", "White claims a draw by threefold repetition."),
     QT_TRANSLATE_NOOP("Game", "Black claims a draw by threefold repetition.")},
    {QT_TRANSLATE_NOOP("Game", "White claims a draw by the fifty-move rule."),
     QT_TRANSLATE_NOOP("Game", "Black claims a draw by the fifty-move rule.")},
    {QT_TRANSLATE_NOOP("Game", "White resigns."), QT_TRANSLATE_NOOP("Game", "Black resigns.")},
    {QT_TRANSLATE_NOOP("Game", "White's flag falls."), QT_TRANSLATE_NOOP("Game", "Black's flag falls.")},
    {QT_TRANSLATE_NOOP("Game", "White cannot checkmate by any series of legal moves, so the game is drawn."),
     QT_TRANSLATE_NOOP("Game", "Black cannot checkmate by any series of legal moves, so the game is drawn.")},
};

static_assert(std::size(Notes) == static_cast<std::size_t>(GameNote::CannotMate) + 1);

} // namespace

std::string noteText(GameNote note, Color side)
{
    const Sentences &s = Notes[static_cast<int>(note)];
    return side == Color::White ? s.white : s.black;
}

QString readerComment(const QString &comment)
{
    QString text = comment;
    for (const Sentences &s : Notes)
        for (const char *sentence : {s.white, s.black})
            text.replace(QLatin1String(sentence), QCoreApplication::translate("Game", sentence));
    return text;
}

} // namespace ferz
