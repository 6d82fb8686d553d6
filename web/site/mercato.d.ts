// Types of Mercato's page API (window.mercato, web/bridge.h) and of every message
// between Mercato in an iframe and the page around it (docs/embedding.md).
// Served with the site as mercato.d.ts; checked by `tsc --noEmit` against
// docs/embed-sample.html's script and the browser tests' helpers (tools/check_types).
//
//   /// <reference path="https://YOUR-MERCATO-HOST/mercato.d.ts" />  (or a saved copy)

declare namespace Mercato {
  type Lang = 'en' | 'ja';
  type GameId = 'turin_market' | 'oregano' | 'market_fresh' | 'merchants' | 'trade_tycoon' | (string & {});
  /** 'human', 'easy' | 'normal' | 'hard' (= 'ismcts:<level>'), or a bot spec: 'heuristic', 'random', 'ismcts:iters=N'. */
  type Seat = string;
  type Screen = 'home' | 'setup' | 'play' | 'rules' | 'over' | 'about' | 'waiting' | 'replay' | 'lab' | 'online';
  /** {ok: true} or {ok: false, error: 'words for people'} */
  type Result = { ok: true } | { ok: false; error: string };
  /** where the canvas's glyph for a character comes from (docs/fonts.md) */
  type GlyphSource = 'font' | 'browser' | 'box' | 'pending' | 'absent';

  interface GameInfo {
    id: GameId;
    name: { en: string; ja: string };
    minPlayers: number;
    maxPlayers: number;
    minutes: number;
    registered: boolean;
    options: { key: string; choices: string[]; help: string }[];
  }

  interface NewGameSpec {
    game: GameId;
    /** default: the game's minimum */
    players?: number;
    /** one per seat (array or 'a,b,c'); missing seats: seat 1 human, the others 'normal' */
    seats?: Seat[] | string;
    /** a whole number (or its text); default a fresh deal */
    seed?: number | string;
    /** {key: value} or 'k=v,k=v' */
    options?: Record<string, string | number> | string;
    /** people's names, one per seat ('' = "Seat N"); at most 20 characters each, control
     *  characters stripped; kept in the record, never part of the game */
    names?: string[];
  }

  interface Turn {
    game: GameId;
    players: number;
    seats: Seat[];
    /** people's names per seat ('' = "Seat N") */
    names: string[];
    /** the seat to move; negative for chance or the end */
    toMove: number;
    /** the seat whose view is shown */
    viewer: number;
    humanTurn: boolean;
    over: boolean;
    /** per seat; null for a score the viewing seat may not know (Turin Market's money=private) */
    scores: (number | null)[];
    moves: number;
    /** as text (64-bit); only once the game is over (every deal follows from it) */
    seed?: string;
    canUndo: boolean;
    undoBlock: 'none' | 'nothing' | 'chance' | 'reveal';
    /** the seat that resigned, after a resignation */
    resigned?: number;
    /** true at an online table (then canUndo is false: undo online is the server's vote) */
    online?: boolean;
  }

  interface SeenMove {
    /** the move's number in the record */
    index: number;
    /** the seat, 0-based */
    player: number;
    /** the move in the game's notation, or as the viewing seat may know it ("bid ?") */
    move: string;
    /** true while it is another seat's secret choice */
    hidden: boolean;
  }

  interface Moved {
    /** the seat, 0-based */
    player: number;
    /** the move in the game's notation, or "bid ?" while it is another seat's secret */
    move: string;
    hidden: boolean;
    by: 'human' | 'computer';
    index: number;
    /** earlier hidden moves this one showed to the viewing seat */
    revealed: SeenMove[];
    /** what the viewing seat was told of the move, as data (the log is worded from these) */
    events: GameEvent[];
  }

  /** One thing a seat saw happen: the game's kind ("buy", "drew", "bid" ...), the seat that
   *  acted (-1: the table), and named numbers; what the seat may not know is left out. */
  interface GameEvent {
    kind: string;
    seat: number;
    /** only for a game without events of its own: the move as the seat may see it */
    notation?: string;
    [value: string]: number | number[] | string | undefined;
  }

  /** a move the viewer's table shows that it may not make now (mercato.blockedMoves()) */
  interface BlockedMove {
    /** the move's id in the game's action space */
    action: number;
    /** the rules' reason code: 'not_your_turn', 'not_now', or the game's own ('too_poor' ...) */
    reason: string;
    /** the reason in the page's language, as the table's hover says it */
    why: string;
    /** numbers that explain it ('price', 'have' ...): only what the seat may know */
    [value: string]: number | string;
  }

  interface GameOver {
    scores: number[];
    /** win shares: the winners split 1; all 0 after a resignation (not sent at an online table) */
    returns?: number[];
    moves: number;
    resigned?: number;
  }

  /** Detail objects of mercato.on(name, callback). */
  interface Events {
    ready: { version: string };
    gameStarted: Turn;
    moved: Moved;
    gameOver: GameOver;
    /** the language changed (setLanguage or the player's own switch) */
    language: { lang: Lang };
    screen: { screen: Screen };
    /** the person chose "Save to file…": the .mercato file's text (also posted to a host page) */
    fileSaved: { game: GameId; text: string };
    /** the online table's server refused this seat's message (docs/online.md) */
    refused: OnlineRefusal;
  }

  /** an online seat's message the server refused; nothing changed */
  interface OnlineRefusal {
    request: string;
    code: 'not_your_seat' | 'not_your_turn' | 'illegal' | 'over' | 'malformed' | 'unavailable';
    /** the protocol's text (seats counted from 0) */
    message: string;
    /** the sentence for people, in both languages (seats counted from 1); the page shows it */
    words?: { en: string; ja: string };
  }

  /** mercato.online.create(spec); no seed: online, the server deals */
  interface OnlineTableSpec {
    /** the table server's http(s) address; default: the one that served the page, or server= */
    server?: string;
    game: GameId;
    players?: number;
    /** one per seat: 'human' or 'open' (a person online; the creator sits at the first), or a computer level */
    seats: Seat[];
    options?: Record<string, string | number> | string;
    /** the creator's name */
    name?: string;
    /** seconds a person's seat must stay empty before the others may vote it to a computer (0: never) */
    seatTimeout?: number;
  }

  interface OnlineSeat {
    seat: number;
    kind: 'person' | 'computer';
    name?: string | null;
    taken?: boolean;
    connected?: boolean;
    level?: string;
    /** the seats that voted to hand this (empty) person seat to a computer */
    handOverVotes?: number[];
    /** empty longer than the host's seatTimeout: the others may vote to hand it over */
    handOverOpen?: boolean;
  }

  /** an undo asked by seat `by`; `agreed`: the seats that agreed so far (the asker too) */
  interface OnlineUndo { by: number; agreed: number[] }
  /** how the last undo ended: agreed by everyone, refused by `refusedBy`, or dropped by a move */
  interface OnlineUndoOutcome { by: number; outcome: 'agreed' | 'refused' | 'dropped'; refusedBy?: number }

  /** mercato.online.status() */
  interface OnlineStatus {
    phase: 'none' | 'connecting' | 'lobby' | 'play' | 'reconnecting' | 'closed';
    server: string | null;
    table: string | null;
    /** the invite link (?table=ID) */
    link: string | null;
    /** this page's seat, -1 before it has one */
    seat: number;
    host: boolean;
    started: boolean;
    over: boolean;
    seats: OnlineSeat[];
    toMove: number | null;
    moves: number;
    undo: OnlineUndo | null;
    lastUndo: OnlineUndoOutcome | null;
    /** the last seat the others handed to a computer, and its level */
    lastHandOver: { seat: number; level: string } | null;
    refusal: string | null;
    error: string | null;
  }

  /** where the replay viewer stands (null when no replay is open) */
  interface ReplayPosition {
    game: GameId;
    step: number;
    steps: number;
    moves: number;
    mover: number;
    viewer: number | 'all';
    over: boolean;
  }

  interface LabSpec {
    game: GameId;
    players?: number;
    bots?: string[] | string;
    games?: number;
    seed?: number | string;
    options?: Record<string, string | number> | string;
    /** the game's numbers: {"oregano.start_gold": [5, 9]} (one value, or one per seat) */
    params?: Record<string, number | number[]>;
  }

  interface SweepSpec extends LabSpec {
    /** the number swept, e.g. "oregano.start_gold"; games are played at each value */
    param: string;
    /** a per-seat number: the seat swept (default: every seat) */
    seat?: number;
    from: number;
    to: number;
    step?: number;
  }

  interface SweepPoint {
    value: number;
    games: number;
    firstPlayer: number;
    seatWinRate: number[];
  }

  /** window.mercato */
  interface Api {
    /** resolves once the app has drawn its first frames */
    ready: Promise<Api>;
    /** null until ready */
    version: string | null;
    listGames(): GameInfo[];
    setLanguage(lang: Lang): Result;
    language(): Lang;
    screen(): Screen;
    open(screen: 'home' | 'about' | 'setup', game?: GameId): Result;
    /** returns a function that removes the callback */
    on<K extends keyof Events>(name: K, callback: (detail: Events[K]) => void): () => void;
    newGame(spec: NewGameSpec): Result;
    /** the viewing seat's observation (the game's own JSON), or null */
    state(): Record<string, unknown> | null;
    turn(): Turn | null;
    /** notation of the moves of the person to move ([] otherwise) */
    legalActions(): string[];
    /** the moves the viewer's table shows that it may not make now, and why ([] once over) */
    blockedMoves(): BlockedMove[];
    act(notation: string): Result;
    resign(): Result;
    setFaster(on: boolean): void;
    /** seconds between computer moves; negative restores the menu's pace; 0 plays quick moves several a frame */
    setPace(seconds: number): void;
    /** the game's match record: a .mercato file's text */
    exportRecord(): string;
    importRecord(text: string): Result;
    /** online tables (docs/online.md); while one is open, state(), turn(), legalActions(),
     *  blockedMoves(), act() and the events are its seat's (act() sends the move: a refusal comes as 'refused') */
    online: {
      create(spec: OnlineTableSpec): Promise<{ table: string; link: string }>;
      /** an invite link or a table id; with a name, takes the first free seat (unless this
       *  browser holds a seat there already: then it is back at that seat) */
      join(link: string, options?: { name?: string }): Promise<{ table: string; seat: number }>;
      status(): OnlineStatus;
      /** takes a free person seat (the first one when seat is undefined) */
      seat(seat?: number, name?: string): Promise<{ seat: number }>;
      /** the host starts the game once every person seat is taken */
      start(): void;
      leave(): void;
      /** asks everyone to take back this seat's last move (the server refuses across a draw or
       *  revealed information, with its reason, as a 'refused' event) */
      undo(): Result;
      /** agrees to / refuses the undo another seat asked (status().undo) */
      agreeUndo(): Result;
      refuseUndo(): Result;
      /** a vote to hand another person's seat, empty longer than the host's seatTimeout
       *  (status().seats[n].handOverOpen), to a computer */
      handOver(seat: number): Result;
      /** whether a table server is known (Setup's "Play online") */
      available(): Promise<boolean>;
    };
    replay: {
      open(text: string): Result;
      step(n?: number): ReplayPosition | null;
      goto(k: number): ReplayPosition | null;
      view(who: number | 'all'): Result;
      position(): ReplayPosition | null;
      state(): Record<string, unknown> | null;
    };
    lab: {
      start(spec: LabSpec): Result;
      sweep(spec: SweepSpec): Result;
      progress(): {
        running: boolean; stopped: boolean; done: number; total: number;
        sweeping: boolean; sweep: SweepPoint[];
        /** the form's changed numbers, "k=v,k=v" */
        numbers: string;
        [key: string]: unknown;
      };
      stop(): void;
    };
    /** for tests */
    debug: {
      rects(): Record<string, [number, number, number, number]>;
      /** named texts of the frame ({status: the table's prompt, ...}) */
      texts(): Record<string, string>;
      /** every text drawn this frame: [x, y, w, h, r, g, b, a, px, bold (0/1), text];
       *  recording starts with the first call (which answers []) */
      inks(): Array<[number, number, number, number, number, number, number, number, number, number, string]>;
      notice(): string;
      reducedMotion(): boolean;
      /** ./tools/bench --idle: draw every frame (as before the page idled) or idle when idle */
      alwaysDraw(on: boolean): void;
      /** where each character's glyph comes from, per font (small, body, title, number) */
      glyphs(text: string): Array<{ char: string; code: number; fonts: GlyphSource[] }>;
      /** characters drawn as the box so far (no glyph of their own), and the atlas's builds */
      missingGlyphs(): {
        boxed: string[]; fallbacks: string[]; builds: number; lastBuildMs: number; adds: number; lastAddMs: number;
      };
    };
  }

  // ------------------------------------------------------------------ postMessage

  /** What Mercato in an iframe posts to its parent (only with ?parentOrigin=). */
  type MessageFromMercato =
    | ({ type: 'ready' } & Events['ready'])
    | ({ type: 'gameStarted' } & Turn)
    | ({ type: 'moved' } & Moved)
    | ({ type: 'gameOver' } & GameOver)
    | ({ type: 'language' } & Events['language'])
    | ({ type: 'fileSaved' } & Events['fileSaved'])
    | { type: 'error'; command: string; error: string };

  /** What the page around the iframe may post to Mercato. */
  type MessageToMercato =
    | ({ type: 'newGame' } & NewGameSpec)
    | { type: 'setLanguage'; lang: Lang }
    | { type: 'resign' };

  type MessageType = MessageFromMercato['type'];

  /** URL parameters of mercato-mount.js's mount() (as the URL's: docs/embedding.md). */
  interface MountParams {
    game?: GameId;
    players?: number;
    seats?: Seat[] | string;
    options?: Record<string, string | number> | string;
    seed?: number | string;
    lang?: Lang;
  }

  interface MountSettings {
    /** Mercato's address when mercato-mount.js is not loaded from there */
    base?: string;
    /** the iframe's title (default 'Mercato') */
    title?: string;
  }

  /** What MercatoMount.mount() returns. */
  interface Board {
    iframe: HTMLIFrameElement;
    on<T extends MessageType | '*'>(
      type: T,
      callback: (message: T extends '*' ? MessageFromMercato : Extract<MessageFromMercato, { type: T }>) => void
    ): void;
    /** queued until Mercato says 'ready', then posted in order */
    send(message: MessageToMercato): void;
    /** true once 'ready' came (queued messages are sent) */
    isReady(): boolean;
    destroy(): void;
  }

  /** window.MercatoMount (mercato-mount.js) */
  interface Mount {
    mount(element: Element, params?: MountParams, settings?: MountSettings): Board;
  }
}

interface Window {
  mercato: Mercato.Api;
  MercatoMount: Mercato.Mount;
}
declare var mercato: Mercato.Api;
declare var MercatoMount: Mercato.Mount;
