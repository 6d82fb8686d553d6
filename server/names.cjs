// A person's name as the server keeps and sends it (issue 36): what a client
// types reaches every other seat's table, log and record header, so it is
// cleaned here, once, whatever the page did. Control characters (a NUL cut
// other browsers' table lines), bidi overrides (a name that reverses the text
// after it), lone surrogates and line separators go; runs of spaces become
// one; at most MAX_NAME code points, never splitting a character cluster.
'use strict';

const MAX_NAME = 40;
const UNWANTED = /[\p{Cc}\p{Cs}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029\uFEFF]/gu;
const segmenter = new Intl.Segmenter('und', { granularity: 'grapheme' });

// '' when nothing printable is left (the caller then names the seat itself).
function cleanName(value, max = MAX_NAME) {
  if (typeof value !== 'string') return '';
  const text = value.slice(0, 4 * max).replace(UNWANTED, ' ').replace(/\s+/gu, ' ').trim();
  let kept = '';
  let points = 0;
  for (const { segment } of segmenter.segment(text)) {
    const size = [...segment].length;
    if (points + size > max) break;
    kept += segment;
    points += size;
  }
  return kept.trim();
}

module.exports = { cleanName, MAX_NAME };
