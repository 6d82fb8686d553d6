#!/bin/bash
# tools/lab_shards: a lab of hours played as shards on one machine. Two runners
# sharing a folder play every shard once, and the merge is exactly one
# unsharded run; a run killed mid-way resumes (a dead runner's claim is taken
# over, finished shards are not played again); bad input is refused.
#   tests/conformance/lab_shards_test.sh build/native/bin/mercato
# Prints "lab-shards: N passed, M failed"; exits 1 on a failure.
set -u
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
export MERCATO="$(realpath "${1:-build/native/bin/mercato}")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
check() {  # check NAME CONDITION...
  local name=$1; shift
  if "$@"; then passed=$((passed + 1)); else echo "FAIL: $name"; failed=$((failed + 1)); fi
}
lab=(--game oregano --players 2 --bots heuristic --games 12 --seed 3)

# Two runners at once, one folder: every shard is played by exactly one of them.
tools/lab_shards "$tmp/two" 6 -- "${lab[@]}" >"$tmp/r1.out" 2>&1 &
tools/lab_shards "$tmp/two" 6 -- "${lab[@]}" >"$tmp/r2.out" 2>&1 &
wait
check "two runners: six shards written" test "$(ls "$tmp/two"/shard*.json | wc -l)" = 6
check "two runners: no claim or part file left" \
  test -z "$(ls -d "$tmp/two"/*.claim "$tmp/two"/*.part 2>/dev/null)"
played=$(cat "$tmp/two"/shard*.log | grep -c '^mercato lab: .* games x')
check "two runners: each shard played once (played $played)" test "$played" = 6
"$MERCATO" lab merge "$tmp/two"/shard*.json --json "$tmp/merged.json" >/dev/null 2>&1
"$MERCATO" lab "${lab[@]}" --json "$tmp/one.json" >/dev/null 2>&1
check "the merged shards are exactly one unsharded run" cmp -s "$tmp/merged.json" "$tmp/one.json"

# Resume: shard 0 done, shard 1 claimed by a runner that is gone, the rest missing.
mkdir -p "$tmp/resume"
cp "$tmp/two/shard0.json" "$tmp/resume/"
touch -d '2020-01-01' "$tmp/resume/shard0.json"
sh -c 'exit 0' & dead=$!; wait "$dead"
mkdir "$tmp/resume/shard1.claim" && echo "$dead" >"$tmp/resume/shard1.claim/pid"
out=$(tools/lab_shards "$tmp/resume" 6 -- "${lab[@]}" 2>&1); rc=$?
check "resume: ends 0 with all shards in ($out)" test "$rc" = 0 -a "${out##*$'\n'}" = "lab_shards: 6 of 6 shards in $tmp/resume"
check "resume: a finished shard is not played again" \
  test "$(stat -c %Y "$tmp/resume/shard0.json")" = "$(date -d '2020-01-01' +%s)"
check "resume: the dead runner's shard is played" test -s "$tmp/resume/shard1.json"
"$MERCATO" lab merge "$tmp/resume"/shard*.json --json "$tmp/resumed.json" >/dev/null 2>&1
check "resume: the merge is still exactly one run" cmp -s "$tmp/resumed.json" "$tmp/one.json"

# A live claim is left alone: that shard is another runner's.
mkdir -p "$tmp/live/shard2.claim" && echo $$ >"$tmp/live/shard2.claim/pid"
out=$(tools/lab_shards "$tmp/live" 3 -- "${lab[@]}" 2>&1); rc=$?
check "a live claim: its shard is not played, exit 1 ($rc)" test "$rc" = 1 -a ! -e "$tmp/live/shard2.json"
check "a live claim: says 2 of 3 ($out)" test "${out##*$'\n'}" = "lab_shards: 2 of 3 shards in $tmp/live"

# A runner stopped mid-shard (kill, Ctrl-C, a closed terminal) stops its game
# with it: no orphan left writing the shard, no claim or part file kept, so the
# next runner plays that shard at once instead of racing the orphan.
# (A fixed budget: a level's is the game's own, and Oregano's easy is too quick to stop.)
slow=(--game oregano --players 2 --bots ismcts:iters=300 --games 40 --seed 3)
tools/lab_shards "$tmp/term" 2 -- "${slow[@]}" >"$tmp/term.out" 2>&1 & runner=$!
for _ in $(seq 100); do [ -s "$tmp/term/shard0.claim/pid" ] && break; sleep 0.1; done
sleep 0.5
kill -TERM "$runner"; wait "$runner"; rc=$?
sleep 0.5
check "a stopped runner exits non-zero ($rc)" test "$rc" != 0
check "a stopped runner leaves no game running" test -z "$(pgrep -f -- "--json $tmp/term/" || true)"
check "a stopped runner frees its claim and part file" \
  test -z "$(ls -d "$tmp/term"/*.claim "$tmp/term"/*.part 2>/dev/null)"
check "a stopped runner says what is in ($(tail -n 1 "$tmp/term.out"))" \
  grep -q "^lab_shards: stopped; 0 of 2 shards in $tmp/term" "$tmp/term.out"

# DIR/stop: runners finish the shard they play and start no other.
mkdir -p "$tmp/stop" && touch "$tmp/stop/stop"
out=$(tools/lab_shards "$tmp/stop" 3 -- "${lab[@]}" 2>&1); rc=$?
check "DIR/stop: no shard started, exit 1 ($rc)" test "$rc" = 1 -a -z "$(ls "$tmp/stop"/shard* 2>/dev/null)"
check "DIR/stop: says why ($out)" grep -q "$tmp/stop/stop is there" <<<"$out"

# Refusals, each naming what is wrong, before any game.
out=$(tools/lab_shards "$tmp/bad" 4 -- "${lab[@]}" --json x.json 2>&1); rc=$?
check "--json is refused ($out)" test "$rc" = 2 -a -n "$(grep -- '--json is set by lab_shards' <<<"$out")"
out=$(tools/lab_shards "$tmp/bad" four -- "${lab[@]}" 2>&1); rc=$?
check "N must be a number ($out)" test "$rc" = 2 -a -n "$(grep "got 'four'" <<<"$out")"
out=$(tools/lab_shards "$tmp/bad" 4 -- --game no_such_game --games 4 2>&1); rc=$?
check "a failing lab stops at its first shard and keeps no result ($out)" \
  test "$rc" = 1 -a "$(ls "$tmp/bad"/shard*.log | wc -l)" = 1 -a -z "$(ls "$tmp/bad"/*.json "$tmp/bad"/*.claim 2>/dev/null)"
check "a failing lab points at its log" grep -q "see $tmp/bad/shard0.log" <<<"$out"

echo "lab-shards: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
