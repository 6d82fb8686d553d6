#!/bin/bash
# Builds that share .cache (worktrees, a test run beside ./tools/play) may cut
# the UI font at the same moment: each must still get it, whole. Four
# tools/subset_font.py runs at once into one empty cache, each to its own file.
#   tests/conformance/font_cache_test.sh
# Prints "font-cache: N passed, M failed"; exits 1 on a failure.
set -u
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
runs=4
for i in $(seq 1 $runs); do
  /usr/bin/python3 tools/subset_font.py --out "$tmp/out$i/ui.otf" --cache "$tmp/cache" \
      --scan web core >"$tmp/log$i" 2>&1 &
done
for i in $(seq 1 $runs); do
  if ! wait -n; then failed=$((failed + 1)); fi
done
for i in $(seq 1 $runs); do
  if [ -s "$tmp/out$i/ui.otf" ] && cmp -s "$tmp/out$i/ui.otf" "$tmp/out1/ui.otf"; then
    passed=$((passed + 1))
  else
    echo "FAIL: run $i has no font, or another one than run 1:"; tail -n 3 "$tmp/log$i"
    failed=$((failed + 1))
  fi
done
if ls "$tmp/cache" | grep -q '\.tmp$'; then
  echo "FAIL: a temporary file is left in the cache: $(ls "$tmp/cache")"
  failed=$((failed + 1))
fi
echo "font-cache: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
