#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
# What a screen reader user meets in Ferz's window, checked through AT-SPI as Orca reads it (run by
# screenreader.sh, which starts the window):
#   screenreader.py LANGUAGE PID
# The board must be a panel with the table interface (not a table, whose whole row Orca reads at
# each Up or Down) of 64 squares named in the interface language; with the keys alone
# (Ctrl+B, the arrow keys, Enter) the game must be playable, and each move and the end of the game
# must be announced on a notification, as Orca speaks it. Each language plays a whole Scholar's
# mate.
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import GLib  # noqa: E402
import pyatspi  # noqa: E402

LANGUAGE, PID = sys.argv[1], int(sys.argv[2])
TIMEOUT = 30.0  # seconds any one condition may take (a sanitizer build is slow)

PIECES = {
    "en": {"K": "white king", "Q": "white queen", "R": "white rook", "B": "white bishop", "N": "white knight",
           "P": "white pawn", "k": "black king", "q": "black queen", "r": "black rook", "b": "black bishop",
           "n": "black knight", "p": "black pawn"},
    "ru": {"K": "белый король", "Q": "белый ферзь", "R": "белая ладья", "B": "белый слон", "N": "белый конь",
           "P": "белая пешка", "k": "чёрный король", "q": "чёрный ферзь", "r": "чёрная ладья", "b": "чёрный слон",
           "n": "чёрный конь", "p": "чёрная пешка"},
}[LANGUAGE]
BOARD_NAME = {"en": "Chessboard", "ru": "Шахматная доска"}[LANGUAGE]
PICKED_UP = {"en": "Picked up: {}.", "ru": "Взята фигура: {}."}[LANGUAGE]
START = ["rnbqkbnr", "pppppppp", "........", "........", "........", "........", "PPPPPPPP", "RNBQKBNR"]
# Each move: from, to, and what is announced when it is played.
GAMES = {
    "en": [("e2", "e4", "Pawn e4"), ("e7", "e5", "Pawn e5"), ("f1", "c4", "Bishop c4"), ("b8", "c6", "Knight c6"),
           ("d1", "h5", "Queen h5"), ("g8", "f6", "Knight f6"),
           ("h5", "f7", "Queen takes f7, checkmate. White wins: Black is checkmated.")],
    "ru": [("e2", "e4", "Пешка e4"), ("e7", "e5", "Пешка e5"), ("f1", "c4", "Слон c4"), ("b8", "c6", "Конь c6"),
           ("d1", "h5", "Ферзь h5"), ("g8", "f6", "Конь f6"),
           ("h5", "f7", "Ферзь берёт на f7, мат. Белые выиграли: чёрным поставлен мат.")],
}[LANGUAGE]

announcements = []  # the texts of the notifications, in order
focused = []  # the names of the squares that took the focus, in order


def fail(message):
    print(f"screenreader ({LANGUAGE}): {message}", file=sys.stderr)
    sys.exit(1)


def wait_for(what, condition):
    """Dispatches AT-SPI events until `condition` returns something true, or fails after TIMEOUT."""
    deadline = time.monotonic() + TIMEOUT
    context = GLib.MainContext.default()
    while True:
        while context.pending():
            context.iteration(False)
        try:
            result = condition()
        except GLib.Error:
            result = None  # an object that went away while it was read: ask again
        if result:
            return result
        if time.monotonic() > deadline:
            fail(f"{what}: not within {TIMEOUT:.0f} s (announced: {announcements[-5:]}; focused: {focused[-3:]})")
        time.sleep(0.02)


def on_event(event):
    try:
        role = event.source.getRole()
        if event.type.startswith("object:state-changed:showing") and role == pyatspi.ROLE_NOTIFICATION:
            if event.detail1 and event.source.name:
                announcements.append(event.source.name)
        elif event.type.startswith("object:state-changed:focused") and role == pyatspi.ROLE_TABLE_CELL:
            if event.detail1:
                focused.append(event.source.name)
    except GLib.Error:
        pass


def application():
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is not None and app.get_process_id() == PID:
            return app
    return None


def find_board(app):
    return pyatspi.findDescendant(
        app, lambda a: a.getRole() == pyatspi.ROLE_PANEL and a.name == BOARD_NAME, breadth_first=True)


def expected_names():
    names = []
    for row in range(8):
        for column in range(8):
            square = "abcdefgh"[column] + str(8 - row)
            piece = START[row][column]
            names.append(square if piece == "." else f"{square}, {PIECES[piece]}")
    return names


def key(*names):
    subprocess.run(["xdotool", "key", "--delay", "40", *names], check=True)


def cursor():
    """The square the screen reader was last told has the focus."""
    return focused[-1].split(",")[0] if focused else None


def go(square):
    here = cursor()
    right = ord(square[0]) - ord(here[0])
    up = int(square[1]) - int(here[1])
    keys = (["Right"] * right if right > 0 else ["Left"] * -right) + (["Up"] * up if up > 0 else ["Down"] * -up)
    if keys:
        key(*keys)
        wait_for(f"the cursor on {square}", lambda: cursor() == square)


def announced(text, since):
    return wait_for(f'the announcement "{text}"', lambda: text in announcements[since:])


pyatspi.Registry.registerEventListener(on_event, "object:state-changed:showing", "object:state-changed:focused")
app = wait_for("Ferz on the accessibility bus", application)
board = wait_for(f'the board "{BOARD_NAME}"', lambda: find_board(app))

# 64 squares in screen order, White at the bottom, each with its row, column and name.
if board.childCount != 64:
    fail(f"the board has {board.childCount} children, not 64")
table = board.queryTable()
if (table.nRows, table.nColumns) != (8, 8):
    fail(f"the board is a table of {table.nRows}×{table.nColumns}, not 8×8")
names = [board.getChildAtIndex(i).name for i in range(64)]
if names != expected_names():
    wrong = [(n, e) for n, e in zip(names, expected_names()) if n != e]
    fail(f"square names differ from the start position's: {wrong[:4]}")
for i in (0, 27, 63):
    cell = board.getChildAtIndex(i)
    if cell.getRole() != pyatspi.ROLE_TABLE_CELL:
        fail(f"square {names[i]} has the role {cell.getRoleName()}, not a table cell")
    position = (table.getRowAtIndex(i), table.getColumnAtIndex(i))
    if position != (i // 8, i % 8) or table.getAccessibleAt(*position).name != names[i]:
        fail(f"square {names[i]} is at {position}, not {(i // 8, i % 8)}")

# The keyboard: the window takes it, Ctrl+B turns the square cursor on, and the moves are played
# with the arrow keys and Enter alone.
windows = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(PID)], check=True,
                         capture_output=True, text=True).stdout.split()
subprocess.run(["xdotool", "windowfocus", "--sync", windows[0]], check=True)
wait_for("the board's keyboard focus", lambda: board.getState().contains(pyatspi.STATE_FOCUSED))
mark = len(announcements)
key("ctrl+b")
wait_for("the square cursor", cursor)
for origin, destination, text in GAMES:
    go(origin)
    mark = len(announcements)
    key("Return")
    announced(PICKED_UP.format(focused[-1]), mark)
    go(destination)
    mark = len(announcements)
    key("Return")
    announced(text, mark)
print(f"screenreader ({LANGUAGE}): 64 squares named; {len(GAMES)} moves played by keys and announced")
