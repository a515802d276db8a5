// SPDX-License-Identifier: GPL-3.0-or-later
// Every command of the main window as a QAction: one table gives each its name, text and
// shortcuts (Help ▸ Keyboard Shortcuts shows them), the menus are built from them, and each
// action is enabled or disabled from the session shown. The actions only trigger; the window
// routes them to the session and to the commands that ask the user things.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QObject>

class QAction;
class QMainWindow;
class QMenu;

namespace ferz {

class GameSession;

struct WindowActions {
    Q_DECLARE_TR_FUNCTIONS(ferz::WindowActions)

public:
    // Creates the actions on `window` (so that their shortcuts work everywhere in it); `analyse`
    // is the analysis panel's own action, given its text and shortcut here.
    WindowActions(QMainWindow *window, QAction *analyse);

    // File
    QAction *newGame, *open, *review, *save, *saveAs, *exportGame, *exportFile, *exportDiagram, *exportGif,
        *printPreview, *print, *quit;
    QMenu *recent = nullptr;
    // Edit
    QAction *undo, *redo, *copyFen, *copyPgn, *copyDiagram, *paste, *find, *findNext, *findPrevious;
    // Game
    QAction *offerDraw, *acceptDraw, *declineDraw, *claimDraw, *resign, *takeBack, *pause;
    QAction *first, *previous, *next, *last, *previousVariation, *nextVariation, *previousGame, *nextGame;
    QAction *diagram;
    // Annotate
    QAction *comment, *headers, *clearNags, *promote, *demote, *mainLine, *deleteVariation, *deleteFromHere;
    QAction *newMainLine, *setUp, *symbolPalette;
    // The symbols (checked when the shown move has them): the six of the move with Ctrl+1…6, the
    // usual ones of the position, and the rest of the palette's (paletteNags).
    QList<QAction *> moveNags, positionNags, otherNags;
    QList<QAction *> nags() const { return moveNags + positionNags + otherNags; }
    // View
    QAction *flip, *autoFlip, *showLegalMoves, *animation, *longForm, *showEvaluations, *learning, *attacks, *looks,
        *boardCursor;
    QList<QAction *> letters; // in the order of AppSettings::Letters
    QMenu *language = nullptr;
    // Speak (ui/access/accesscommands.h)
    QAction *speakAloud, *sayLastMove, *sayClocks, *sayWhitePieces, *sayBlackPieces, *sayRank, *sayFile, *sayMoves,
        *sayAttackers;
    // Database
    QAction *openDatabase, *importDatabase, *positionGames, *addToDatabase, *findDuplicates, *exportListed;
    // Rules, Analysis, Help
    QAction *automaticDraws, *twoKnights, *touchMove, *analyse, *annotateGame, *chooseEngine, *rules, *course, *guide,
        *shortcuts;
    // The tabs (ui/window/sessiontabs.h): the next and previous one, close the one shown, and whether
    // new games open in tabs of their own.
    QAction *nextTab, *previousTab, *closeTab, *gamesInTabs;

    // The Speak menu's commands and Speak Aloud.
    QList<QAction *> speakCommands() const;

    // Enables each command that can act on `session` now (its position, its moves, its file).
    void update(const GameSession &session);
    // Texts that depend on the state (Claim Draw: Threefold Repetition, Resume Clock…) and the
    // symbols' texts, in the current language.
    void retranslate(const GameSession &session);

private:
    void createMenus(QMainWindow *window);
    QMainWindow *m_window;
};

} // namespace ferz
