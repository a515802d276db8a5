// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/windowactions.h"

#include "core/notation/nag.h"
#include "export/gamedocument.h"
#include "ui/review/variationview.h"
#include "ui/session/playsession.h"
#include "ui/window/languagemanager.h"
#include "ui/window/translatedaction.h"

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

#define ACTION(member, text, keys)                                                                                     \
    {                                                                                                                  \
        &WindowActions::member, #member, QT_TRANSLATE_NOOP("ferz::WindowActions", text), keys                          \
    }
const Spec Specs[] = {
    ACTION(newGame, "&New Game…", "Ctrl+N"),
    ACTION(open, "&Open PGN…", "Ctrl+O"),
    ACTION(review, "&Review PGN…", "Ctrl+Shift+O"),
    ACTION(save, "&Save", "Ctrl+S"),
    ACTION(saveAs, "Save &As…", "Ctrl+Shift+S"),
    ACTION(exportGame, "&Export Game…", "Ctrl+Shift+E"),
    ACTION(exportFile, "Export All &Games of the File…", ""),
    ACTION(printPreview, "Print Pre&view…", ""),
    ACTION(print, "&Print…", "Ctrl+P"),
    ACTION(quit, "&Quit", "Ctrl+Q"),
    ACTION(undo, "&Undo", "Ctrl+Z"),
    ACTION(redo, "&Redo", "Ctrl+Shift+Z; Ctrl+Y"),
    ACTION(copyFen, "Copy &FEN", ""),
    ACTION(copyPgn, "Copy &PGN", "Ctrl+C"),
    ACTION(paste, "&Paste FEN or PGN", "Ctrl+V"),
    ACTION(offerDraw, "Offer &Draw", ""),
    ACTION(acceptDraw, "&Accept Draw", ""),
    ACTION(declineDraw, "D&ecline Draw", ""),
    ACTION(claimDraw, "&Claim Draw", ""),
    ACTION(resign, "&Resign…", ""),
    ACTION(takeBack, "&Take Back", "Ctrl+Backspace"),
    ACTION(pause, "&Pause Clock", "Ctrl+Space"),
    ACTION(first, "First Position", "Home"),
    ACTION(previous, "Previous Move", "Left"),
    ACTION(next, "Next Move", "Right"),
    ACTION(last, "Last Position", "End"),
    ACTION(previousVariation, "Previous Variation", "Up"),
    ACTION(nextVariation, "Next Variation", "Down"),
    ACTION(previousGame, "P&revious Game", "Ctrl+PgUp"),
    ACTION(nextGame, "&Next Game", "Ctrl+PgDown"),
    ACTION(diagram, "&Diagram After This Move", ""),
    ACTION(comment, "Edit &Comment…", "Ctrl+K"),
    ACTION(headers, "Edit &Headers…", "Ctrl+Shift+H"),
    ACTION(clearNags, "Remove All Symbols", "Ctrl+0"),
    ACTION(promote, "&Promote Variation", "Ctrl+Up"),
    ACTION(demote, "&Demote Variation", "Ctrl+Down"),
    ACTION(mainLine, "Make &Main Line", "Ctrl+Shift+M"),
    ACTION(deleteVariation, "Delete &Variation", "Ctrl+Del"),
    ACTION(deleteFromHere, "Delete Moves from &Here", "Shift+Del"),
    ACTION(newMainLine, "New Moves Become the &Main Line", ""),
    ACTION(setUp, "Set &Up Position…", "Ctrl+Shift+P"),
    ACTION(flip, "&Flip Board", "Ctrl+F"),
    ACTION(autoFlip, "&Auto-Flip for Two Players", ""),
    ACTION(showLegalMoves, "Show &Legal Moves", ""),
    ACTION(animation, "Ani&mate Moves", ""),
    ACTION(longForm, "&Long Form (e2-e4)", ""),
    ACTION(learning, "L&earning Mode", "Ctrl+L"),
    ACTION(attacks, "Show &Attacked Squares", "Ctrl+Shift+A"),
    ACTION(automaticDraws, "&Automatic Draw at Threefold Repetition and Fifty Moves", ""),
    ACTION(touchMove, "&Touch-Move", ""),
    ACTION(analyse, "&Analyse", "Ctrl+E"),
    ACTION(chooseEngine, "Choose &Engine…", ""),
    ACTION(rules, "&Rules of Chess", "F1"),
    ACTION(shortcuts, "&Keyboard Shortcuts", ""),
};
#undef ACTION

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

QString tr(const char *text)
{
    return QCoreApplication::translate(Context, text);
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
    for (QAction *check : {diagram, newMainLine, flip, autoFlip, showLegalMoves, animation, longForm, learning, attacks,
                           automaticDraws, touchMove})
        check->setCheckable(true);
    // A symbol's action reads "!  good move" in the menu and "!" on the tool bar (retranslate).
    auto nagAction = [window](int nag, const QKeySequence &key) {
        auto *action = new QAction(window);
        action->setObjectName(QStringLiteral("nag%1").arg(nag));
        action->setData(nag);
        action->setShortcut(key);
        window->addAction(action);
        return action;
    };
    int key = Qt::Key_1;
    for (int nag : MoveNags)
        moveNags << nagAction(nag, QKeySequence(Qt::CTRL | Qt::Key(key++)));
    for (int nag : PositionNags)
        positionNags << nagAction(nag, QKeySequence());
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
    recent = addMenu(file, QT_TRANSLATE_NOOP("ferz::WindowActions", "Open &Recent"));
    file->addActions({save, saveAs});
    file->addSeparator();
    file->addActions({exportGame, exportFile, printPreview, print});
    file->addSeparator();
    file->addAction(quit);

    QMenu *edit = addMenu(bar, QT_TRANSLATE_NOOP("ferz::WindowActions", "&Edit"));
    edit->addActions({undo, redo});
    edit->addSeparator();
    edit->addActions({copyFen, copyPgn, paste});

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
    symbols->addSeparator();
    symbols->addAction(clearNags);
    annotate->addAction(diagram);
    annotate->addSeparator();
    annotate->addActions({promote, demote, mainLine, deleteVariation, deleteFromHere, newMainLine});
    annotate->addSeparator();
    annotate->addAction(setUp);

    QMenu *view = addMenu(bar, QT_TRANSLATE_NOOP("ferz::WindowActions", "&View"));
    view->addActions({flip, autoFlip, showLegalMoves, animation});
    QMenu *notation = addMenu(view, QT_TRANSLATE_NOOP("ferz::WindowActions", "&Notation"));
    notation->addActions(letters);
    notation->addSeparator();
    notation->addAction(longForm);
    view->addSeparator();
    view->addActions({learning, attacks});
    language = addMenu(view, QT_TRANSLATE_NOOP("ferz::WindowActions", "&Language"));
    language->addActions(LanguageManager::instance().createActions(window)->actions());

    addMenu(bar, QT_TRANSLATE_NOOP("ferz::WindowActions", "&Analysis"))->addActions({analyse, chooseEngine});
    addMenu(bar, QT_TRANSLATE_NOOP("ferz::WindowActions", "&Rules"))->addActions({automaticDraws, touchMove});
    addMenu(bar, QT_TRANSLATE_NOOP("ferz::WindowActions", "&Help"))->addActions({rules, shortcuts});
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

    const std::vector<int> &nags = node->annotations().nags;
    for (QAction *action : moveNags + positionNags)
        action->setEnabled(move);
    clearNags->setEnabled(move && !nags.empty());
    diagram->setEnabled(move);
    diagram->setChecked(std::find(nags.begin(), nags.end(), DiagramNag) != nags.end());
    promote->setEnabled(session.canPromote());
    demote->setEnabled(session.canDemote());
    mainLine->setEnabled(session.canMakeMainLine());
    deleteVariation->setEnabled(session.canDeleteVariation());
    deleteFromHere->setEnabled(session.canDeleteFromHere());
    newMainLine->setEnabled(session.kind() == GameSession::Kind::Review);

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
    for (QAction *action : moveNags + positionNags) {
        const int nag = action->data().toInt();
        const QString symbol = VariationView::nagText(nag, m_window->font());
        action->setText(QStringLiteral("%1  %2").arg(symbol, nagDescription(nag)));
        action->setIconText(symbol);
        action->setToolTip(nagDescription(nag));
    }
    comment->setIconText(tr("Comment"));
    diagram->setToolTip(tr("Print a board diagram after the shown move"));
}

} // namespace ferz
