#!/bin/sh
# Builds the libFuzzer target for Lifecheck's trace parsers and runs it: a campaign under
# libFuzzer's instrumentation alone, then every input the campaign kept (new units and
# crashes) replayed under AddressSanitizer, so that no input it found goes unchecked for
# memory errors at less than half the speed.
#
#   Fuzz/run.sh [SECONDS] [extra libFuzzer options...]     (default: 600 seconds)
#   FUZZ_PARSERS=plain Fuzz/run.sh 300                     (the plain parser alone: much faster)
#   FUZZ_PARSERS=logs Fuzz/run.sh 600                      (the log readers alone: about 200 inputs per CPU second on
#                                                           mutated inputs of up to 4 KB, about 90 under
#                                                           AddressSanitizer; 156,147 inputs in 600 s)
#   FUZZ_PARSERS=bytes Fuzz/run.sh 300                     (the console byte reader against the text reading)
#   FUZZ_ADDRESS_SANITIZER=campaign Fuzz/run.sh 600        (the whole campaign under AddressSanitizer, as before)
#
# The corpus lives in fuzz-corpus/ at the package root (ignored by git), seeded from the
# fixtures and examples; crashes are written there as fuzz-corpus/crash-* and replayed
# with: Fuzz/.build/release/FuzzParsers fuzz-corpus/crash-<hash> (AddressSanitizer) or
# Fuzz/.build-fast/release/FuzzParsers (the campaign's build).
# Leak detection is off: the spec is built once into statics, which LeakSanitizer reports
# at exit (every report points into UIKitSpec.spec/compiled initialization).
# Needs a toolchain whose swiftc takes -sanitize=fuzzer (the open-source Linux one does).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
seconds=${1:-600}
[ $# -gt 0 ] && shift

cd "$here"
swift build -c release -Xswiftc -sanitize=fuzzer,address --product FuzzParsers
checked="$here/.build/release/FuzzParsers"
if [ "${FUZZ_ADDRESS_SANITIZER:-replay}" = campaign ]; then
    campaign="$checked"
else
    swift build -c release -Xswiftc -sanitize=fuzzer --product FuzzParsers --scratch-path "$here/.build-fast"
    campaign="$here/.build-fast/release/FuzzParsers"
fi

corpus="$root/fuzz-corpus/plain"
mkdir -p "$corpus"
for seed in "$root"/Tests/UIKitSpecTests/Fixtures/*/*.trace "$root"/Examples/*.trace \
            "$root"/Examples/logs/* "$root"/Tests/UIKitSpecTests/RealLogs/*/*.log; do
    cp -n "$seed" "$corpus/" 2>/dev/null || true
done
started="$root/fuzz-corpus/.campaign-started"
touch "$started"

# The Swift runtime's backtracer hangs after a trap under the address sanitizer: libFuzzer
# reports the crash itself.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}" ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
campaign_status=0
"$campaign" "$corpus" \
    -dict="$here/plain.dict" \
    -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$root/fuzz-corpus/" -print_final_stats=1 -detect_leaks=0 "$@" || campaign_status=$?

replay_status=0
if [ "$campaign" != "$checked" ]; then
    # Every input the campaign kept or stopped at, once more under AddressSanitizer: the
    # corpus units in batches, the artifacts (crash-*, timeout-*, oom-*) one at a time, as
    # libFuzzer stops a batch at its first failing input.
    units="$root/fuzz-corpus/.campaign-units" artifacts="$root/fuzz-corpus/.campaign-artifacts"
    find "$corpus" -maxdepth 1 -type f -newer "$started" ! -name '.*' -print0 > "$units"
    find "$root/fuzz-corpus" -maxdepth 1 -type f -newer "$started" ! -name '.*' ! -name 'replay.log' -print0 > "$artifacts"
    kept=$(cat "$units" "$artifacts" | tr -cd '\0' | wc -c)
    echo "run.sh: replaying the $kept inputs the campaign kept under AddressSanitizer"
    {
        xargs -0 -r -n 500 "$checked" -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 \
            -artifact_prefix="$root/fuzz-corpus/asan-" < "$units" || replay_status=$?
        xargs -0 -r -n 1 "$checked" -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 \
            -artifact_prefix="$root/fuzz-corpus/asan-" < "$artifacts" || replay_status=$?
    } > "$root/fuzz-corpus/replay.log" 2>&1
    if [ "$replay_status" -eq 0 ]; then
        echo "run.sh: $kept inputs replayed under AddressSanitizer, no report"
    else
        echo "run.sh: the replay under AddressSanitizer failed (exit $replay_status): see fuzz-corpus/replay.log and fuzz-corpus/asan-*" >&2
    fi
fi
[ "$campaign_status" -ne 0 ] && echo "run.sh: the campaign stopped (exit $campaign_status): see its output and fuzz-corpus/crash-*" >&2
[ "$campaign_status" -ne 0 ] && exit "$campaign_status"
exit "$replay_status"
