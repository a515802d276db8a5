#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Starts the real window as a blind player meets it: on an X server of its own (Xvfb), with a D-Bus
# session and the AT-SPI accessibility bus, then lets screenreader.py read it through AT-SPI (as
# Orca does) and play it with key presses (xdotool), in English and in Russian.
#   screenreader.sh FERZ_BINARY
# Needs xvfb, dbus-x11, at-spi2-core, python3-pyatspi and xdotool (scripts/deps.sh installs them).
# Every wait is for a condition, with a time limit; nothing waits for a fixed time.
set -euo pipefail
ferz=$1
here=$(cd "$(dirname "$0")" && pwd)
# pyatspi is installed for Debian's Python; another python3 first on PATH may not see it.
python=/usr/bin/python3
source "$here/desktop.sh"

export QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1
for language in en ru; do
    home="$work/home-$language"
    mkdir -p "$home"
    XDG_CONFIG_HOME="$home" XDG_DATA_HOME="$home" "$ferz" --lang "$language" >"$work/ferz-$language.log" 2>&1 &
    app=$!
    pids+=("$app")
    status=0
    "$python" "$here/screenreader.py" "$language" "$app" || status=$?
    kill "$app" 2>/dev/null || true
    wait "$app" 2>/dev/null || true
    if [ "$status" -ne 0 ] || grep -q "Sanitizer" "$work/ferz-$language.log"; then
        echo "--- ferz's output ($language):" >&2
        cat "$work/ferz-$language.log" >&2
        exit 1
    fi
done
echo "screenreader: the board and the game were read and played in English and Russian"
