#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The real screen reader in the test suite: Orca at its default settings (a home of its own, no
# preferences) reads Ferz's window on an X server of its own with a window manager (openbox), the
# AT-SPI bus and speech-dispatcher's espeak-ng speaking into a sound server whose only output is a
# null sink. orca.py plays with key presses only (xdotool) and checks what Orca said, from the
# "SPEECH OUTPUT" lines of Orca's debug file, in English and in Russian; it prints each line Orca
# says (the transcript).
#   orca.sh FERZ_BINARY
# With ORCA_DEBUG_LOG set, Orca's whole debug file is copied there at the end.
# scripts/deps.sh installs what it needs. Every wait is for a condition, with a time limit.
set -euo pipefail
ferz=$1
here=$(cd "$(dirname "$0")" && pwd)
python=/usr/bin/python3 # Debian's, which sees pyatspi
source "$here/desktop.sh" orca openbox speech-dispatcher pulseaudio pactl

# Nobody's settings: Orca's, openbox's and speech-dispatcher's defaults.
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_DATA_HOME="$work/home/.local/share" \
    XDG_CACHE_HOME="$work/home/.cache" LANG=C.UTF-8
mkdir -p "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME"

openbox --sm-disable >"$work/openbox.log" 2>&1 &
pids+=($!)
# (PulseAudio warns when started as root, as CI does; it runs all the same.)
pulseaudio --daemonize=no --exit-idle-time=-1 -n --load=module-native-protocol-unix \
    --load="module-null-sink sink_name=nowhere" --log-target="file:$work/pulse.log" &
pids+=($!)
tries=0
until pactl info >/dev/null 2>&1; do
    tries=$((tries + 1))
    [ $tries -lt 300 ] || { echo "orca.sh: PulseAudio did not start" >&2; cat "$work/pulse.log" >&2; exit 1; }
    sleep 0.1
done
pactl set-default-sink nowhere
speech-dispatcher --run-single --timeout 0 --log-dir "$work" >"$work/speechd.log" 2>&1 &
pids+=($!)
"$python" "$here/orcalauncher.py" "$work/orca.log" >"$work/orca.out" 2>&1 &
orca=$!
pids+=("$orca")
# Orca says so once it listens (in English: LANG is C).
tries=0
until grep -qs "SPEECH OUTPUT: 'Screen reader on.'" "$work/orca.log"; do
    tries=$((tries + 1))
    if [ $tries -ge 600 ] || ! kill -0 "$orca" 2>/dev/null; then
        echo "orca.sh: Orca did not start" >&2
        cat "$work/orca.out" >&2
        exit 1
    fi
    sleep 0.1
done

export QT_QPA_PLATFORM=xcb
# The annotated game the review opens, by a short path typed in the file dialog.
cp "$here/annotated.pgn" "$work/annotated.pgn"
for language in en ru; do
    mkdir -p "$work/ferz-$language"
    # What Orca said before this language's window is not heard by its orca.py.
    offset=$(stat -c %s "$work/orca.log")
    XDG_CONFIG_HOME="$work/ferz-$language" XDG_DATA_HOME="$work/ferz-$language" "$ferz" --lang "$language" \
        >"$work/ferz-$language.log" 2>&1 &
    app=$!
    pids+=("$app")
    status=0
    "$python" "$here/orca.py" "$language" "$app" "$work/orca.log" "$offset" "$work/annotated.pgn" || status=$?
    kill "$app" 2>/dev/null || true
    wait "$app" 2>/dev/null || true
    [ -z "${ORCA_DEBUG_LOG:-}" ] || cp "$work/orca.log" "$ORCA_DEBUG_LOG"
    if [ "$status" -ne 0 ] || grep -q "Sanitizer" "$work/ferz-$language.log"; then
        echo "--- ferz's output ($language):" >&2
        cat "$work/ferz-$language.log" >&2
        echo "--- Orca's output, and the last events and words of its debug file:" >&2
        cat "$work/orca.out" >&2
        grep -a "OBJECT EVENT:\|SPEECH OUTPUT:\|event_string=" "$work/orca.log" | tail -40 >&2
        exit 1
    fi
done
echo "orca.sh: Orca heard the review, New Game, the game and the course right in English and Russian"
