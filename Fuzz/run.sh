#!/bin/sh
# Builds the libFuzzer target for Lifecheck's trace parsers and runs it.
#
#   Fuzz/run.sh [SECONDS] [extra libFuzzer options...]     (default: 600 seconds)
#   FUZZ_PARSERS=plain Fuzz/run.sh 300                     (the plain parser alone: much faster)
#   FUZZ_PARSERS=logs Fuzz/run.sh 600                      (the log readers alone: about 143 inputs per CPU second on
#                                                           mutated inputs of up to 4 KB, past the corpus of 8,136,
#                                                           -seed=7, on a host with a load of about 2)
#   FUZZ_PARSERS=bytes Fuzz/run.sh 300                     (the console byte reader against the text reading)
#
# The corpus lives in fuzz-corpus/ at the package root (ignored by git), seeded from the
# fixtures and examples; crashes are written there as fuzz-corpus/crash-* and replayed
# with: Fuzz/.build/release/FuzzParsers fuzz-corpus/crash-<hash>
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

corpus="$root/fuzz-corpus/plain"
mkdir -p "$corpus"
for seed in "$root"/Tests/UIKitSpecTests/Fixtures/*/*.trace "$root"/Examples/*.trace \
            "$root"/Examples/logs/* "$root"/Tests/UIKitSpecTests/RealLogs/*/*.log; do
    cp -n "$seed" "$corpus/" 2>/dev/null || true
done

# The Swift runtime's backtracer hangs after a trap under the address sanitizer: libFuzzer
# reports the crash itself.
SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}" ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" exec "$here/.build/release/FuzzParsers" "$corpus" \
    -dict="$here/plain.dict" \
    -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$root/fuzz-corpus/" -print_final_stats=1 -detect_leaks=0 "$@"
