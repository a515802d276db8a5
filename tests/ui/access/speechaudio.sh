#!/bin/sh
# Runs tst_speechaudio ($1) beside a PulseAudio server and a speech-dispatcher of its own, in a
# private runtime folder: the server's only output is a null sink, whose sound the test records.
set -eu
test_binary=$1
dir=$(mktemp -d)
export HOME="$dir/home" XDG_RUNTIME_DIR="$dir/run" XDG_CONFIG_HOME="$dir/config" XDG_CACHE_HOME="$dir/cache"
mkdir -p "$HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME"
mkdir -m 700 "$XDG_RUNTIME_DIR"
finish() {
    pulseaudio --kill 2>/dev/null || true
    # speech-dispatcher was started by the speech engine with a socket in this folder.
    pkill -f "$dir" 2>/dev/null || true
    rm -rf "$dir"
}
trap finish EXIT
# (PulseAudio warns when started as root, as CI does; it runs all the same.)
pulseaudio --daemonize=yes --exit-idle-time=-1 -n --load=module-native-protocol-unix \
    --load="module-null-sink sink_name=ferz_test" --log-target="file:$dir/pulse.log"
tries=0
until pactl info >/dev/null 2>&1; do
    tries=$((tries + 1))
    [ $tries -lt 100 ] || { echo "PulseAudio did not start:"; cat "$dir/pulse.log"; exit 1; }
    sleep 0.1
done
pactl set-default-sink ferz_test
# Under AddressSanitizer, libspeechd's reading of espeak-ng's thousands of voices through the
# checked strstr takes minutes (each call measures the whole rest of the list): that one check is
# left out for this test, every other stays.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}intercept_strstr=0"
export LSAN_OPTIONS="${LSAN_OPTIONS:+$LSAN_OPTIONS:}suppressions=$(dirname "$0")/speechd-leaks.supp"
QT_QPA_PLATFORM=offscreen "$test_binary"
