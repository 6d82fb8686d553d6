// Table phrases instead of chat (issue 41, item 5): a seated person may say one
// of a few fixed phrases; everyone at the table hears it by its id and reads it
// in their own language. No free text, so nothing to moderate; the rate limit
// (message_guard.cjs, `phrase`) keeps it from becoming noise.
'use strict';

const PHRASES = Object.freeze(Object.assign(Object.create(null), {
  good_luck: { en: 'Good luck!', ja: 'よろしくお願いします！' },
  your_turn: { en: 'Your turn', ja: 'あなたの番です' },
  thinking: { en: 'Thinking…', ja: '考え中…' },
  well_played: { en: 'Well played!', ja: 'お見事！' },
  undo: { en: 'Undo?', ja: '戻してもいいですか？' },
  brb: { en: 'Be right back', ja: 'すぐ戻ります' },
}));
const PHRASE_IDS = Object.freeze(Object.keys(PHRASES));

const isPhrase = (id) => typeof id === 'string' && Object.prototype.hasOwnProperty.call(PHRASES, id);

module.exports = { PHRASES, PHRASE_IDS, isPhrase };
