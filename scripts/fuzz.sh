#!/usr/bin/env bash
# Fuzzes the rules crate's readers of outside text with cargo-fuzz (libFuzzer), one target
# after the other, each for SECONDS of one core:
#   record            any bytes as a game record: score_json answers Ok or Err, never panics
#   bid               any text to the bid, call, mode, suit, direction, seat and side parsers:
#                     no panic, and what parses is written by Display as text that parses back
#   record_roundtrip  a record that reads is written back (to_value) and reads the same, and
#                     its score sheet's JSON reads back to the same sheet
#
# Usage: scripts/fuzz.sh [SECONDS]        (default 60 per target)
#   FUZZ_TARGETS="record bid"   run only these targets
#   FUZZ_SANITIZER=none         skip AddressSanitizer (the default is address; if that build
#                               fails, the script falls back to none by itself)
#   FUZZ_ARGS="-max_len=20000"  more libFuzzer options
#
# Exits non-zero when a target crashes (a panic, a failed assertion, an arithmetic overflow:
# the targets are built with debug assertions, so overflow checks are on), when a target is
# too slow on one input (-timeout) or when the build fails. A crashing input is kept in
# fuzz/artifacts/TARGET/; replay it with
#   RUSTC_BOOTSTRAP=1 cargo fuzz run -a -s none TARGET fuzz/artifacts/TARGET/crash-...
# and shrink it with `cargo fuzz tmin` in the same way.
#
# Stable Rust is enough: cargo-fuzz passes nightly-only flags (-Zsanitizer, sancov), which
# RUSTC_BOOTSTRAP=1 lets the stable compiler accept. Nothing here is part of CI.
#
# Seeds are the committed files in fuzz/corpus/record (shared by both record targets) and
# fuzz/corpus/bid; what a run finds beyond them goes to fuzz/corpus-local/TARGET (ignored by
# git), so a later run carries on from there without touching the committed seeds.
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_TARGET="${1:-60}"
case "$SECONDS_PER_TARGET" in
    '' | *[!0-9]*) echo "usage: $0 [SECONDS]" >&2; exit 2 ;;
esac
TARGETS="${FUZZ_TARGETS:-record bid record_roundtrip}"
SANITIZER="${FUZZ_SANITIZER:-address}"
export RUSTC_BOOTSTRAP=1

if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "==> installing cargo-fuzz"
    cargo install cargo-fuzz --locked
fi
cargo fuzz --version

# -a: debug assertions and overflow checks, so an overflow is a crash as in a debug build.
build() { cargo fuzz build -a -s "$1"; }
echo "==> building the fuzz targets (sanitizer: $SANITIZER)"
if ! build "$SANITIZER"; then
    if [ "$SANITIZER" = none ]; then
        echo "FATAL: the fuzz targets do not build" >&2
        exit 1
    fi
    echo "the build with -s $SANITIZER failed; building without a sanitizer"
    SANITIZER=none
    build none
fi

seeds_of() {
    case "$1" in
        record | record_roundtrip) echo fuzz/corpus/record ;;
        *) echo "fuzz/corpus/$1" ;;
    esac
}

LOGS=fuzz/target/fuzz-logs
mkdir -p "$LOGS"
summary=()
failed=0
for target in $TARGETS; do
    work="fuzz/corpus-local/$target"
    seeds="$(seeds_of "$target")"
    mkdir -p "$work" "$seeds"
    log="$LOGS/$target.log"
    echo "==> $target for ${SECONDS_PER_TARGET}s (log: $log)"
    status=0
    # One process, one core. -timeout makes an input that takes 10 s a failure too.
    # shellcheck disable=SC2086 # FUZZ_ARGS is a list of options
    cargo fuzz run -a -s "$SANITIZER" "$target" "$work" "$seeds" -- \
        -max_total_time="$SECONDS_PER_TARGET" -timeout=10 -print_final_stats=1 \
        ${FUZZ_ARGS:-} >"$log" 2>&1 || status=$?
    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
    if [ -z "$runs" ]; then
        runs="$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' "$log" | tail -1)"
    fi
    artifact="$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)"
    if [ "$status" -eq 0 ]; then
        verdict="no crash"
    else
        failed=1
        verdict="CRASH (exit $status)${artifact:+: $artifact}"
        echo "---- $target: the end of its log ----"
        grep -E "panicked|ERROR|SUMMARY|Test unit written" "$log" | head -20 || true
        tail -5 "$log"
    fi
    line="$(printf '%-18s %14s executions in %ss: %s' "$target" "${runs:-?}" "$SECONDS_PER_TARGET" "$verdict")"
    echo "$line"
    summary+=("$line")
done

echo
echo "==> summary (sanitizer: $SANITIZER)"
printf '%s\n' "${summary[@]}"
exit "$failed"
