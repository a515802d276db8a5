#!/bin/sh
# A UCI engine that writes every `go` command it is sent to the file named by the environment
# variable FERZ_TEST_GO_LOG, and answers at once, from the start position, with the black knight's
# way out and back: ...Nf6 after Nf3, ...Ng8 after Ng1 (White's knight does the same).
plies=0
while read -r line; do
    case "$line" in
        uci) echo "id name Knights"; echo "uciok" ;;
        isready) echo "readyok" ;;
        position*moves*) set -- ${line#*moves}; plies=$# ;;
        position*) plies=0 ;;
        go*)
            echo "$line" >>"$FERZ_TEST_GO_LOG"
            case $((plies % 4)) in
                0) move=g1f3 ;;
                1) move=g8f6 ;;
                2) move=f3g1 ;;
                *) move=f6g8 ;;
            esac
            echo "info depth 1 score cp 0 pv $move"
            echo "bestmove $move" ;;
        quit) exit 0 ;;
    esac
done
