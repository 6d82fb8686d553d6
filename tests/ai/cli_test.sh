#!/bin/bash
# Checks the `mercato` CLI end to end: exit codes, clear errors, sim determinism,
# replay of a record sim-like play produced, and (given a node build) that node
# prints the same records_hash.
#   tests/ai/cli_test.sh build/native/bin/mercato [build/wasm/bin/mercato.js]
set -u
bin=${1:?usage: cli_test.sh MERCATO_BINARY [MERCATO_JS]}
js=${2:-}
fails=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

checks=0
expect() {  # expect CODE "stderr substring" -- args...
  local code=$1 text=$2; shift 3
  checks=$((checks + 1))
  timeout 60 "$bin" "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
  local got=$?
  if [ "$got" != "$code" ] || ! grep -qF -- "$text" "$tmp/out" "$tmp/err"; then
    echo "FAIL: mercato $* -> exit $got (want $code), output:"; cat "$tmp/out" "$tmp/err"
    fails=$((fails + 1))
  fi
}

game=$("$bin" list | grep -oE '^[a-z_]+' | head -n 1)
if [ -z "$game" ] || [ "$game" = no ]; then echo "no game registered: nothing to test"; exit 0; fi

expect 0 "$game" -- list
expect 0 '"id":"' -- list --json
expect 2 "unknown command 'dance'" -- dance
expect 2 "--game is required" -- sim --bots random
expect 2 "unknown game 'chess'" -- sim --game chess --bots random
expect 2 "is for" -- sim --game "$game" --players 9 --bots random
expect 2 "unknown bot 'genius'" -- sim --game "$game" --bots random,genius
expect 2 "--bots is required" -- sim --game "$game"
expect 2 "--games must be a whole number" -- sim --game "$game" --bots random --games 0
expect 2 "unknown flag '--speed'" -- sim --game "$game" --bots random --speed 3
expect 2 "unknown option 'nonsense'" -- sim --game "$game" --bots random --option nonsense=1
expect 2 "--seconds must be" -- bench --game "$game" --seconds -1
expect 2 "cannot read" -- replay "$tmp/missing.txt"
expect 2 "--seats is required" -- play --game "$game"

# --version, and every command's own --help (stdout, exit 0), listed in `mercato help`.
expect 0 "mercato 0." -- --version
for command in list sim play replay bench lab soak memory check-secrets tune ladder; do
  expect 0 "usage:" -- "$command" --help
  expect 0 "  $command " -- "$command" -h
  expect 0 "  $command " -- help "$command"
  expect 0 "  $command " -- help
done
expect 0 "--level L" -- memory --game "$game" --help
expect 0 "--deep-games K" -- soak --help
# tune hands over to the Python search (needs the module beside the program):
# a bad search is refused there with the parameter named.
expect 2 "no parameter 'oregano.nope'" -- tune --game oregano --players 2 \
  --objective first_player_fair --search oregano.nope=1:2 --budget 10
expect 2 "no command 'dance'" -- help dance

# sim: one JSON object, the same twice, different with another seed.
sim=(sim --game "$game" --players 2 --bots heuristic,random,ismcts:iters=10 --games 4 --seed 5)
h1=$("$bin" "${sim[@]}" | grep -oE '"records_hash":"[0-9a-f]+"')
h2=$("$bin" "${sim[@]}" | grep -oE '"records_hash":"[0-9a-f]+"')
h3=$("$bin" "${sim[@]/5/6}" | grep -oE '"records_hash":"[0-9a-f]+"')
[ -n "$h1" ] && [ "$h1" = "$h2" ] || { echo "FAIL: sim is not deterministic ($h1 / $h2)"; fails=$((fails + 1)); }
[ "$h1" != "$h3" ] || { echo "FAIL: another seed gave the same games"; fails=$((fails + 1)); }
expect 0 '"bot_win_rate":[' -- "${sim[@]}"

# play to the end with every seat a bot, save, replay; then break the record.
"$bin" play --game "$game" --players 2 --seats heuristic,random --seed 3 --save "$tmp/r.txt" \
  </dev/null >/dev/null 2>&1
expect 0 '"finished":true' -- replay "$tmp/r.txt"
head -n 5 "$tmp/r.txt" >"$tmp/cut.txt"
expect 2 "the record is truncated" -- replay "$tmp/cut.txt"
sed '3s/.*/fly to the moon/' "$tmp/r.txt" >"$tmp/bad.txt"
expect 2 "line 3: 'fly to the moon' is not a legal move here" -- replay "$tmp/bad.txt"

# check-secrets: one JSON line, 0 leaks, exit 0; bad arguments exit 2.
expect 0 '"leaks":0' -- check-secrets --game "$game" --players 2 --games 1 --resamples 1
expect 2 "--game names a registered game" -- check-secrets --game chess

# play: another seat's sealed bid reads "bid ?" (Turin Market, money=private), and
# the seat's view is a text table, not raw JSON.
if "$bin" list | grep -q '^turin_market'; then
  yes 1 | head -n 400 | "$bin" play --game turin_market --players 3 --seats human,heuristic,heuristic \
    --seed 5 --option money=private >"$tmp/play.txt" 2>&1
  grep -qE '^  seat [12] \(heuristic\): bid \?$' "$tmp/play.txt" ||
    { echo "FAIL: play never shows a computer's sealed bid as 'bid ?'"; fails=$((fails + 1)); }
  grep -qE '^    seat [12] \(heuristic\) shows: bid [0-9]+$' "$tmp/play.txt" ||
    { echo "FAIL: play never reveals the sealed bids"; fails=$((fails + 1)); }
  grep -qE '^  seats:$' "$tmp/play.txt" && ! grep -qF '{"' "$tmp/play.txt" ||
    { echo "FAIL: play does not draw the seat's view as a text table"; fails=$((fails + 1)); }
fi

# Issue 18: a file that cannot be written is a failure (exit 1), never a silent exit 0.
expect 1 "cannot write '/nonexistent/x.mercato'" -- play --game "$game" --players 2 --seats human,random \
  --seed 3 --save /nonexistent/x.mercato
expect 1 "cannot write '/nonexistent/x/" -- soak --game "$game" --games 2 --records /nonexistent/x \
  --record-every 1

# Loaders: the 4 MB limit before reading, BOM and CRLF, versions, the page's record checks.
truncate -s 1G "$tmp/huge.txt"
expect 2 "over the 4 MB limit" -- replay "$tmp/huge.txt"
expect 2 "over the 4 MB limit" -- replay /dev/zero
printf '\xef\xbb\xbf' >"$tmp/bom.txt"; sed 's/$/\r/' "$tmp/r.txt" >>"$tmp/bom.txt"
expect 0 '"finished":true' -- replay "$tmp/bom.txt"
expect 0 'game over' -- play --load "$tmp/bom.txt" --seats heuristic,random
for v in v0 v-1; do
  sed "1s/mercato-record v1/mercato-record $v/" "$tmp/r.txt" >"$tmp/$v.txt"
  expect 2 "bad version '$v'" -- replay "$tmp/$v.txt"
done
sed '1s/seats=[^ ]*/seats=human,evil,x/' "$tmp/r.txt" >"$tmp/seats.txt"
expect 2 "line 1: " -- replay "$tmp/seats.txt"
sed '1s/seed=[0-9]*/seed=9007199254740993/' "$tmp/r.txt" >"$tmp/seed.txt"
expect 2 "line 1: the seed is too large" -- replay "$tmp/seed.txt"

# lab merge: a shard index outside the shard count is refused.
"$bin" lab --game "$game" --players 2 --bots random,random --games 4 --shard 0/2 --json "$tmp/s0.json" \
  >/dev/null 2>&1
sed 's/"shards":\[0\]/"shards":[5]/' "$tmp/s0.json" >"$tmp/s5.json"
if grep -q '"shards":\[5\]' "$tmp/s5.json"; then
  expect 2 "shard 5" -- lab merge "$tmp/s5.json"
else
  echo "FAIL: the lab shard JSON has no \"shards\":[0] to edit"; fails=$((fails + 1))
fi

# sim streams its games: a huge --games does not allocate them all first.
(ulimit -v 3000000; timeout 5 "$bin" sim --game "$game" --players 2 --bots random,random \
  --games 100000000 >/dev/null 2>"$tmp/sim_err")
if grep -q "bad_alloc" "$tmp/sim_err"; then
  echo "FAIL: sim --games 100000000 allocates every game first:"; cat "$tmp/sim_err"; fails=$((fails + 1))
fi

# ladder: ratings from every seating, shards, bad input.
source "$(dirname "$0")/../lab/ladder_cli_test.sh"

if [ -n "$js" ]; then
  n=$(node --no-experimental-fetch "$js" "${sim[@]}" | grep -oE '"records_hash":"[0-9a-f]+"')
  [ "$n" = "$h1" ] || { echo "FAIL: node gives $n, native $h1"; fails=$((fails + 1)); }
fi

echo "cli: $((checks - fails)) passed, $fails failed"
[ "$fails" = 0 ]
