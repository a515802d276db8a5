// SPDX-License-Identifier: GPL-3.0-or-later
// The user's choices that persist between runs (QSettings): notation, board display (pieces,
// theme, coordinates), sounds and speech, the rules options, the window, the recent files, the engine and
// the language. Every settings key lives
// here; a value that cannot be read (a damaged or newer settings file) keeps its default.
#pragma once

#include "core/game/game.h"
#include "core/notation/notation.h"

#include <QByteArray>
#include <QMap>
#include <QStringList>

class QSettings;

namespace ferz {

struct AppSettings {
    // English (PGN), Russian, Spanish, Portuguese letters, figurines, or the letters of the
    // interface language (which come from its translation, and change with it).
    enum class Letters {
        English,
        Russian,
        Spanish,
        Portuguese,
        Figurine,
        Interface
    };

    Letters letters = Letters::Interface;
    NotationForm form = NotationForm::Short;
    bool showLegalMoves = true;
    bool animation = true;
    bool autoFlip = false;
    bool automaticDraws = false; // FIDE claims by default
    bool twoKnightsInsufficient = false; // K+N+N against a lone king is dead (Brazilian rule text); FIDE by default
    bool touchMove = false;
    bool learningMode = false;
    bool flipped = false;
    bool newMovesAsMainLine = false; // moves played at a branch of a reviewed game
    bool showEvaluations = false; // the [%eval] of a move as a number beside it in the notation
    // The columns the game lists show, by their names (GameListModel::columnKey), in no order.
    QStringList gameColumns = {QStringLiteral("white"), QStringLiteral("black"), QStringLiteral("result"),
                               QStringLiteral("date"),  QStringLiteral("event"), QStringLiteral("eco"),
                               QStringLiteral("moves")};
    QString pieceSet = QStringLiteral("glyphs"); // an id of pieceSetIds()
    QString boardTheme = QStringLiteral("wood"); // an id of BoardStyle::themeIds()
    bool coordinatesInside = false; // in the squares, not in a margin beside the board
    bool sounds = false; // move, capture, check, end of game, low time
    bool speech = false; // announcements spoken aloud (Speak ▸ Speak Aloud)
    QByteArray windowGeometry;
    // New Game, Open, Paste and a database's game open a tab of their own; off, they replace the game
    // shown (after asking about its unsaved work).
    bool gamesInTabs = true;
    QStringList recentFiles; // absolute paths, the latest first
    QString enginePath; // empty: look for stockfish
    // Analysis ▸ Annotate with Engine: each position searched to this depth, or for this long.
    int annotationDepth = 16;
    int annotationMoveTimeMs = 1000;
    bool annotationByTime = false;
    // File ▸ Export Diagram (and Edit ▸ Copy Diagram): the picture's side in pixels; File ▸ Export
    // Game as GIF: the board's side and the time each move stays.
    static constexpr int MinDiagramSize = 64, MaxDiagramSize = 4000, MinGifSize = 64, MaxGifSize = 2000;
    static constexpr int MinGifDelayMs = 100, MaxGifDelayMs = 60000;
    int diagramSize = 400;
    int gifSize = 360;
    int gifDelayMs = 1000;

    NotationStyle notation() const;
    GameOptions gameOptions() const;

    static AppSettings load(const QSettings &settings);
    void save(QSettings &settings) const;
    // Saves to the application's settings (QSettings()), which are replaced whole or not at all.
    // Returns the sentence that says why they could not be written, empty when they were.
    QString store() const;
    // Puts `path` first among the recent files.
    void addRecentFile(const QString &path);

    // The interface language chosen by the user ("en", "ru"…); empty when none was chosen.
    static QString storedLanguage();
    static void storeLanguage(const QString &code);

    // The rules course as Ferz kept it before there were learners (ui/course/learners.h): the best
    // stars (1 to 3) earned in each level ("castling:3") and the level the learner was at. They
    // become the first learner's.
    static QMap<QString, int> courseStars();
    static QString courseLevel();
};

} // namespace ferz
