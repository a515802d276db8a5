#!/bin/sh
# A UCI engine that loads normally and crashes (SIGSEGV) as soon as it is asked to search.
while read -r line; do
    case "$line" in
        uci) echo "id name Crashy"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) kill -SEGV $$ ;;
        quit) exit 0 ;;
    esac
done
