# Sourced by Fuzz/smoke.sh and Fuzz/campaign.sh: the targets and their libFuzzer options.
# max_len fits each input kind: scene files like fixtures/ (3-7 KB) with room to grow, the
# languages' 2,000-character cap with room to cross it, images a little above the seeds.
FUZZ_ALL_TARGETS="scene expression constraint gif png report"
# Leaks are not what these runs look for, and Pango/fontconfig keep caches for the process's
# life that LeakSanitizer would report at exit.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"

fuzz_options() {   # target -> options shared by every run
    local common="-rss_limit_mb=1024 -timeout=10 -detect_leaks=0 -print_final_stats=1"
    case "$1" in
        scene)      echo "$common -max_len=16384 -dict=$FUZZ_DIR/scene.dict" ;;
        expression) echo "$common -max_len=4096 -dict=$FUZZ_DIR/language.dict" ;;
        constraint) echo "$common -max_len=4096 -dict=$FUZZ_DIR/language.dict" ;;
        gif)        echo "$common -max_len=32768 -dict=$FUZZ_DIR/image.dict" ;;
        png)        echo "$common -max_len=32768 -dict=$FUZZ_DIR/image.dict" ;;
        report)     echo "$common -max_len=8192 -dict=$FUZZ_DIR/report.dict" ;;
        *) echo "unknown fuzz target '$1' (known: $FUZZ_ALL_TARGETS)" >&2; return 2 ;;
    esac
}

# Input folders a run reads besides its writable corpus: the seeds and the regression corpus
# (every crasher found so far, fixed or not, so a smoke replays all of them).
fuzz_inputs() {
    local dirs=""
    for d in "$FUZZ_DIR/seeds/$1" "$FUZZ_DIR/regressions/$1"; do
        [ -d "$d" ] && dirs="$dirs $d"
    done
    echo "$dirs"
}
