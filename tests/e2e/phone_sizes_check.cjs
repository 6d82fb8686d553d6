// What a phone's player would have to squint at or aim for (issue 38, part 2), from the
// UI's own records of one frame, not from pixels: the text runs it drew
// (mercato.debug.inks()) and the targets it named (mercato.debug.rects()). Shared by
// tests/e2e/phone_sizes.test.cjs and tools/phone_sizes.cjs. The runs the views mark as
// the hand's, a price or a score (draw.h InkAs) must read at 14 px or more.
'use strict';

// Named rectangles that are not targets: panels and the pieces in them, change marks,
// the legend's lines, scroll and test markers, explanations, and Market Fresh's
// placements (a point in a storefront cell for the tests to touch; the target is the
// storefront).
const NOT_TARGETS = /^(panel|in|on|legend|scroll|tooltip|focus|changed|why|symbol-name|sheet)[:-]|^(tooltip|focus|why|notice)$|^move:place /;
const MIN_TEXT = 12, MIN_KEY_TEXT = 14, MIN_TARGET = 44;
const KEY_ROLES = ['hand', 'price', 'score'];

// The largest player count of each game, a person in the first seat and quick computers.
function largestTable(game, seed = 5) {
  const seats = ['human'];
  while (seats.length < game.max_players) seats.push('heuristic');
  return { game: game.id, players: game.max_players, seats, seed };
}

// Two text boxes share more than a hairline ([x, y, w, h]).
const overlap = (a, b) => Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]) > 1 &&
                          Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]) > 1;

// The findings of the frame on screen: {small, targets, overlaps}, each a list of words;
// also how many runs of each key role it drew ({hand, price, score}).
async function phoneFindings(app) {
  const { inks, rects } = await app.page.evaluate(() => ({
    inks: window.mercato.debug.inks(), rects: window.mercato.debug.rects(),
  }));
  const runs = inks.filter((i) => i[11] !== 1)
    .map((i) => ({ box: i.slice(0, 4), size: i[8], text: i[10], role: i[12] || '' }));
  const least = (r) => (KEY_ROLES.includes(r.role) ? MIN_KEY_TEXT : MIN_TEXT);
  const small = runs.filter((r) => r.size < least(r) - 0.05)
    .map((r) => `${r.role || 'text'} ${r.size.toFixed(1)} px: ${JSON.stringify(r.text).slice(0, 50)}`);
  const roles = Object.fromEntries(KEY_ROLES.map((k) => [k, runs.filter((r) => r.role === k).length]));
  const targets = Object.entries(rects)
    .filter(([name, r]) => !NOT_TARGETS.test(name) && (r[2] < MIN_TARGET - 0.05 || r[3] < MIN_TARGET - 0.05))
    .map(([name, r]) => `target ${Math.round(r[2])}x${Math.round(r[3])}: ${name}`);
  const overlaps = [];
  for (let i = 0; i < runs.length; ++i) {
    for (let j = i + 1; j < runs.length; ++j) {
      const a = runs[i], b = runs[j];
      // One label drawn more than once, a pixel or two apart (a halo, a bold pass), is one.
      const same = a.text === b.text && a.box.every((v, k) => Math.abs(v - b.box[k]) <= 2.5);
      if (!same && overlap(a.box, b.box)) {
        overlaps.push(`labels overlap: ${JSON.stringify(a.text).slice(0, 30)} [${a.box}] and ` +
                      `${JSON.stringify(b.text).slice(0, 30)} [${b.box}]`);
      }
    }
  }
  return { runs: runs.length, small, targets, overlaps, roles };
}

module.exports = { NOT_TARGETS, KEY_ROLES, largestTable, phoneFindings };
