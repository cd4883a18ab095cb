import type { PositionJson } from '@santorini/engine';
import type { ServerMessage, TurnMessage } from '@santorini/protocol';
import { call, type Guest } from './apiClient.js';
import { acknowledge, type GameLedger } from './ledger.js';
import { randomTurn } from './randomTurn.js';
import { SeatSocket } from './seatSocket.js';

/** Where a game's findings go (the worker's collectors). */
export interface GameSink {
  roundTrip(ms: number): void;
  opponent(ms: number): void;
  ownTurnAcknowledged(): void;
  turnHeard(gameId: string): void;
  reopened(closedAt: number): void;
  error(code: string): void;
  /** A socket silent while waiting was reopened; `behind`: the game had moved on without it hearing. */
  stalled(behind: Promise<boolean>): void;
}

export interface BotGameOptions {
  readonly gameId: string;
  readonly guests: readonly [Guest, Guest];
  readonly homes: readonly [number, number];
  readonly urls: readonly string[];
  readonly thinkMs: number;
  readonly sink: GameSink;
}

interface Pending {
  readonly seq: number;
  readonly turn: string;
  readonly sentAt: number;
  resent: boolean;
}

/** A seat's bot: plays a random legal turn after a think time whenever its seat is to move. */
class SeatBot {
  readonly socket: SeatSocket;
  seq = 0;
  position: PositionJson | undefined;
  pending: Pending | undefined;
  private thinking: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly game: BotGame,
    readonly seat: number,
    guest: Guest,
    home: number,
  ) {
    this.socket = new SeatSocket({
      urls: game.options.urls,
      home,
      gameId: game.options.gameId,
      guest,
      onMessage: (message) => {
        this.heard(message);
      },
      onReopened: (closedAt) => {
        game.options.sink.reopened(closedAt);
        // A turn sent before the socket went is sent again: recorded already, it is answered again.
        if (this.pending !== undefined) {
          this.pending.resent = true;
          this.socket.send({ type: 'turn', seq: this.pending.seq, turn: this.pending.turn });
        }
        this.think();
      },
    });
  }

  /** Waiting on the server or the opponent (so silence for long is a stall). */
  get waiting(): boolean {
    return this.pending !== undefined || (this.position !== undefined && this.position.toMove !== this.seat);
  }

  think(): void {
    if (this.game.over || this.game.stopping || !this.game.started) return;
    if (this.pending !== undefined || this.thinking !== undefined) return;
    if (this.position === undefined || this.position.toMove !== this.seat) return;
    if (this.position.winner !== undefined) return;
    const delay = this.game.options.thinkMs * (0.5 + Math.random());
    this.thinking = setTimeout(() => {
      this.thinking = undefined;
      this.play();
    }, delay);
  }

  stopThinking(): void {
    if (this.thinking !== undefined) clearTimeout(this.thinking);
    this.thinking = undefined;
  }

  private play(): void {
    if (this.game.over || this.game.stopping || this.pending !== undefined) return;
    if (this.position === undefined || this.position.toMove !== this.seat) return;
    const turn = randomTurn(this.position);
    if (turn === undefined) return;
    const sentAt = performance.now();
    this.pending = { seq: this.seq, turn, sentAt, resent: false };
    this.game.sentAt.set(this.seq + 1, sentAt);
    this.socket.send({ type: 'turn', seq: this.seq, turn });
  }

  private heard(message: ServerMessage): void {
    switch (message.type) {
      case 'state': {
        const game = message.game;
        this.seq = game.seq;
        this.socket.since = game.seq;
        this.position = game.position ?? undefined;
        if (game.status === 'finished') this.game.end();
        this.think();
        return;
      }
      case 'turn':
        this.turnHeard(message);
        return;
      case 'end':
        this.game.end();
        return;
      case 'error':
        this.refused(message.code);
        return;
      default:
        return;
    }
  }

  private turnHeard(message: TurnMessage): void {
    const { seq, seat, turn } = message;
    const now = performance.now();
    this.game.acknowledged(seq, turn);
    if (seq <= this.seq) return;
    this.seq = seq;
    this.socket.since = seq;
    this.position = message.position ?? undefined;
    const sink = this.game.options.sink;
    sink.turnHeard(this.game.options.gameId);
    if (seat === this.seat) {
      const pending = this.pending;
      if (pending !== undefined && pending.seq + 1 === seq) {
        if (!pending.resent) sink.roundTrip(now - pending.sentAt);
        sink.ownTurnAcknowledged();
      }
      this.pending = undefined;
    } else {
      const sent = this.game.sentAt.get(seq);
      if (sent !== undefined) sink.opponent(now - sent);
    }
    this.think();
  }

  private refused(code: string): void {
    this.game.options.sink.error(code);
    // The game moved on without this socket hearing it (or the server failed): read it again.
    this.pending = undefined;
    setTimeout(() => {
      this.socket.reopen();
    }, 200);
  }
}

/** One 2-player base game played by two bots, each on its own socket (and server). */
export class BotGame {
  readonly sentAt = new Map<number, number>();
  over = false;
  stopping = false;
  started = false;
  private readonly seats: readonly [SeatBot, SeatBot];
  private readonly acks = new Map<number, string>();
  private conflicts = 0;
  private ended: () => void = () => undefined;
  readonly finished = new Promise<void>((resolve) => {
    this.ended = resolve;
  });

  constructor(readonly options: BotGameOptions) {
    this.seats = [
      new SeatBot(this, 0, options.guests[0], options.homes[0]),
      new SeatBot(this, 1, options.guests[1], options.homes[1]),
    ];
  }

  async open(): Promise<void> {
    await Promise.all(this.seats.map((bot) => bot.socket.open()));
  }

  start(): void {
    this.started = true;
    for (const bot of this.seats) bot.think();
  }

  acknowledged(seq: number, turn: string): void {
    if (!acknowledge(this.acks, seq, turn)) this.conflicts++;
  }

  end(): void {
    if (this.over) return;
    this.over = true;
    this.close();
  }

  /** Reopens a socket that has heard nothing for `stallMs` while waiting. */
  checkStall(now: number, stallMs: number): void {
    if (this.over) return;
    for (const bot of this.seats)
      if (bot.waiting && now - bot.socket.lastHeard > stallMs) {
        const known = bot.seq;
        const { urls, homes, gameId } = this.options;
        // Whether it was left behind (a turn it never heard), or only waiting on a slow opponent.
        const behind = call<{ seq: number }>(urls, homes[bot.seat] ?? 0, 'GET', `/api/games/${gameId}`).then(
          (game) => game.seq > known,
          () => false,
        );
        this.options.sink.stalled(behind);
        bot.socket.lastHeard = now;
        bot.socket.reopen();
      }
  }

  /** Sends no more turns; resolves when the turns in flight are answered (or after `waitMs`). */
  async stop(waitMs: number): Promise<void> {
    this.stopping = true;
    for (const bot of this.seats) bot.stopThinking();
    const until = performance.now() + waitMs;
    while (!this.over && this.seats.some((bot) => bot.pending !== undefined) && performance.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    this.close();
  }

  ledger(): GameLedger {
    return {
      gameId: this.options.gameId,
      acknowledged: this.acks,
      conflicts: this.conflicts,
      pending: this.seats.some((bot) => bot.pending !== undefined),
    };
  }

  private close(): void {
    for (const bot of this.seats) {
      bot.stopThinking();
      bot.socket.close();
    }
    this.ended();
  }
}
