// What a person reads when the server refuses a message, in both of the page's
// languages. A refusal is sent as {request, code, message, words: {en, ja}}:
// `code` for programs (docs/online.md), `message` the protocol's own text (seats
// counted from 0), `words` the sentence the page shows (seats counted from 1, as
// the table names them).
'use strict';

const seat = (s) => ({ en: `Seat ${s + 1}`, ja: `席${s + 1}` });
const seats = (list) => ({ en: list.map((s) => s + 1).join(', '), ja: list.map((s) => `席${s + 1}`).join('、') });

const WORDS = {
  reopening: () => ({ en: 'The table is reopening from its last saved move.', ja: '卓を最後に保存された手から開き直しています。' }),
  storeFailed: () => ({ en: 'The table could not be saved; it reopens from its last saved move.', ja: '卓を保存できませんでした。最後に保存された手から開き直します。' }),
  haveSeat: () => ({ en: 'You have a seat already.', ja: 'すでに席に着いています。' }),
  seatNumber: () => ({ en: 'Choose a seat.', ja: '席を選んでください。' }),
  seatNotFree: (s) => ({ en: `${seat(s).en} is not free.`, ja: `${seat(s).ja}は空いていません。` }),
  sitFirst: () => ({ en: 'Take a seat first.', ja: '先に席に着いてください。' }),
  nameNeeded: () => ({ en: 'Type a name.', ja: '名前を入力してください。' }),
  hostStarts: () => ({ en: 'Only the host starts the game.', ja: 'ゲームを始められるのはホストだけです。' }),
  started: () => ({ en: 'The game has started.', ja: 'ゲームはもう始まっています。' }),
  seatsFree: (list) => ({ en: `Seats ${seats(list).en} are still free.`, ja: `${seats(list).ja}がまだ空いています。` }),
  watchingOff: () => ({ en: 'The host turned watching off.', ja: 'ホストが観戦を止めました。' }),
  noSeatWatching: () => ({ en: 'A spectator takes no seat: open the invite link to play.', ja: '観戦者は席に着けません。遊ぶには招待リンクを開いてください。' }),
  hostSpectators: () => ({ en: 'Only the host allows watching.', ja: '観戦を許すのはホストだけです。' }),
  rematchAtEnd: () => ({ en: 'A rematch is offered once the game is over.', ja: '再戦はゲームが終わってから申し込めます。' }),
  hostOffersRematch: () => ({ en: 'The host offers the rematch.', ja: '再戦はホストが申し込みます。' }),
  rematchWithout: () => ({ en: 'The rematch has started without this seat.', ja: '再戦はこの席なしで始まりました。' }),
  recordAtEnd: () => ({ en: 'The record is handed out when the game is over.', ja: '記録はゲームが終わってから受け取れます。' }),
  phraseUnknown: () => ({ en: 'Choose one of the table phrases.', ja: '卓の定型文から選んでください。' }),
  unknownMessage: () => ({ en: 'The server did not understand that.', ja: 'サーバーが理解できない内容です。' }),
  moveNeeded: () => ({ en: 'Choose a move.', ja: '手を選んでください。' }),
  otherSeat: (mine) => ({ en: `You sit at ${seat(mine).en}.`, ja: `あなたの席は${seat(mine).ja}です。` }),
  notStarted: () => ({ en: 'The game has not started.', ja: 'ゲームはまだ始まっていません。' }),
  onlyDuringGame: () => ({ en: 'Only during the game.', ja: 'ゲーム中だけできます。' }),
  notAnotherPerson: (s) => ({ en: `${seat(s).en} is not another person's seat.`, ja: `${seat(s).ja}はほかの人の席ではありません。` }),
  handOverOff: () => ({ en: 'The host did not allow handing seats over at this table.', ja: 'この卓ではホストが席の引き継ぎを許していません。' }),
  handOverAfter: (s, timeout, now) => ({
    en: `${seat(s).en} may be handed over after ${timeout} s empty (now ${now} s).`,
    ja: `${seat(s).ja}は空いて${timeout}秒たつと引き継げます（今${now}秒）。` }),
  noUndoProposed: () => ({ en: 'No undo is asked now.', ja: '今は「一手戻す」が頼まれていません。' }),
  // The core's undo block (tc_undo_block).
  undoNoMove: () => ({ en: 'No person has moved yet.', ja: 'まだ誰も手を打っていません。' }),
  undoChance: () => ({ en: 'A card was drawn or a die rolled since: a draw cannot be undone.', ja: 'そのあとにカードが引かれた（またはサイコロが振られた）ため戻せません。' }),
  undoReveal: () => ({ en: 'A move since showed hidden information: it cannot be undone.', ja: 'そのあとに伏せられた情報が公開されたため戻せません。' }),
  undoOtherSeat: (s) => ({ en: `The last move to take back is ${seat(s).en}'s.`, ja: `戻せる最後の手は${seat(s).ja}の手です。` }),
  // The core's refusals of a move (tc_act), by code.
  turnOf: (s) => ({ en: `It is ${seat(s).en}'s turn.`, ja: `${seat(s).ja}の番です。` }),
  over: () => ({ en: 'The game is over.', ja: 'ゲームは終わっています。' }),
  illegal: () => ({ en: 'That move is not legal here.', ja: 'その手は今は打てません。' }),
  tooFast: () => ({ en: 'Too many messages at once: wait a moment.', ja: '送信が多すぎます。少し待ってください。' }),
  serverError: () => ({ en: 'The server could not handle that; the table goes on.', ja: 'サーバーがその要求を処理できませんでした。卓はそのまま続きます。' }),
  expired: (minutes) => ({ en: `This table was not started within ${minutes} min and is closed.`, ja: `この卓は${minutes}分以内に始まらなかったため閉じられました。` }),
  computerSeat: (s) => ({ en: `${seat(s).en} is a computer's.`, ja: `${seat(s).ja}はコンピューターの席です。` }),
};

// The words for the core's undo block number (see tc_undo_block), or null when allowed.
function undoWords(block) {
  if (block === 0) return null;
  if (block === 1) return WORDS.undoNoMove();
  if (block === 2) return WORDS.undoChance();
  if (block === 3) return WORDS.undoReveal();
  if (block >= 10) return WORDS.undoOtherSeat(block - 10);
  return WORDS.unknownMessage();
}

// The words for a move the core refused ({code, message}), `toMove` the seat to move.
function moveWords(refusal, toMove, sender) {
  switch (refusal.code) {
    case 'not_your_turn': return toMove >= 0 ? WORDS.turnOf(toMove) : WORDS.over();
    case 'over': return WORDS.over();
    case 'illegal': return WORDS.illegal();
    case 'not_your_seat': return WORDS.computerSeat(sender);
    default: return WORDS.moveNeeded();
  }
}

module.exports = { WORDS, undoWords, moveWords };
