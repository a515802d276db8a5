#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
# What Orca, at its default settings, says while a blind player uses Ferz with the keys alone (run
# by orca.sh, which starts Orca and the window):
#   orca.py LANGUAGE PID ORCA_DEBUG_FILE OFFSET ANNOTATED_PGN
# (OFFSET: where in Orca's debug file this window's part starts.) Orca's debug file has a "SPEECH
# OUTPUT: '…'" line for each thing it says; the test presses keys (xdotool) and waits for what must
# be said, then for Orca to fall quiet, and checks what was said in between: a review of an
# annotated file (its header and its opening comment, a step, an edit and its undo), New Game's
# every choice and its refusal of a time it cannot read, a game played by the square cursor with
# castling, a move typed on the board, en passant, a promotion and a draw offer declined, the
# board flipped, the Tab stops of the window, and a level of the rules course. Whatever is said,
# it is never the role word "notification", a "middle dot", the same thing twice for one key, or
# the board's name after a move typed on it.
import os
import re
import subprocess
import sys
import time

LANGUAGE, PID, LOG, OFFSET, ANNOTATED = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), sys.argv[5]
TIMEOUT = 30.0  # seconds any one thing may take to be said (a sanitizer build is slow)
STARTUP = 120.0  # seconds the window may take to open on a busy machine
QUIET = 0.8  # seconds without a word after which Orca has said all it had to say about a key

# The position the game starts from: White castles, a pawn's double step is taken en passant, and
# a pawn takes a rook as it promotes.
GAME_FEN = "r7/1P6/8/8/3p4/6k1/4P3/4K2R w K - 0 1"

WORDS = {
    "en": {
        # The review
        "header": ["White: Harper, Anna. Black: Okafor, Ben.", "Club Championship, Leeds, 2023.",
                   "White wins: Black is checkmated.", "White punishes an early mistake in four moves."],
        "e4 said": "1. White: Pawn e4", "e4 comment": "The most popular first move.",
        "symbol added": "Add Symbol.", "symbol undone": "Undone: Add Symbol.",
        "start": "The start of the game", "mate": "4. White: Queen takes f7, checkmate",
        # New Game
        "new game": "New Game", "who plays": "Who plays:",
        "players": ["Two people at this board", "You play White against the engine"],
        "clock": "Clock:", "clocks": ["No clock", "Sudden death"], "time error": "The clock needs a time",
        "fen": "Start from FEN:", "white to move": "White to move",
        # The game
        "cursor on": "Square cursor on e1, white king", "picked king": "Picked up: e1, white king.",
        "legal": "legal move", "castles": "Castles kingside", "king h3": "King h3",
        "board": "Chessboard", "picked pawn": "Picked up: e2, white pawn.", "e4": "Pawn e4",
        "en passant": "d takes e3, en passant", "offer": "White offers a draw: the offer is made with the next move.",
        "chooser": "Promote to: white queen.", "rook": "White rook.", "queen": "White queen.",
        "promotes": "b takes a8, promotes to a queen", "offered": "White offers a draw: accept it with Ctrl+Shift+Y",
        "offers": "White offers a draw",
        "declined": "Black declines the draw offer.", "flipped": "Board flipped: Black is at the bottom",
        "unflipped": "Board flipped: White is at the bottom", "black to move": "Black to move",
        "notation": "Notation", "white player": "Harper, Anna (White)",
        # The course
        "level": "level {} of", "goal": "Collect every star with the rook.", "move": "Ra6", "moved": "Rook a6",
        "solved": "Well done: every star is collected.", "last move": "Last move: Rook a6.",
    },
    "ru": {
        "header": ["Белые: Harper, Anna. Чёрные: Okafor, Ben.", "Club Championship, Leeds, 2023.",
                   "Белые выиграли: чёрным поставлен мат.", "White punishes an early mistake in four moves."],
        "e4 said": "1. Белые: Пешка e4", "e4 comment": "The most popular first move.",
        "symbol added": "Поставить знак.", "symbol undone": "Отменено: Поставить знак.",
        "start": "Начало партии", "mate": "4. Белые: Ферзь берёт на f7, мат",
        "new game": "Новая партия", "who plays": "Кто играет:",
        "players": ["Два человека за этой доской", "Вы играете белыми против движка"],
        "clock": "Часы:", "clocks": ["Без часов", "Без добавления"], "time error": "Для часов нужно время",
        "fen": "Начать с позиции FEN:", "white to move": "Ход белых",
        "cursor on": "Курсор полей на e1, белый король", "picked king": "Взята фигура: e1, белый король.",
        "legal": "возможный ход", "castles": "Короткая рокировка", "king h3": "Король h3",
        "board": "Шахматная доска", "picked pawn": "Взята фигура: e2, белая пешка.", "e4": "Пешка e4",
        "en passant": "Пешка d берёт на e3, взятие на проходе",
        "offer": "Белые предлагают ничью: предложение будет сделано вместе со следующим ходом.",
        "chooser": "Превращение: белый ферзь.", "rook": "Белая ладья.", "queen": "Белый ферзь.",
        "promotes": "Пешка b берёт на a8, превращается в ферзя", "offered": "Белые предлагают ничью: примите",
        "offers": "Белые предлагают ничью",
        "declined": "Чёрные отклоняют предложение ничьей.", "flipped": "Доска перевёрнута: внизу чёрные",
        "unflipped": "Доска перевёрнута: внизу белые", "black to move": "Ход чёрных",
        "notation": "Запись партии", "white player": "Harper, Anna (Белые)",
        "level": "задание {} из", "goal": "Соберите ладьёй все звёзды.", "move": "Ла6", "moved": "Ладья a6",
        "solved": "Отлично: все звёзды собраны.", "last move": "Последний ход: Ладья a6.",
    },
}[LANGUAGE]

# The text, then Orca's voice settings: "'Pawn e4.'{'established': False}", and for the echo of a key
# pressed, a space first: "'tab ' {…}".
SPOKEN = re.compile(r" - SPEECH OUTPUT: '(.*?)'(\{.*\})?$")
# Each object that took the focus, as Orca was told: "(1, 0, [combo box | Who plays:])".
FOCUSED = re.compile(r"OBJECT EVENT: object:state-changed:focused \(1, 0, \[(.*?) \| (.*)\]\)")
SQUARE = re.compile(r"^([a-h][1-8])\b")


def fail(message):
    print(f"orca ({LANGUAGE}): {message}", file=sys.stderr)
    sys.exit(1)


class Orca:
    """What Orca said, in order, read from its debug file as it grows."""

    def __init__(self, path):
        self.file = open(path, "rb")
        self.file.seek(OFFSET)
        self.pending = b""
        self.said = []
        self.focused = []  # (the role, the name, the count of things said before it)

    def read(self):
        self.pending += self.file.read()
        *lines, self.pending = self.pending.split(b"\n")
        for line in lines:
            text = line.decode("utf-8", "replace")
            if focus := FOCUSED.search(text):
                self.focused.append((focus.group(1), focus.group(2), len(self.said)))
            match = SPOKEN.search(text)
            if match and not match.group(1).endswith(" "):  # not the echo of a key
                said = match.group(1)
                self.said.append(said)
                print(f"  orca ({LANGUAGE}): {said}", flush=True)
                # Never said, whatever the key: Orca's role word for the live lines, and the
                # screen's separators read out as symbols.
                if said.lower().startswith("notification"):
                    fail(f'"{said}" starts with the role word "notification"')
                if "·" in said or "▸" in said:
                    fail(f'"{said}" reads a separator of the screen aloud')

    def mark(self):
        self.read()
        return len(self.said)

    def wait(self, what, condition, timeout=TIMEOUT):
        deadline = time.monotonic() + timeout
        while True:
            self.read()
            if condition():
                return
            try:
                os.kill(PID, 0)
            except ProcessLookupError:
                fail(f"{what}: Ferz has ended; Orca said: {self.said[-12:]}")
            if time.monotonic() > deadline:
                fail(f"{what}: not within {timeout:.0f} s; Orca said: {self.said[-12:]}; focused: {self.focused[-3:]}")
            time.sleep(0.05)

    def hear(self, text, since):
        """Waits until something said after `since` contains `text`."""
        self.wait(f'"{text}"', lambda: any(text in s for s in self.said[since:]))

    def quiet(self):
        """Waits until Orca has written nothing for QUIET seconds: it has done with every event.
        A key pressed while Orca still reads the window waits for Qt's D-Bus timeout (Qt 6.4 asks
        Orca about each key and waits for its answer while Orca waits for the window's)."""
        size, still = self.file.tell(), time.monotonic()
        deadline = still + TIMEOUT
        while time.monotonic() - still < QUIET:
            if time.monotonic() > deadline:
                fail(f"Orca is never quiet for {QUIET} s: the window keeps sending it events")
            time.sleep(0.05)
            self.read()
            if self.file.tell() != size:
                size, still = self.file.tell(), time.monotonic()

    def after(self, keys, text, typed=None):
        """Presses `keys` (or types `typed`, then presses `keys`), waits for something with `text`
        and for Orca to finish; returns what it said, which never says one thing twice."""
        since = self.mark()
        if typed:
            # Orca has read each letter before the key that ends the typing is pressed.
            subprocess.run(["xdotool", "type", "--delay", "60", typed], check=True)
            self.quiet()
        key(*keys)
        self.hear(text, since)
        self.quiet()
        said = self.said[since:]
        twice = {s for s in said if said.count(s) > 1}
        if twice:
            fail(f"{keys} says {sorted(twice)} twice: {said}")
        return said


def key(*names):
    subprocess.run(["xdotool", "key", "--delay", "60", *names], check=True)


def squares(said):
    return [m.group(1) for m in map(SQUARE.match, said) if m]


def expect(keys, *texts, typed=None, absent=(), once=()):
    """Presses `keys`, and checks that each of `texts` is said in one utterance, nothing of
    `absent` is said, and each of `once` is said exactly once."""
    said = orca.after(keys, texts[0], typed)
    if not any(all(t in s for t in texts) for s in said):
        fail(f"{keys}: {texts} are not said together: {said}")
    for text in absent:
        if any(text in s for s in said):
            fail(f'{keys}: "{text}" is said: {said}')
    for text in once:
        if sum(text in s for s in said) != 1:
            fail(f'{keys}: "{text}" is not said exactly once: {said}')
    return said


def tab_to(label, choice=None, backwards=False):
    """Tabs to the control named `label`; checks that its value `choice` is said with it."""
    for _ in range(30):  # the Russian letters under the move box are twelve stops
        orca.read()
        count = len(orca.focused)
        key("shift+Tab" if backwards else "Tab")
        # Some stops say nothing: the focus event, which Orca logs, is what is waited for.
        orca.wait("the focus moved by Tab", lambda: len(orca.focused) > count)
        orca.quiet()
        _, name, since = orca.focused[-1]
        if name == label:
            if choice:
                orca.hear(choice, since)
            return
    fail(f'no Tab reaches "{label}": {orca.focused[-30:]}')


def arrow(direction, square, state=None):
    """Moves the cursor and checks that Orca says that square (and its state) and no other."""
    said = orca.after([direction], square)
    heard = squares(said)
    if heard != [square]:
        fail(f"{direction} to {square} says the squares {heard}: {said}")
    if state and not any(state in s for s in said):
        fail(f'{direction} to {square} does not say "{state}": {said}')


def walk(path, state=None):
    """Arrows along `path`, a list of (key, square); the last square has `state`."""
    for i, (direction, square) in enumerate(path):
        arrow(direction, square, state if i == len(path) - 1 else None)


orca = Orca(LOG)
# The window, by its role (Orca speaks its own words in English).
orca.wait("the window", lambda: any("frame" in s for s in orca.said), STARTUP)
orca.quiet()

# ---- The review: the header and the opening comment as the file opens, a step, an edit and its
# undo said by their names (not the move and its comment again), the start with its comment.
since = orca.mark()
count = len(orca.focused)
key("ctrl+o")
orca.wait("the file dialog", lambda: len(orca.focused) > count)
orca.quiet()
# The game ended: it opens on its last position.
expect(["Return"], *WORDS["header"], typed=ANNOTATED)
expect(["Home"], WORDS["start"], WORDS["header"][-1])
expect(["Right"], WORDS["e4 said"], WORDS["e4 comment"], once=[WORDS["e4 said"]])
expect(["ctrl+2"], WORDS["symbol added"], absent=[WORDS["e4 said"], WORDS["e4 comment"]])
expect(["ctrl+z"], WORDS["symbol undone"], absent=[WORDS["e4 said"], WORDS["e4 comment"]])
expect(["End"], WORDS["mate"], once=[WORDS["mate"]])

# ---- New Game, hearing each choice: the players and the clock, changed with Down and back with
# Up; a time that cannot be read is said when Enter is pressed; the game starts from a position.
orca.after(["ctrl+n"], WORDS["new game"])
tab_to(WORDS["who plays"], WORDS["players"][0])
expect(["Down"], WORDS["players"][1])
expect(["Up"], WORDS["players"][0])
tab_to(WORDS["clock"], WORDS["clocks"][0])
expect(["Down"], WORDS["clocks"][1])
expect(["Return"], WORDS["time error"])
tab_to(WORDS["clock"], backwards=True)
expect(["Up"], WORDS["clocks"][0])
tab_to(WORDS["fen"])
expect(["Return"], WORDS["white to move"], typed=GAME_FEN)

# ---- The game by the square cursor: each arrow says its one square, each move is said once.
expect(["ctrl+b"], WORDS["cursor on"])
expect(["Return"], WORDS["picked king"])
walk([("Right", "f1"), ("Right", "g1")], WORDS["legal"])
expect(["Return"], WORDS["castles"], once=[WORDS["castles"]])
# Black's move typed on the board: the move is said, and not the board again.
expect(["Return"], WORDS["king h3"], typed="g3h3", once=[WORDS["king h3"]], absent=[WORDS["board"]])
walk([("Left", "f1"), ("Left", "e1"), ("Up", "e2")])
expect(["Return"], WORDS["picked pawn"])
walk([("Up", "e3"), ("Up", "e4")], WORDS["legal"])
expect(["Return"], WORDS["e4"], once=[WORDS["e4"]])
walk([("Left", "d4")])
expect(["Return"], "d4")
walk([("Down", "d3"), ("Right", "e3")], WORDS["legal"])
expect(["Return"], WORDS["en passant"], once=[WORDS["en passant"]])
# White offers a draw: said when offered, and with the move it comes with, after the move.
expect(["ctrl+t"], WORDS["offer"])
walk([("Left", "d3"), ("Left", "c3"), ("Left", "b3"), ("Up", "b4"), ("Up", "b5"), ("Up", "b6"), ("Up", "b7")])
expect(["Return"], "b7")
walk([("Up", "b8"), ("Left", "a8")], WORDS["legal"])
# The chooser says its keys once, then only the piece.
expect(["Return"], WORDS["chooser"])
expect(["Down"], WORDS["rook"], absent=[WORDS["chooser"]])
expect(["Up"], WORDS["queen"], absent=[WORDS["chooser"]])
said = expect(["Return"], WORDS["promotes"], WORDS["offered"], once=[WORDS["promotes"], WORDS["offers"]])
if not any(s.index(WORDS["promotes"]) < s.index(WORDS["offered"]) for s in said if WORDS["offered"] in s):
    fail(f"the draw offer is said before the move it comes with: {said}")
expect(["ctrl+shift+n"], WORDS["declined"])
# Flipping the board reverses the arrows: it is said.
expect(["ctrl+alt+f"], WORDS["flipped"])
expect(["ctrl+alt+f"], WORDS["unflipped"])
# Tab reaches whose turn it is, the moves and the players (on their clocks; New Game kept the
# names of the game reviewed).
tab_to(WORDS["black to move"])
tab_to(WORDS["white player"])
tab_to(WORDS["notation"])


# ---- The rules course: opening it says the level's title and its goal, a typed move is said with
# the verdict, the Speak commands work in its window, and Next Level says the next level's title
# and goal.
def goal_said(said, level):
    for s in said:
        if WORDS["level"].format(level) in s and WORDS["goal"] in s:
            return
    fail(f"level {level}'s title and goal are not said together: {said}")


goal_said(orca.after(["shift+F1"], WORDS["goal"]), 1)
since = orca.mark()
said = orca.after(["Return"], WORDS["solved"], typed=WORDS["move"])
if not any(WORDS["moved"] in s for s in said):
    fail(f'the typed move "{WORDS["move"]}" is not said: {said}')
expect(["ctrl+shift+l"], WORDS["last move"])
goal_said(orca.after(["ctrl+n"], WORDS["level"].format(2)), 2)
print(f"orca ({LANGUAGE}): the review, New Game, the game, the draw offer and the course were heard right")
