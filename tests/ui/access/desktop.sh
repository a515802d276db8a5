#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the tests that read the real window through AT-SPI (screenreader.sh, orca.sh): a
# folder of their own ($work, removed at the end), an X server (Xvfb), a D-Bus session and the
# AT-SPI accessibility bus in it. Each process started goes on `pids`, ended at the exit.
# Needs xvfb, dbus-x11 and at-spi2-core (scripts/deps.sh installs them).
for tool in Xvfb dbus-launch xdotool /usr/libexec/at-spi-bus-launcher "$@"; do
    command -v "$tool" >/dev/null || { echo "$0: $tool is missing (run scripts/deps.sh)" >&2; exit 1; }
done

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

# Xvfb chooses a free display and writes its number on the pipe once it accepts clients.
mkfifo "$work/display"
Xvfb -displayfd 3 -noreset -nolisten tcp -screen 0 1280x1024x24 3>"$work/display" 2>"$work/xvfb.log" &
pids+=($!)
read -r -t 30 display <"$work/display" || { echo "$0: Xvfb did not start" >&2; cat "$work/xvfb.log" >&2; exit 1; }
export DISPLAY=":$display"
unset WAYLAND_DISPLAY

mkdir -m 700 "$work/runtime"
export XDG_RUNTIME_DIR="$work/runtime"
eval "$(dbus-launch --sh-syntax)"
pids+=("$DBUS_SESSION_BUS_PID")
/usr/libexec/at-spi-bus-launcher --launch-immediately 2>"$work/atspi.log" &
pids+=($!)
