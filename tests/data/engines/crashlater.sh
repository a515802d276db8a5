#!/bin/sh
# A UCI engine that answers its first search with 1...e5 and crashes (SIGSEGV) in its second:
# an engine that fails in the middle of a game.
searches=0
while read -r line; do
    case "$line" in
        uci) echo "id name Crashy Later"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*)
            searches=$((searches + 1))
            if [ "$searches" -ge 2 ]; then kill -SEGV $$; fi
            echo "info depth 1 score cp 20 pv e7e5"
            echo "bestmove e7e5" ;;
        quit) exit 0 ;;
    esac
done
