#!/bin/bash
# A view draws its game's seat view, never the State (issue 17). The build
# compiles web/views/ with MERCATO_VIEW_TU; this checks the guard itself, per
# game: the state header core/games/<id>/<id>.h must refuse such a file, and the
# seat-view header <id>_seat_view.h (what the view includes) must compile in it.
# A game without a seat-view header yet fails here, by name.
#   tests/conformance/view_guard_test.sh [C++ compiler]
# Prints "view-guard: N passed, M failed"; exits 1 on a failure.
set -u
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
cxx=${1:-c++}
passed=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

compile_view_tu() {  # compile_view_tu HEADER: a view file that includes HEADER
  printf '#include "%s"\nint main() { return 0; }\n' "$1" >"$tmp/view.cpp"
  "$cxx" -std=c++20 -fsyntax-only -DMERCATO_VIEW_TU -Icore "$tmp/view.cpp" >"$tmp/out" 2>&1
}

for dir in core/games/*/; do
  id=$(basename "$dir")
  [ -f "$dir/$id.h" ] || continue
  if compile_view_tu "games/$id/$id.h"; then
    echo "FAIL: $id: games/$id/$id.h compiles in a view file (no MERCATO_VIEW_TU guard)"
    failed=$((failed + 1))
  elif ! grep -q "never the game's State" "$tmp/out"; then
    echo "FAIL: $id: games/$id/$id.h fails in a view file, but not by its guard:"; head -n 5 "$tmp/out"
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
  if [ ! -f "$dir/${id}_seat_view.h" ]; then
    echo "FAIL: $id: no core/games/$id/${id}_seat_view.h for its view to draw"
    failed=$((failed + 1))
  elif ! compile_view_tu "games/$id/${id}_seat_view.h"; then
    echo "FAIL: $id: ${id}_seat_view.h does not compile in a view file:"; head -n 5 "$tmp/out"
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
done
echo "view-guard: $passed passed, $failed failed"
[ "$failed" = 0 ]
