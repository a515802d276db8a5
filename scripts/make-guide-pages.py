#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the keyboard table of the Ferz Guide (resources/guide/<language>/06-keyboard.html) from
# the action table's keys and the translations, so that the page says what the menus say, keys
# included: a key is named as Qt names it in the menus of that language (KEY_NAMES, from Qt 6.4's
# qtbase translations); the page's text around the table is kept. tests/ui/learn/tst_guide checks
# the table against the running program.
#   python3 scripts/make-guide-pages.py
import html
import os
import re

ROOT = os.path.join(os.path.dirname(__file__), "..")
# The keys the guide lists, each with its action's source text (ui/window/windowactions.cpp).
KEYS = [
    ("Ctrl+N", "&New Game…"), ("Ctrl+O", "&Open PGN…"), ("Ctrl+Shift+O", "&Review PGN…"), ("Ctrl+S", "&Save"),
    ("Ctrl+Shift+E", "&Export Game…"), ("Ctrl+P", "&Print…"), ("Ctrl+Z", "&Undo"), ("Ctrl+Shift+Z", "&Redo"),
    ("Ctrl+C", "Copy &PGN"), ("Ctrl+Shift+C", "Copy &Diagram"), ("Ctrl+V", "Paste FEN &or PGN"),
    ("Ctrl+F", "F&ind in Comments and Moves…"), ("F3", "Find &Next"), ("Shift+F3", "Find Pre&vious"),
    ("Ctrl+Backspace", "&Take Back"),
    ("Ctrl+Space", "&Pause Clock"), ("Home", "First Position"), ("Left", "Previous Move"), ("Right", "Next Move"),
    ("End", "Last Position"), ("Up", "Previous Variation"), ("Down", "Next Variation"),
    ("Ctrl+PgUp", "Previous &Game"), ("Ctrl+PgDown", "&Next Game"), ("Ctrl+K", "Edit &Comment…"),
    ("Ctrl+Shift+H", "Edit &Headers…"), ("Ctrl+Shift+K", "Symbol &Palette"), ("Ctrl+Up", "&Promote Variation"),
    ("Ctrl+Down", "D&emote Variation"),
    ("Ctrl+Shift+P", "Set &Up Position…"), ("Ctrl+Alt+F", "&Flip Board"), ("Ctrl+L", "L&earning Mode"),
    ("Ctrl+Shift+A", "&Show Attacked Squares"), ("Ctrl+E", "&Analyse"), ("F1", "&Rules of Chess"),
    ("Shift+F1", "Rules &Course"), ("Ctrl+F1", "Ferz &Guide"), ("Ctrl+Q", "&Quit"),
    ("Ctrl+B", "Move Pieces with the &Keyboard"), ("Ctrl+Shift+L", "Say the &Last Move"), ("Ctrl+Shift+T", "Say the &Clocks"),
    ("Ctrl+Shift+W", "Say &White's Pieces"), ("Ctrl+Shift+B", "Say &Black's Pieces"),
    ("Ctrl+Shift+R", "Say the Pieces on the Cursor's &Rank"), ("Ctrl+Shift+F", "Say the Pieces on the Cursor's &File"),
    ("Ctrl+Shift+G", "Say the &Moves of the Piece Under the Cursor"),
    ("Ctrl+Shift+D", "Say Who &Attacks and Defends the Cursor's Square"), ("Ctrl+Shift+V", "&Speak Aloud"),
]


# The key names Qt's own translations (qtbase_ru, _es, _pt_BR) give the menus and the Shortcuts
# dialog (QKeySequence::NativeText); a key not listed keeps its English name in that language.
KEY_NAMES = {
    "ru": {"Left": "Влево", "Right": "Вправо", "Up": "Вверх", "Down": "Вниз", "Space": "Пробел"},
    "es": {"Ctrl": "Control", "Shift": "Mayúsculas", "Backspace": "Borrar", "Space": "Espacio", "Home": "Inicio",
           "End": "Fin", "Left": "Izquierda", "Right": "Derecha", "Up": "Arriba", "Down": "Abajo",
           "PgUp": "Re Pág", "PgDown": "Av Pág", "Enter": "Intro", "Esc": "Escape", "Tab": "Tabulador"},
    "pt": {"Left": "Esquerda", "Right": "Direita", "Up": "Acima", "Down": "Abaixo", "Space": "Espaço"},
}


def key_text(key, language):
    names = KEY_NAMES.get(language, {})
    return "+".join(names.get(part, part) for part in key.split("+"))


def shown(text):
    return text.replace("&", "").replace("…", "").strip()


def translations(language):
    if language == "en":
        return {}
    text = open(os.path.join(ROOT, "translations", f"ferz_{language}.ts"), encoding="utf-8").read()
    context = re.search(r"<name>ferz::WindowActions</name>(.*?)</context>", text, re.S).group(1)
    # By the text without its mnemonic, which the menus may move to another letter.
    return {shown(html.unescape(s)): html.unescape(t) for s, t in
            re.findall(r"<source>([^<]*)</source>\s*<translation>([^<]*)</translation>", context)}


for language in ("en", "ru", "es", "pt"):
    words = translations(language)
    rows = "\n".join(f"<tr><td>{key_text(key, language)}</td>"
                     f"<td>{html.escape(shown(words.get(shown(source), source)), quote=False)}</td></tr>"
                     for key, source in KEYS)
    path = os.path.join(ROOT, "resources", "guide", language, "06-keyboard.html")
    page = open(path, encoding="utf-8").read()
    page = re.sub(r"(<tr><th>[^\n]*</th></tr>\n).*?(</table>)", lambda m: m.group(1) + rows + "\n" + m.group(2),
                  page, flags=re.S)
    open(path, "w", encoding="utf-8").write(page)
