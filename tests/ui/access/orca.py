#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
# What Orca, at its default settings, says while a blind player uses Ferz with the keys alone (run
# by orca.sh, which starts Orca and the window):
#   orca.py LANGUAGE PID ORCA_DEBUG_FILE OFFSET (where in that file this window's part starts)
# Orca's debug file has a "SPEECH OUTPUT: '…'" line for each thing it says; the test presses keys
# (xdotool) and waits for what must be said, then for Orca to fall quiet, and checks what was said
# in between: New Game's every choice, only the square and its state on each arrow of the board,
# and a level of the rules course with its title and its task.
import os
import re
import subprocess
import sys
import time

LANGUAGE, PID, LOG, OFFSET = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
TIMEOUT = 30.0  # seconds any one thing may take to be said (a sanitizer build is slow)
QUIET = 0.8  # seconds without a word after which Orca has said all it had to say about a key

WORDS = {
    "en": {
        "board": "Chessboard", "new game": "New Game", "who plays": "Who plays:",
        "players": ["Two people at this board", "You play White against the engine"],
        "clock": "Clock:", "clocks": ["No clock", "Sudden death"],
        "picked up": "Picked up: e2, white pawn.", "legal": "legal move",
        "e4": "Pawn e4", "e5": "Pawn e5", "level": "level {} of",
        "goal": "Collect every star with the rook.", "move": "Ra6", "moved": "Rook a6",
        "solved": "Well done: every star is collected.",
    },
    "ru": {
        "board": "Шахматная доска", "new game": "Новая партия", "who plays": "Кто играет:",
        "players": ["Два человека за этой доской", "Вы играете белыми против движка"],
        "clock": "Часы:", "clocks": ["Без часов", "Без добавления"],
        "picked up": "Взята фигура: e2, белая пешка.", "legal": "возможный ход",
        "e4": "Пешка e4", "e5": "Пешка e5", "level": "уровень {} из",
        "goal": "Соберите ладьёй все звёзды.", "move": "Ла6", "moved": "Ладья a6",
        "solved": "Отлично: все звёзды собраны.",
    },
}[LANGUAGE]

# The text, then Orca's voice settings: "'Pawn e4.'{'established': False}", and for the echo of a key
# pressed, a space first: "'tab ' {…}".
SPOKEN = re.compile(r" - SPEECH OUTPUT: '(.*?)'(\{.*\})?$")
# Each object that took the focus, as Orca was told: "(1, 0, [combo box | Who plays:])".
FOCUSED = re.compile(r"OBJECT EVENT: object:state-changed:focused \(1, 0, \[.*? \| (.*)\]\)")
SQUARE = re.compile(r"^([a-h][1-8])\b")


class Orca:
    """What Orca said, in order, read from its debug file as it grows."""

    def __init__(self, path):
        self.file = open(path, "rb")
        self.file.seek(OFFSET)
        self.pending = b""
        self.said = []
        self.focused = []  # (the name, the count of things said before it)

    def read(self):
        self.pending += self.file.read()
        *lines, self.pending = self.pending.split(b"\n")
        for line in lines:
            text = line.decode("utf-8", "replace")
            if focus := FOCUSED.search(text):
                self.focused.append((focus.group(1), len(self.said)))
            match = SPOKEN.search(text)
            if match and not match.group(1).endswith(" "):  # not the echo of a key
                self.said.append(match.group(1))
                print(f"  orca ({LANGUAGE}): {self.said[-1]}", flush=True)

    def mark(self):
        self.read()
        return len(self.said)

    def wait(self, what, condition):
        deadline = time.monotonic() + TIMEOUT
        while True:
            self.read()
            if condition():
                return
            try:
                os.kill(PID, 0)
            except ProcessLookupError:
                fail(f"{what}: Ferz has ended; Orca said: {self.said[-12:]}")
            if time.monotonic() > deadline:
                fail(f"{what}: not within {TIMEOUT:.0f} s; Orca said: {self.said[-12:]}; focused: {self.focused[-3:]}")
            time.sleep(0.05)

    def hear(self, text, since):
        """Waits until something said after `since` contains `text`."""
        self.wait(f'"{text}"', lambda: any(text in s for s in self.said[since:]))

    def quiet(self):
        """Waits until Orca has written nothing for QUIET seconds: it has done with every event.
        A key pressed while Orca still reads the window waits for Qt's D-Bus timeout (Qt 6.4 asks
        Orca about each key and waits for its answer while Orca waits for the window's)."""
        size, still = self.file.tell(), time.monotonic()
        while time.monotonic() - still < QUIET:
            time.sleep(0.05)
            self.read()
            if self.file.tell() != size:
                size, still = self.file.tell(), time.monotonic()

    def after(self, keys, text):
        """Presses `keys`, waits for something with `text` and for Orca to finish; returns what it
        said."""
        since = self.mark()
        key(*keys)
        self.hear(text, since)
        self.quiet()
        return self.said[since:]


def fail(message):
    print(f"orca ({LANGUAGE}): {message}", file=sys.stderr)
    sys.exit(1)


def key(*names):
    subprocess.run(["xdotool", "key", "--delay", "60", *names], check=True)


def squares(said):
    return [m.group(1) for m in map(SQUARE.match, said) if m]


def tab_to(label, choice):
    """Tabs to the combo box `label` and checks that its value `choice` is said with it."""
    for _ in range(16):
        orca.read()
        count = len(orca.focused)
        key("Tab")
        # Some stops say nothing: the focus event, which Orca logs, is what is waited for.
        orca.wait("the focus moved by Tab", lambda: len(orca.focused) > count)
        orca.quiet()
        name, since = orca.focused[-1]
        if name == label:
            orca.hear(choice, since)
            return
    fail(f'no Tab reaches "{label}": {orca.focused[-16:]}')


def choose(keys, choice):
    said = orca.after(keys, choice)
    if not any(choice in s for s in said):
        fail(f'"{choice}" is not said on {keys}: {said}')


def arrow(direction, square, state=None):
    """Moves the cursor and checks that Orca says that square (and its state) and no other."""
    said = orca.after([direction], square)
    heard = squares(said)
    if heard != [square]:
        fail(f"{direction} to {square} says the squares {heard}: {said}")
    if state and not any(state in s for s in said):
        fail(f'{direction} to {square} does not say "{state}": {said}')


orca = Orca(LOG)
orca.hear("frame", 0)  # the window, by its role (Orca speaks its own words in English)
orca.quiet()

# New Game, hearing each choice: the players and the clock, changed with Down and back with Up.
orca.after(["ctrl+n"], WORDS["new game"])
tab_to(WORDS["who plays"], WORDS["players"][0])
choose(["Down"], WORDS["players"][1])
choose(["Up"], WORDS["players"][0])
tab_to(WORDS["clock"], WORDS["clocks"][0])
choose(["Down"], WORDS["clocks"][1])
choose(["Up"], WORDS["clocks"][0])
orca.after(["Return"], WORDS["board"])

# The square cursor: e2-e4 and e7-e5, each arrow saying its one square.
said = orca.after(["ctrl+b"], "")
start = squares(said)
if not start:
    fail(f"Ctrl+B does not say the cursor's square: {said}")
here = start[-1]
for target in ["e2"]:
    while here[0] != target[0]:
        step = "Right" if here[0] < target[0] else "Left"
        here = chr(ord(here[0]) + (1 if step == "Right" else -1)) + here[1]
        arrow(step, here)
    while here[1] != target[1]:
        step = "Up" if here[1] < target[1] else "Down"
        here = here[0] + str(int(here[1]) + (1 if step == "Up" else -1))
        arrow(step, here)
orca.after(["Return"], WORDS["picked up"])
arrow("Up", "e3", WORDS["legal"])
arrow("Up", "e4", WORDS["legal"])
orca.after(["Return"], WORDS["e4"])
for square in ["e5", "e6", "e7"]:
    arrow("Up", square)
orca.after(["Return"], "e7")
arrow("Down", "e6", WORDS["legal"])
arrow("Down", "e5", WORDS["legal"])
orca.after(["Return"], WORDS["e5"])

# The rules course: opening it says the level's title and its goal, a typed move is said with
# the verdict, and Next Level says the next level's title and goal.
def goal_said(said, level):
    for s in said:
        if WORDS["level"].format(level) in s and WORDS["goal"] in s:
            return
    fail(f"level {level}'s title and goal are not said together: {said}")


goal_said(orca.after(["shift+F1"], WORDS["goal"]), 1)
since = orca.mark()
subprocess.run(["xdotool", "type", "--delay", "60", WORDS["move"]], check=True)
said = orca.after(["Return"], WORDS["solved"])
if not any(WORDS["moved"] in s for s in orca.said[since:]):
    fail(f'the typed move "{WORDS["move"]}" is not said: {orca.said[since:]}')
goal_said(orca.after(["ctrl+n"], WORDS["level"].format(2)), 2)
print(f"orca ({LANGUAGE}): New Game, the square cursor and the course were heard right")
