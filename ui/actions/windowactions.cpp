// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/actions/windowactions.h"

#include "core/notation/nag.h"
#include "export/gamedocument.h"
#include "ui/actions/nagtext.h"
#include "ui/actions/translatedaction.h"
#include "ui/session/gametext.h"
#include "ui/session/playsession.h"
#include "ui/settings/languagemanager.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

#include <algorithm>

namespace ferz {

namespace {

constexpr const char *Context = "ferz::WindowActions";

// The one table of the window's commands: the member that holds the action, its object name,
// its text (translated at each change of language) and its shortcuts ("; " between two).
struct Spec {
    QAction *WindowActions::*member;
    const char *name;
    const char *text;
    const char *keys;
};

const Spec Specs[] = {
    {&WindowActions::newGame, "newGame", QT_TRANSLATE_NOOP("ferz::WindowActions", "&New Game…"), "Ctrl+N"},
    {&WindowActions::open, "open", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Open PGN…"), "Ctrl+O"},
    {&WindowActions::review, "review", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Review PGN…"), "Ctrl+Shift+O"},
    {&WindowActions::save, "save", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Save"), "Ctrl+S"},
    {&WindowActions::saveAs, "saveAs", QT_TRANSLATE_NOOP("ferz::WindowActions", "Save &As…"), "Ctrl+Shift+S"},
    {&WindowActions::exportGame, "exportGame", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Export Game…"),
     "Ctrl+Shift+E"},
    {&WindowActions::exportFile, "exportFile",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "Export All &Games of the File…"), ""},
    {&WindowActions::exportDiagram, "exportDiagram", QT_TRANSLATE_NOOP("ferz::WindowActions", "Export &Diagram…"), ""},
    {&WindowActions::exportGif, "exportGif", QT_TRANSLATE_NOOP("ferz::WindowActions", "Export Game as G&IF…"), ""},
    {&WindowActions::printPreview, "printPreview", QT_TRANSLATE_NOOP("ferz::WindowActions", "Print Pre&view…"), ""},
    {&WindowActions::print, "print", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Print…"), "Ctrl+P"},
    {&WindowActions::quit, "quit", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Quit"), "Ctrl+Q"},
    {&WindowActions::undo, "undo", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Undo"), "Ctrl+Z"},
    {&WindowActions::redo, "redo", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Redo"), "Ctrl+Shift+Z; Ctrl+Y"},
    {&WindowActions::copyFen, "copyFen", QT_TRANSLATE_NOOP("ferz::WindowActions", "Copy &FEN"), ""},
    {&WindowActions::copyPgn, "copyPgn", QT_TRANSLATE_NOOP("ferz::WindowActions", "Copy &PGN"), "Ctrl+C"},
    {&WindowActions::copyDiagram, "copyDiagram", QT_TRANSLATE_NOOP("ferz::WindowActions", "Copy &Diagram"),
     "Ctrl+Shift+C"},
    {&WindowActions::paste, "paste", QT_TRANSLATE_NOOP("ferz::WindowActions", "Paste FEN &or PGN"), "Ctrl+V"},
    {&WindowActions::find, "find", QT_TRANSLATE_NOOP("ferz::WindowActions", "F&ind in Comments and Moves…"), "Ctrl+F"},
    {&WindowActions::findNext, "findNext", QT_TRANSLATE_NOOP("ferz::WindowActions", "Find &Next"), "F3"},
    {&WindowActions::findPrevious, "findPrevious", QT_TRANSLATE_NOOP("ferz::WindowActions", "Find Pre&vious"),
     "Shift+F3"},
    {&WindowActions::offerDraw, "offerDraw", QT_TRANSLATE_NOOP("ferz::WindowActions", "Offer &Draw"), "Ctrl+T"},
    {&WindowActions::acceptDraw, "acceptDraw", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Accept Draw"),
     "Ctrl+Shift+Y"},
    {&WindowActions::declineDraw, "declineDraw", QT_TRANSLATE_NOOP("ferz::WindowActions", "D&ecline Draw"),
     "Ctrl+Shift+N"},
    {&WindowActions::claimDraw, "claimDraw", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Claim Draw"), ""},
    {&WindowActions::resign, "resign", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Resign…"), "Ctrl+R"},
    {&WindowActions::takeBack, "takeBack", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Take Back"), "Ctrl+Backspace"},
    {&WindowActions::pause, "pause", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Pause Clock"), "Ctrl+Space"},
    {&WindowActions::first, "first", QT_TRANSLATE_NOOP("ferz::WindowActions", "First Position"), "Home"},
    {&WindowActions::previous, "previous", QT_TRANSLATE_NOOP("ferz::WindowActions", "Previous Move"), "Left"},
    {&WindowActions::next, "next", QT_TRANSLATE_NOOP("ferz::WindowActions", "Next Move"), "Right"},
    {&WindowActions::last, "last", QT_TRANSLATE_NOOP("ferz::WindowActions", "Last Position"), "End"},
    {&WindowActions::previousVariation, "previousVariation",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "Previous Variation"), "Up"},
    {&WindowActions::nextVariation, "nextVariation", QT_TRANSLATE_NOOP("ferz::WindowActions", "Next Variation"),
     "Down"},
    {&WindowActions::previousGame, "previousGame", QT_TRANSLATE_NOOP("ferz::WindowActions", "Previous &Game"),
     "Ctrl+PgUp"},
    {&WindowActions::nextGame, "nextGame", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Next Game"), "Ctrl+PgDown"},
    {&WindowActions::diagram, "diagram", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Diagram After This Move"), ""},
    {&WindowActions::comment, "comment", QT_TRANSLATE_NOOP("ferz::WindowActions", "Edit &Comment…"), "Ctrl+K"},
    {&WindowActions::headers, "headers", QT_TRANSLATE_NOOP("ferz::WindowActions", "Edit &Headers…"), "Ctrl+Shift+H"},
    {&WindowActions::clearNags, "clearNags", QT_TRANSLATE_NOOP("ferz::WindowActions", "Remove All Symbols"), "Ctrl+0"},
    {&WindowActions::symbolPalette, "symbolPalette", QT_TRANSLATE_NOOP("ferz::WindowActions", "Symbol &Palette"),
     "Ctrl+Shift+K"},
    {&WindowActions::promote, "promote", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Promote Variation"), "Ctrl+Up"},
    {&WindowActions::demote, "demote", QT_TRANSLATE_NOOP("ferz::WindowActions", "D&emote Variation"), "Ctrl+Down"},
    {&WindowActions::mainLine, "mainLine", QT_TRANSLATE_NOOP("ferz::WindowActions", "Make &Main Line"), "Ctrl+Shift+M"},
    {&WindowActions::deleteVariation, "deleteVariation", QT_TRANSLATE_NOOP("ferz::WindowActions", "Delete &Variation"),
     "Ctrl+Del"},
    {&WindowActions::deleteFromHere, "deleteFromHere",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "Delete Moves &from Here"), "Shift+Del"},
    {&WindowActions::newMainLine, "newMainLine",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "&New Moves Become the Main Line"), ""},
    {&WindowActions::setUp, "setUp", QT_TRANSLATE_NOOP("ferz::WindowActions", "Set &Up Position…"), "Ctrl+Shift+P"},
    {&WindowActions::flip, "flip", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Flip Board"), "Ctrl+Alt+F"},
    {&WindowActions::autoFlip, "autoFlip", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Auto-Flip for Two Players"), ""},
    {&WindowActions::showLegalMoves, "showLegalMoves", QT_TRANSLATE_NOOP("ferz::WindowActions", "Show &Legal Moves"),
     ""},
    {&WindowActions::animation, "animation", QT_TRANSLATE_NOOP("ferz::WindowActions", "Ani&mate Moves"), ""},
    {&WindowActions::longForm, "longForm", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Long Form (e2-e4)"), ""},
    {&WindowActions::showEvaluations, "showEvaluations",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "Show the E&valuations ([%eval]) Beside the Moves"), ""},
    {&WindowActions::looks, "looks", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Board and Pieces…"), ""},
    {&WindowActions::learning, "learning", QT_TRANSLATE_NOOP("ferz::WindowActions", "L&earning Mode"), "Ctrl+L"},
    {&WindowActions::attacks, "attacks", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Show Attacked Squares"),
     "Ctrl+Shift+A"},
    {&WindowActions::boardCursor, "boardCursor",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "Move Pieces with the &Keyboard"), "Ctrl+B"},
    {&WindowActions::speakAloud, "speakAloud", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Speak Aloud"),
     "Ctrl+Shift+V"},
    {&WindowActions::sayLastMove, "sayLastMove", QT_TRANSLATE_NOOP("ferz::WindowActions", "Say the &Last Move"),
     "Ctrl+Shift+L"},
    {&WindowActions::sayClocks, "sayClocks", QT_TRANSLATE_NOOP("ferz::WindowActions", "Say the &Clocks"),
     "Ctrl+Shift+T"},
    {&WindowActions::sayWhitePieces, "sayWhitePieces", QT_TRANSLATE_NOOP("ferz::WindowActions", "Say &White's Pieces"),
     "Ctrl+Shift+W"},
    {&WindowActions::sayBlackPieces, "sayBlackPieces", QT_TRANSLATE_NOOP("ferz::WindowActions", "Say &Black's Pieces"),
     "Ctrl+Shift+B"},
    {&WindowActions::sayRank, "sayRank",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "Say the Pieces on the Cursor's &Rank"), "Ctrl+Shift+R"},
    {&WindowActions::sayFile, "sayFile",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "Say the Pieces on the Cursor's &File"), "Ctrl+Shift+F"},
    {&WindowActions::sayMoves, "sayMoves",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "Say the &Moves of the Piece Under the Cursor"), "Ctrl+Shift+G"},
    {&WindowActions::sayAttackers, "sayAttackers",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "Say Who &Attacks and Defends the Cursor's Square"), "Ctrl+Shift+D"},
    {&WindowActions::openDatabase, "openDatabase", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Open Database…"),
     "Ctrl+D"},
    {&WindowActions::importDatabase, "importDatabase",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "&Import PGN into a Database…"), ""},
    {&WindowActions::positionGames, "positionGames",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "&Games with This Position"), "Ctrl+G"},
    {&WindowActions::addToDatabase, "addToDatabase",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "&Add the Game to the Database"), ""},
    {&WindowActions::findDuplicates, "findDuplicates",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "Find D&uplicate Games"), ""},
    {&WindowActions::exportListed, "exportListed",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "&Export the Listed Games to PGN…"), ""},
    {&WindowActions::automaticDraws, "automaticDraws",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "&Automatic Draw at Threefold Repetition and Fifty Moves"), ""},
    {&WindowActions::twoKnights, "twoKnights",
     QT_TRANSLATE_NOOP("ferz::WindowActions", "K+N+N Against a Lone King Is a &Dead Position (Brazilian Rule Text)"),
     ""},
    {&WindowActions::touchMove, "touchMove", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Touch-Move"), ""},
    {&WindowActions::analyse, "analyse", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Analyse"), "Ctrl+E"},
    {&WindowActions::annotateGame, "annotateGame", QT_TRANSLATE_NOOP("ferz::WindowActions", "A&nnotate with Engine…"),
     ""},
    {&WindowActions::chooseEngine, "chooseEngine", QT_TRANSLATE_NOOP("ferz::WindowActions", "Choose &Engine…"), ""},
    {&WindowActions::rules, "rules", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Rules of Chess"), "F1"},
    {&WindowActions::course, "course", QT_TRANSLATE_NOOP("ferz::WindowActions", "Rules &Course"), "Shift+F1"},
    {&WindowActions::guide, "guide", QT_TRANSLATE_NOOP("ferz::WindowActions", "Ferz &Guide"), "Ctrl+F1"},
    {&WindowActions::shortcuts, "shortcuts", QT_TRANSLATE_NOOP("ferz::WindowActions", "&Keyboard Shortcuts"), ""},
    {&WindowActions::nextTab, "nextTab", QT_TRANSLATE_NOOP("ferz::WindowActions", "Ne&xt Tab"), "Ctrl+Tab"},
    // Shift+Tab arrives as Backtab on X11.
    {&WindowActions::previousTab, "previousTab", QT_TRANSLATE_NOOP("ferz::WindowActions", "Pre&vious Tab"),
     "Ctrl+Shift+Tab; Ctrl+Shift+Backtab"},
    {&WindowActions::closeTab, "closeTab", QT_TRANSLATE_NOOP("ferz::WindowActions", "Close &Tab"), "Ctrl+W"},
    {&WindowActions::gamesInTabs, "gamesInTabs", QT_TRANSLATE_NOOP("ferz::WindowActions", "Open New Games in &Tabs"),
     ""},
};

constexpr const char *LetterTexts[] = {
    QT_TRANSLATE_NOOP("ferz::WindowActions", "&English (K Q R B N)"),
    QT_TRANSLATE_NOOP("ferz::WindowActions", "&Russian (Кр Ф Л С К)"),
    QT_TRANSLATE_NOOP("ferz::WindowActions", "&Spanish (R D T A C)"),
    QT_TRANSLATE_NOOP("ferz::WindowActions", "&Portuguese (R D T B C)"),
    QT_TRANSLATE_NOOP("ferz::WindowActions", "&Figurines (♔ ♕ ♖ ♗ ♘)"),
    QT_TRANSLATE_NOOP("ferz::WindowActions", "Letters of the &Interface Language"),
};

constexpr int MoveNags[] = {1, 2, 3, 4, 5, 6};
constexpr int PositionNags[] = {10, 13, 14, 15, 16, 17, 18, 19};

QList<QKeySequence> keysOf(const char *keys)
{
    QList<QKeySequence> list;
    for (const QString &key : QString::fromLatin1(keys).split(QStringLiteral("; "), Qt::SkipEmptyParts))
        list << QKeySequence::fromString(key, QKeySequence::PortableText);
    return list;
}

} // namespace

WindowActions::WindowActions(QMainWindow *window, QAction *analysePanelAction) : m_window(window)
{
    for (const Spec &spec : Specs) {
        QAction *action = spec.member == &WindowActions::analyse ? analysePanelAction : new QAction(window);
        setSourceText(action, Context, spec.text);
        action->setObjectName(QString::fromLatin1(spec.name));
        action->setShortcuts(keysOf(spec.keys));
        window->addAction(action);
        this->*spec.member = action;
    }
    for (QAction *check :
         {diagram, newMainLine, symbolPalette, flip, autoFlip, showLegalMoves, animation, longForm, showEvaluations,
          learning, attacks, automaticDraws, twoKnights, touchMove, boardCursor, speakAloud, gamesInTabs})
        check->setCheckable(true);
    // A symbol's action reads "!  good move" in the menu and "!" on the tool bar (retranslate).
    auto nagAction = [window](int nag, const QKeySequence &key) {
        auto *action = new QAction(window);
        action->setObjectName(QStringLiteral("nag%1").arg(nag));
        action->setData(nag);
        action->setCheckable(true);
        action->setShortcut(key);
        window->addAction(action);
        return action;
    };
    int key = Qt::Key_1;
    for (int nag : MoveNags)
        moveNags << nagAction(nag, QKeySequence(Qt::CTRL | Qt::Key(key++)));
    for (int nag : PositionNags)
        positionNags << nagAction(nag, QKeySequence());
    for (int nag : paletteNags())
        if (std::find(std::begin(MoveNags), std::end(MoveNags), nag) == std::end(MoveNags)
            && std::find(std::begin(PositionNags), std::end(PositionNags), nag) == std::end(PositionNags))
            otherNags << nagAction(nag, QKeySequence());
    auto *lettersGroup = new QActionGroup(window);
    for (const char *text : LetterTexts) {
        QAction *action = lettersGroup->addAction(QString());
        setSourceText(action, Context, text);
        action->setCheckable(true);
        letters << action;
    }
    createMenus(window);
}

void WindowActions::createMenus(QMainWindow *window)
{
    auto addMenu = [](auto *parent, const char *title) {
        QMenu *menu = parent->addMenu(QString());
        setSourceText(menu->menuAction(), Context, title);
        return menu;
    };
    QMenuBar *bar = window->menuBar();
    QMenu *file = addMenu(bar, QT_TRANSLATE_NOOP("ferz::WindowActions", "&File"));
    file->addActions({newGame, open, review});
    recent = addMenu(file, QT_TRANSLATE_NOOP("ferz::WindowActions", "Open Re&cent"));
    file->addActions({save, saveAs});
    file->addSeparator();
    file->addActions({exportGame, exportFile, exportDiagram, exportGif, printPreview, print});
    file->addSeparator();
    file->addActions({closeTab, quit});

    QMenu *edit = addMenu(bar, QT_TRANSLATE_NOOP("ferz::WindowActions", "&Edit"));
    edit->addActions({undo, redo});
    edit->addSeparator();
    edit->addActions({copyFen, copyPgn, copyDiagram, paste});
    edit->addSeparator();
    edit->addActions({find, findNext, findPrevious});

    QMenu *game = addMenu(bar, QT_TRANSLATE_NOOP("ferz::WindowActions", "&Game"));
    game->addActions({offerDraw, acceptDraw, declineDraw, claimDraw});
    game->addSeparator();
    game->addActions({resign, takeBack, pause});
    game->addSeparator();
    game->addActions({first, previous, next, last, previousVariation, nextVariation});
    game->addSeparator();
    game->addActions({previousGame, nextGame});

    QMenu *annotate = addMenu(bar, QT_TRANSLATE_NOOP("ferz::WindowActions", "A&nnotate"));
    annotate->addActions({comment, headers});
    QMenu *symbols = addMenu(annotate, QT_TRANSLATE_NOOP("ferz::WindowActions", "&Symbols"));
    symbols->addActions(moveNags);
    symbols->addSeparator();
    symbols->addActions(positionNags);
    addMenu(symbols, QT_TRANSLATE_NOOP("ferz::WindowActions", "&More Symbols"))->addActions(otherNags);
    symbols->addAction(symbolPalette);
    symbols->addSeparator();
    symbols->addAction(clearNags);
    annotate->addAction(diagram);
    annotate->addSeparator();
    annotate->addActions({promote, demote, mainLine, deleteVariation, deleteFromHere, newMainLine});
    annotate->addSeparator();
    annotate->addAction(setUp);

    QMenu *view = addMenu(bar, QT_TRANSLATE_NOOP("ferz::WindowActions", "&View"));
    view->addActions({flip, autoFlip, showLegalMoves, animation, looks});
    QMenu *notation = addMenu(view, QT_TRANSLATE_NOOP("ferz::WindowActions", "&Notation"));
    notation->addActions(letters);
    notation->addSeparator();
    notation->addAction(longForm);
    notation->addAction(showEvaluations);
    view->addSeparator();
    view->addActions({boardCursor, learning, attacks});
    language = addMenu(view, QT_TRANSLATE_NOOP("ferz::WindowActions", "Lan&guage"));
    language->addActions(LanguageManager::instance().createActions(window)->actions());
    view->addSeparator();
    view->addActions({previousTab, nextTab, gamesInTabs});

    QMenu *speak = addMenu(bar, QT_TRANSLATE_NOOP("ferz::WindowActions", "&Speak"));
    QList<QAction *> commands = speakCommands();
    speak->addActions(commands.mid(0, commands.size() - 1));
    speak->addSeparator();
    speak->addAction(commands.last());
    addMenu(bar, QT_TRANSLATE_NOOP("ferz::WindowActions", "&Database"))
        ->addActions({openDatabase, importDatabase, positionGames, addToDatabase, findDuplicates, exportListed});
    addMenu(bar, QT_TRANSLATE_NOOP("ferz::WindowActions", "&Analysis"))
        ->addActions({analyse, annotateGame, chooseEngine});
    addMenu(bar, QT_TRANSLATE_NOOP("ferz::WindowActions", "&Rules"))
        ->addActions({automaticDraws, twoKnights, touchMove});
    addMenu(bar, QT_TRANSLATE_NOOP("ferz::WindowActions", "&Help"))->addActions({rules, course, guide, shortcuts});
}

QList<QAction *> WindowActions::speakCommands() const
{
    return {sayLastMove, sayClocks, sayWhitePieces, sayBlackPieces, sayRank,
            sayFile,     sayMoves,  sayAttackers,   speakAloud};
}

void WindowActions::update(const GameSession &session)
{
    const GameNode *node = session.current();
    const bool move = !node->isRoot();
    first->setEnabled(move);
    previous->setEnabled(move);
    next->setEnabled(node->mainChild() != nullptr);
    last->setEnabled(node->mainChild() != nullptr);
    previousVariation->setEnabled(move && node->indexInParent() > 0);
    nextVariation->setEnabled(move && node->indexInParent() + 1 < node->parent()->childCount());
    const GameSource &source = session.source();
    previousGame->setEnabled(source.database && source.index > 0);
    nextGame->setEnabled(source.database && source.index >= 0 && source.index + 1 < source.database->count());
    exportFile->setEnabled(source.database != nullptr);
    exportGif->setEnabled(session.tree().root()->mainChild() != nullptr);

    const std::vector<int> &nags = node->annotations().nags;
    // The start of the game takes the symbols of a position (they are written before the first move).
    for (QAction *action : this->nags()) {
        const int nag = action->data().toInt();
        action->setEnabled(move || !isMoveJudgement(nag));
        action->setChecked(std::find(nags.begin(), nags.end(), nag) != nags.end());
    }
    clearNags->setEnabled(!nags.empty());
    diagram->setEnabled(move);
    diagram->setChecked(std::find(nags.begin(), nags.end(), DiagramNag) != nags.end());
    promote->setEnabled(session.canPromote());
    demote->setEnabled(session.canDemote());
    mainLine->setEnabled(session.canMakeMainLine());
    deleteVariation->setEnabled(session.canDeleteVariation());
    deleteFromHere->setEnabled(session.canDeleteFromHere());
    newMainLine->setEnabled(session.kind() == GameSession::Kind::Review);
    symbolPalette->setEnabled(session.kind() == GameSession::Kind::Review); // a played game has no symbol bar

    undo->setEnabled(session.undoStack()->canUndo());
    redo->setEnabled(session.undoStack()->canRedo());

    const auto *play = qobject_cast<const PlaySession *>(&session);
    const Game *game = play ? &play->game() : nullptr;
    const bool playing = game && !game->isOver();
    const bool live = playing && play->atLivePosition();
    offerDraw->setEnabled(live && game->canOfferDraw());
    acceptDraw->setEnabled(playing && game->drawOffered());
    declineDraw->setEnabled(playing && game->drawOffered());
    claimDraw->setEnabled(live && (game->claimableDraw() != DrawClaim::None || game->canClaimWithAMove()));
    resign->setEnabled(playing);
    takeBack->setEnabled(playing && game->plyCount() > 0);
    pause->setEnabled(playing && game->clock().isTimed());
    retranslate(session);
}

void WindowActions::retranslate(const GameSession &session)
{
    const auto *play = qobject_cast<const PlaySession *>(&session);
    const Game *game = play ? &play->game() : nullptr;
    const DrawClaim claim = game ? game->claimableDraw() : DrawClaim::None;
    const bool withMove = game && claim == DrawClaim::None && !game->isOver() && game->canClaimWithAMove();
    claimDraw->setText(claim == DrawClaim::ThreefoldRepetition ? tr("&Claim Draw: Threefold Repetition")
                           : claim == DrawClaim::FiftyMoves    ? tr("&Claim Draw: Fifty Moves")
                           : withMove                          ? tr("&Claim Draw with the Next Move")
                                                               : tr("&Claim Draw"));
    pause->setText(game && game->clock().isPaused() ? tr("Resume &Clock") : tr("&Pause Clock"));
    // A greyed-out Offer Draw says why.
    const QString blocked = game ? drawOfferBlockedText(*game) : QString();
    offerDraw->setToolTip(blocked.isEmpty() ? tr("Offer a draw: the offer is made with your next move") : blocked);
    for (QAction *action : this->nags()) {
        const int nag = action->data().toInt();
        const QString symbol = nagText(nag, m_window->font());
        action->setText(QStringLiteral("%1  %2").arg(symbol, nagDescription(nag)));
        action->setIconText(symbol);
        action->setToolTip(nagDescription(nag));
    }
    comment->setIconText(tr("Comment"));
    findPrevious->setIconText(QStringLiteral("▲"));
    findNext->setIconText(QStringLiteral("▼"));
    diagram->setToolTip(tr("Print a board diagram after the shown move"));
}

} // namespace ferz
