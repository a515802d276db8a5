#!/bin/bash
# Installs the Debian 12 packages Ferz needs to build, run and test, and any packages named as
# arguments, when any is missing. Needs root (or sudo) only when something has to be installed.
set -euo pipefail

packages=(
    g++ make cmake pkg-config clang-format
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n libgl-dev
    # the game database: SQLite and zstd (the package depends on their libraries through shlibdeps)
    libsqlite3-dev libzstd-dev
    qt6-svg-dev qt6-multimedia-dev
    # animated GIFs (export/gifwriter.cpp)
    libgif-dev
    # Speak Aloud: Qt TextToSpeech (its header needs qt6-declarative-dev's QtQmlIntegration) and
    # the voices: speech-dispatcher's espeak-ng for every language, flite for English
    qt6-speech-dev qt6-declarative-dev qt6-speech-speechd-plugin qt6-speech-flite-plugin
    speech-dispatcher speech-dispatcher-espeak-ng
    # a sound server of the tests' own whose sink they record (tests/ui/access/speechaudio.sh)
    pulseaudio pulseaudio-utils
    # the pieces (FreeSerif), the text, the symbols ⩲ ⩱ (STIX)
    fonts-freefont-ttf fonts-dejavu-core fonts-stix
    xvfb xauth
    # the screen reader's view of the window (tests/ui/access/screenreader.sh)
    dbus-x11 at-spi2-core python3-pyatspi xdotool
    # the real screen reader at its default settings, with a window manager (tests/ui/access/orca.sh)
    orca openbox
    stockfish poppler-utils
    # Gaviota's endgame tables and their probing library, which tst_gaviota checks Ferz's tables against
    gaviotatb libgaviotatb-dev
    # readers of the pictures Ferz draws: ImageMagick (identify, convert) and rsvg-convert below
    imagemagick
    # other programs' readers of the PGN Ferz writes (tests/core/pgn/tst_otherreaders.cpp)
    pgn-extract scid
    # the icon's PNGs, the Debian package (cpack) and the checks of what it installs
    librsvg2-bin dpkg-dev file desktop-file-utils appstream lintian man-db
    "$@"
)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=
[ "$(id -u)" -eq 0 ] || sudo=sudo
echo "Installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
