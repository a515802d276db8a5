// SPDX-License-Identifier: GPL-3.0-or-later
// The column beside the board, a view of the session shown: the game list of its file (when the
// file holds several games), the clocks of a game being played, the header of a reviewed game,
// the notation with its variations and comments, the symbol bar and the symbol palette when asked
// for, and the buttons of the game.
#pragma once

#include "core/rules/types.h"

#include <QPointer>
#include <QWidget>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QSplitter;
class QToolBar;
class QVBoxLayout;
class QWidget;

namespace ferz {

class ClockWidget;
class GameListWidget;
class GameSession;
class PgnFile;
class NotationView;
class SymbolPalette;
class ViewSettings;
struct WindowActions;

class GamePanel : public QWidget {
    Q_OBJECT

public:
    // Black's clock is at the bottom when `settings` show Black at the bottom of the board.
    GamePanel(const WindowActions &actions, const ViewSettings &settings, QWidget *parent = nullptr);

    void setSession(GameSession *session);

    NotationView *notation() const { return m_notation; }
    GameListWidget *gameList() const { return m_gameList; }
    SymbolPalette *symbolPalette() const { return m_palette; }
    ClockWidget *clockOf(Color c) const;
    // Shows the engine's panel under the notation, in a dock that opens when `analyse` starts it.
    void addAnalysis(QWidget *analysis, QAction *analyse);
    // Puts `widget` right under the notation (the evaluation graph), in the game's column.
    void addUnderNotation(QWidget *widget);
    // Puts `widget` right above the notation (the find bar).
    void addAboveNotation(QWidget *widget);

protected:
    void changeEvent(QEvent *event) override;

private:
    // The game list of the session's file (hidden for a game alone), the open game marked.
    void showSource();
    void refreshClocks();
    void refreshHeader();

    const ViewSettings &m_settings;
    QPointer<GameSession> m_session;
    std::shared_ptr<PgnFile> m_database; // the file the game list shows
    GameListWidget *m_gameList;
    ClockWidget *m_topClock;
    ClockWidget *m_bottomClock;
    QLabel *m_header;
    NotationView *m_notation;
    QToolBar *m_symbols;
    SymbolPalette *m_palette;
    QAction *m_paletteAction;
    QWidget *m_buttons;
    QSplitter *m_splitter;
    QVBoxLayout *m_column;
    QDockWidget *m_analysisDock = nullptr;
};

} // namespace ferz
