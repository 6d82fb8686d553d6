# `mercato ladder` end to end (docs/strength.md): a tiny ladder gives a rating
# table, shards merge to exactly what one run gives (but the CPU times), and bad
# input is refused with the reason. Sourced by tests/ai/cli_test.sh, whose
# $bin, $tmp, expect and fails it uses; needs the Python module beside the
# program (build/native/python).
must() {  # must "what went wrong" command...
  local what=$1; shift
  checks=$((checks + 1))
  "$@" || { echo "FAIL: ladder: $what"; fails=$((fails + 1)); }
}

tiny=(ladder --game merchants --players 2 --bots random,heuristic --games 8 --seed 4 --bootstrap 50)
expect 0 "Ratings (Elo scale, random = 0" -- "${tiny[@]}"
must "the table has no heuristic row" grep -qE '^  heuristic +-?[0-9]+  \[' "$tmp/out"
must "random is not the anchor at 0" grep -qE '^  random +0  \[' "$tmp/out"
must "the pairing does not count 8 games" grep -qE '^  random +heuristic +8 ' "$tmp/out"

# Shards: 0/3, 1/3 and 2/3 merged = one run; only the CPU times may differ.
quiet() { "$@" >/dev/null 2>&1; }
must "the whole ladder failed" quiet "$bin" "${tiny[@]}" --json "$tmp/one.json"
for i in 0 1 2; do
  must "shard $i failed" quiet "$bin" "${tiny[@]}" --shard "$i/3" --json "$tmp/s$i.json"
done
expect 0 "8 of 8 games" -- ladder merge "$tmp/s2.json" "$tmp/s0.json" "$tmp/s1.json" --bootstrap 50 \
  --json "$tmp/merged.json"
same=$(/usr/bin/python3 - "$tmp/one.json" "$tmp/merged.json" <<'PY'
import json, sys
def facts(path):
    data = json.load(open(path))
    for game in data["results"]:
        game.pop("cpu_us")
    for rating in data["fit"]["ratings"]:
        rating.pop("ms_per_move")
    return data
print("same" if facts(sys.argv[1]) == facts(sys.argv[2]) else "different")
PY
)
must "three shards merged differ from one run ($same)" [ "$same" = same ]
expect 0 "partial: shards [0, 1] of 3" -- ladder merge "$tmp/s0.json" "$tmp/s1.json" --bootstrap 0

# Bad input: the reason, exit 2, before any game.
expect 2 "unknown bot 'genius'" -- ladder --game merchants --bots random,genius --games 8
expect 2 "at least two bots" -- ladder --game merchants --bots random --games 8
expect 2 "--games 1 is too few" -- ladder --game merchants --bots random,heuristic --games 1
expect 2 "--games is required" -- ladder --game merchants --bots random,heuristic
expect 2 "not in 0..1" -- ladder --game merchants --bots random,heuristic --games 8 --shard 2/2
expect 2 "--shard wants i/n" -- ladder --game merchants --bots random,heuristic --games 8 --shard x
expect 2 "shard 0 appears twice" -- ladder merge "$tmp/s0.json" "$tmp/s0.json"
echo '{"format": "mercato-lab 1"}' >"$tmp/lab.json"
expect 2 "not a ladder file" -- ladder merge "$tmp/lab.json"
expect 2 "cannot read" -- ladder merge "$tmp/missing.json"
expect 1 "cannot write '/nonexistent/l.json'" -- "${tiny[@]}" --json /nonexistent/l.json
must "a ladder that cannot write its JSON still played" [ ! -s "$tmp/out" ]
