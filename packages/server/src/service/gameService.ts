import { randomBytes, randomInt } from 'node:crypto';
import { applyTurn, formatTurn, positionToJson, type Game, type Setup, type Turn } from '@santorini/engine';
import type {
  CreatedGame,
  CreateGameRequest,
  JoinAnswer,
  JoinRequest,
  SetupStepRequest,
  TurnRequest,
} from '@santorini/protocol';
import type { TurnChooser } from '../ai/turnChooser.js';
import type { EventBus, GameMessage } from '../events/eventBus.js';
import type {
  GameChanges,
  GameRecordRow,
  PlayerRecord,
  SeatRecord,
  Store,
  TurnRecord,
} from '../store/store.js';
import { abandonAt, abandonment, ABANDON_MS, moverWhoMayAbandon, turnBegan } from './abandonment.js';
import { AiSeats, type AiMove } from './aiSeats.js';
import { aiTurnTimeMs } from './aiTime.js';
import { baseGame } from './baseGame.js';
import { checkChatText } from './chat.js';
import { clocksAfterTurns, clocksView, flagFall, type ClocksView } from './clocks.js';
import { ClockTimers } from './clockTimers.js';
import { ratingChanges } from './ratingChanges.js';
import { GameCache } from './gameCache.js';
import { KeyedLock } from './lock.js';
import { addTurn, beginPlay, CHAT_KEPT, replayGame, seqOf, type LiveGame } from './liveGame.js';
import { isInvolved, resolveInvites, seatForJoin } from './invites.js';
import { readCreateRequest, type GameOptions } from './options.js';
import { newId } from './passwords.js';
import { Presence, type PlayerPresence } from './presence.js';
import { resignation, type Resignation } from './resign.js';
import { statusWhenSeated, withoutRatings } from './seating.js';
import { answerOf, resultOf, retriedAnswer, type TurnAnswer } from './turnOutcome.js';
import { refuse, refuseIllegalTurn, Refusal } from './refusal.js';
import { readTurnText } from './turnText.js';
import { rematchSeats } from './rematch.js';
import { newChallengerSetup, readSetupStep, setupAfterStep } from './setupFlow.js';
import { WindowLimiter } from './windowLimiter.js';
import {
  gameSummary,
  gameView,
  seatsView,
  type GameResult,
  type GameSummary,
  type GameView,
} from './view.js';

/** Who makes a request: a player with a valid token, or nobody (no token). */
export type Actor = PlayerRecord | null;

export interface GameServiceOptions {
  readonly store: Store;
  readonly bus: EventBus;
  readonly turnChooser: TurnChooser;
  readonly now?: () => number;
  /** Chat lines a player may send per window (default 5 per 10 s). */
  readonly chatLimit?: { readonly lines: number; readonly windowMs: number };
  readonly log?: (message: string) => void;
  /**
   * How long a claim on a game's work (an AI seat's turn, a clock running out) holds before
   * another process may take it over (default 40 s: longer than the AI's longest search).
   */
  readonly claimMs?: number;
  /**
   * How long the player to move in a game that is not correspondence may be away before it is
   * decided as abandoned (default ABANDON_MS, 2 minutes); 0: never.
   */
  readonly abandonMs?: number;
}

const CLAIM_MS = 40_000;

const LOBBY_SIZE = 100;

/** A game made by `newGame`: its row to store, the creator and their seat, its engine game. */
interface NewGame {
  readonly row: GameRecordRow;
  readonly seat: number;
  readonly creator: PlayerRecord;
  readonly start: Game | null;
}

/** A `GET /api/me/games` entry: the lobby summary, and whether the game waits on the caller. */
export type MyGameSummary = GameSummary & { readonly waiting: boolean };

const signedIn = (actor: Actor): PlayerRecord =>
  actor ?? refuse('unauthorized', 'this needs a token: POST /api/session gives one');

/**
 * The game service: everything a game does, with no HTTP or WebSocket in it. Each call checks its
 * request in spec §7's order of refusals, changes the store (a turn is committed before anyone is
 * told of it), then publishes the socket messages on the event bus.
 */
export class GameService {
  private readonly store: Store;
  private readonly bus: EventBus;
  private readonly now: () => number;
  private readonly log: (message: string) => void;
  private readonly lock = new KeyedLock();
  private readonly games: GameCache;
  private readonly ai: AiSeats;
  private readonly chatLimiter: WindowLimiter;
  private readonly chatLimit: { readonly lines: number; readonly windowMs: number };
  private readonly clockTimers: ClockTimers;
  /** A timer a game, for when its mover may have abandoned it. */
  private readonly absenceTimers: ClockTimers;
  private readonly presence: Presence;
  private readonly abandonMs: number;
  /** This process among those sharing the store: the owner of its claims. */
  private readonly processId = randomBytes(8).toString('hex');
  private readonly claimMs: number;
  private readonly stopListening: () => void;

  constructor(options: GameServiceOptions) {
    this.store = options.store;
    // A game read from the store may be waiting on an AI seat or a clock: this process looks too
    // (its claim decides who acts), so that a game whose process died carries on.
    this.games = new GameCache(options.store, (live) => {
      this.ai.poke(live.row.id);
      this.armTimers(live);
    });
    this.bus = options.bus;
    this.claimMs = options.claimMs ?? CLAIM_MS;
    this.stopListening = this.bus.onForeign((gameId) => {
      this.foreignChange(gameId);
    });
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => undefined);
    this.chatLimit = options.chatLimit ?? { lines: 5, windowMs: 10_000 };
    this.chatLimiter = new WindowLimiter(this.chatLimit.lines, this.chatLimit.windowMs, this.now);
    this.clockTimers = new ClockTimers(this.now, (gameId) => {
      void this.lock
        .run(gameId, () => this.checkClock(gameId))
        .catch((error: unknown) => {
          this.log(`game ${gameId}: the clock could not be checked (${String(error)})`);
        });
    });
    this.abandonMs = options.abandonMs ?? ABANDON_MS;
    this.presence = new Presence(this.store, this.processId, this.now, this.log);
    this.absenceTimers = new ClockTimers(this.now, (gameId) => {
      void this.checkAbandonment(gameId).catch((error: unknown) => {
        this.log(`game ${gameId}: its mover's absence could not be checked (${String(error)})`);
      });
    });
    this.ai = new AiSeats(
      options.turnChooser,
      {
        aiToMove: (gameId) => this.aiToMove(gameId),
        playAiTurn: (gameId, seq, turn) => this.playAiTurn(gameId, seq, turn),
        claim: (gameId, seq) => this.claim(gameId, seq),
      },
      this.log,
      this.now,
    );
  }

  /**
   * Resumes the games in play (after a restart): each may wait on an AI seat, a clock or a mover
   * who has gone (decided from the stored times).
   */
  async start(): Promise<void> {
    for (const row of await this.store.gamesWithStatus('playing', 10_000)) {
      const options = row.options as GameOptions;
      const watched =
        options.clock !== null || row.seats.some((seat) => seat.ai !== null) || this.abandonMs > 0;
      // Read from the store: the cache's onRead sets its AI seat thinking and its timers.
      if (watched) await this.games.load(row.id);
    }
  }

  async close(): Promise<void> {
    this.stopListening();
    this.clockTimers.close();
    this.absenceTimers.close();
    await this.ai.close();
    await this.presence.close();
    await this.store.releaseClaims(this.processId);
  }

  /** Resolves once no AI seat is thinking (for tests). */
  aiIdle(): Promise<void> {
    return this.ai.idle();
  }

  // Reading

  /** The game's body; a seated `viewer` (a bot reading its game, say) counts as seen in it. */
  async view(gameId: string, viewer: Actor = null): Promise<GameView> {
    const live = this.bus.isCoherent()
      ? await this.found(gameId)
      : await this.lock.run(gameId, () => this.found(gameId));
    if (viewer !== null) await this.seenActing(live, viewer.id);
    return gameView(live);
  }

  /** The `GET /api/games/:id` body of a game in hand. */
  viewOf(live: LiveGame): GameView {
    return gameView(live);
  }

  async list(wanted: 'open' | 'playing'): Promise<GameSummary[]> {
    const rows = await this.store.gamesWithStatus(wanted, LOBBY_SIZE);
    const games = await Promise.all(rows.map((row) => this.games.load(row.id)));
    return games.flatMap((live) =>
      live !== undefined && live.row.status === wanted ? [gameSummary(live)] : [],
    );
  }

  /**
   * `GET /api/me/games`: the games not finished where the player holds a seat or is invited to
   * one, those waiting on them first (an invitation not taken up, their seat to move).
   */
  async mine(actor: Actor): Promise<MyGameSummary[]> {
    const player = signedIn(actor);
    const rows = await this.store.gamesOfPlayer(player.id, ['open', 'setup', 'playing']);
    const games = await Promise.all(rows.map((row) => this.games.load(row.id)));
    const mine = games.flatMap((live) =>
      live === undefined || live.row.status === 'finished' || !isInvolved(live.row.seats, player.id)
        ? []
        : [{ ...gameSummary(live), waiting: this.waitsOn(live, player.id) }],
    );
    mine.sort((a, b) => Number(b.waiting) - Number(a.waiting) || b.createdAt - a.createdAt);
    return mine;
  }

  /** Whether a game waits on this player: an invitation to take up, or their seat to move. */
  private waitsOn(live: LiveGame, playerId: string): boolean {
    const seat = this.seatOf(live, playerId);
    if (seat === undefined) return true;
    return live.row.status === 'playing' && live.position?.toMove === seat;
  }

  /** The game as this process holds it (read once): undefined when there is none. */
  async held(gameId: string): Promise<LiveGame | undefined> {
    return this.games.load(gameId);
  }

  /**
   * The game for a socket, read again from the store (another process may have recorded turns it
   * did not get to publish before it died); undefined when there is none.
   */
  async watch(gameId: string): Promise<LiveGame | undefined> {
    return this.lock.run(gameId, () => {
      this.games.delete(gameId);
      return this.games.load(gameId);
    });
  }

  /**
   * Another process changed a game (or, with null, messages may have been missed): a game held
   * here is read again, after the work on it already queued, before anything else is done with it.
   */
  private foreignChange(gameId: string | null): void {
    if (gameId === null) {
      this.games.clear();
      return;
    }
    // A read under way counts: it may have started before that change was committed.
    if (!this.games.holds(gameId)) return;
    // Forgotten at once, so that no reader gets the old game; read again in turn with the work on it.
    this.games.delete(gameId);
    void this.lock
      .run(gameId, () => this.games.load(gameId))
      .catch((error: unknown) => {
        this.log(
          `game ${gameId}: could not be read again after another process changed it (${String(error)})`,
        );
      });
  }

  /** Claims a game's work at `seq` for this process: true, or until when another holds it. */
  private async claim(gameId: string, seq: number): Promise<true | number> {
    const now = this.now();
    // Each turn or 3-player seat going out moves the game on: a claim is for one point of it.
    const point = seq + (this.games.get(gameId)?.row.resigned.length ?? 0);
    const claimed = await this.store.claim(gameId, point, this.processId, now, now + this.claimMs);
    return claimed.won ? true : claimed.until;
  }

  /** The `turn` messages of turns after `since` (the socket's `?since=`). */
  turnMessagesSince(live: LiveGame, since: number): GameMessage[] {
    const from = Math.max(0, since);
    const clocks = clocksAfterTurns(live, from);
    return live.turns.slice(from).map((turn, index) => this.turnMessage(live, turn, clocks[index] ?? null));
  }

  /** The seat a player holds in a game, or undefined. */
  seatOf(live: LiveGame, playerId: string): number | undefined {
    const seat = live.row.seats.findIndex((held) => held.playerId === playerId);
    return seat < 0 ? undefined : seat;
  }

  // Creating and joining

  async createGame(actor: Actor, body: CreateGameRequest): Promise<CreatedGame> {
    const game = await this.newGame(actor, body);
    await this.store.createGame(game.row);
    this.hold(game);
    await this.presence.acted(game.row.id, game.creator.id);
    return { id: game.row.id, seat: game.seat };
  }

  /** A game as `POST /api/games` asks for it, checked, not yet stored. */
  private async newGame(actor: Actor, body: CreateGameRequest): Promise<NewGame> {
    const request = readCreateRequest(body, randomInt(0, 2 ** 32 - 1));
    const player = signedIn(actor);
    const { options } = request;
    if (options.rated && !player.account)
      return refuse(
        'account-needed',
        'rated games are between accounts: create one with a password, or log in',
      );
    // Checks the options with the engine (a 3-player game without gods, a banned pair…).
    const start = baseGame(options, null);
    const setup = options.gods === 'challenger' ? newChallengerSetup(options) : null;
    const invited = await resolveInvites(this.store, request.invite);
    if ([...invited.values()].some((other) => other.id === player.id))
      return refuse('malformed', 'invite names the creator, who has a seat already');
    const seats: SeatRecord[] = options.ai.map((level, seat) => {
      const reserved = invited.get(seat);
      const held = { playerId: seat === request.seat ? player.id : null, ai: level };
      return reserved === undefined ? held : { ...held, invited: reserved };
    });
    const id = newId();
    const time = this.now();
    const row: GameRecordRow = {
      id,
      options,
      status: 'open',
      seats,
      setup,
      result: null,
      resigned: [],
      rematch: null,
      created: time,
      updated: time,
      started: null,
    };
    const status = statusWhenSeated(row);
    const started = status === 'playing' ? time : null;
    return { row: { ...row, status, started }, seat: request.seat, creator: player, start };
  }

  /** A new game, once stored: held in memory, its AI seat and clock set going. */
  private hold(game: NewGame): void {
    const live = replayGame(game.row, [], [game.creator], []);
    if (live.start === null && game.start !== null) beginPlay(live, game.start);
    this.games.set(live);
    this.ai.poke(game.row.id);
    this.armTimers(live);
  }

  async join(actor: Actor, gameId: string, request: JoinRequest): Promise<JoinAnswer> {
    const wanted = request.seat;
    const player = signedIn(actor);
    return this.lock.run(gameId, async () => {
      const live = await this.found(gameId);
      if (wanted !== undefined && wanted >= live.options.players)
        return refuse('malformed', `seat must be a seat from 0 to ${live.options.players - 1}`);
      const held = this.seatOf(live, player.id);
      if (held !== undefined && (wanted === undefined || wanted === held)) return { seat: held };
      if (held !== undefined) return refuse('taken', `you hold seat ${held} of this game already`);
      if (live.row.status !== 'open') return refuse('full', 'the game has no free seat: play has begun');
      if (live.options.rated && !player.account)
        return refuse('account-needed', 'this game is rated: only accounts may take a seat (log in first)');
      const seat = seatForJoin(live.row.seats, player.id, wanted);
      const seats = live.row.seats.map((old, index) =>
        index === seat ? { playerId: player.id, ai: null } : old,
      );
      live.people.set(player.id, player);
      await this.presence.acted(gameId, player.id);
      await this.changeGame(live, { seats, status: statusWhenSeated({ ...live.row, seats }) });
      return { seat };
    });
  }

  async leave(actor: Actor, gameId: string): Promise<Record<string, never>> {
    const player = signedIn(actor);
    return this.lock.run(gameId, async () => {
      const live = await this.found(gameId);
      const held = this.seatOf(live, player.id);
      if (held === undefined) return refuse('not-seated', 'you hold no seat in this game');
      if (live.row.status !== 'open') return refuse('started', 'play has begun: resign instead');
      const seats = live.row.seats.map((old, index) =>
        index === held ? { playerId: null, ai: old.ai } : old,
      );
      const anyone = seats.some((seat) => seat.playerId !== null);
      await this.changeGame(live, anyone ? { seats } : { seats, status: 'cancelled' });
      return {};
    });
  }

  // The challenger flow

  async setupStep(actor: Actor, gameId: string, body: SetupStepRequest): Promise<GameView> {
    const step = readSetupStep(body);
    const player = signedIn(actor);
    return this.lock.run(gameId, async () => {
      const live = await this.found(gameId);
      if (live.row.status === 'finished') return refuse('finished', 'the game is over');
      if (live.row.status !== 'setup') return refuse('not-your-turn', 'the game is not choosing gods now');
      const setup = setupAfterStep(live, step, this.seatOf(live, player.id));
      await this.seenActing(live, player.id);
      await this.changeGame(live, { setup, status: 'setup' });
      return gameView(live);
    });
  }

  // Playing

  async playTurn(actor: Actor, gameId: string, request: TurnRequest): Promise<TurnAnswer> {
    return (await this.playTurnOrRetry(actor, gameId, request)).answer;
  }

  /** As playTurn; for a repeated request also the turn message of the turn it repeats. */
  async playTurnOrRetry(
    actor: Actor,
    gameId: string,
    request: TurnRequest,
  ): Promise<{ answer: TurnAnswer; retried?: GameMessage }> {
    const { seq, turn } = request;
    // The turn's text is read here, once: the engine plays its steps.
    const steps = readTurnText(turn);
    const player = signedIn(actor);
    return this.lock.run(gameId, async () => {
      const live = await this.fresherFor(gameId, seq);
      const retried = retriedAnswer(live, player.id, seq, formatTurn(steps));
      const last = live.turns[seq];
      if (retried !== undefined && last !== undefined)
        return { answer: retried, retried: this.turnMessage(live, last) };
      const seat = this.seatToMove(live);
      if (live.row.seats[seat]?.playerId !== player.id)
        return refuse('not-your-turn', `seat ${seat} is to move, and you do not hold it`);
      return { answer: await this.commitTurn(live, seat, player.id, seq, steps) };
    });
  }

  async resign(actor: Actor, gameId: string): Promise<{ result: GameResult | null }> {
    const player = signedIn(actor);
    return this.lock.run(gameId, async () => {
      const live = await this.found(gameId);
      if (live.row.status === 'finished') return refuse('finished', 'the game is over');
      const seat = this.seatOf(live, player.id);
      if (seat === undefined) return refuse('not-your-turn', 'you hold no seat in this game');
      if (live.row.status === 'open') return refuse('not-started', 'play has not begun: leave instead');
      return { result: await this.recordLeaving(live, resignation(live, seat, 'resign')) };
    });
  }

  /**
   * A seat resigns, runs out of time or abandons the game: stored (compare-and-set on the turn
   * count), then told; the result, or null when play goes on.
   */
  private async recordLeaving(live: LiveGame, outcome: Resignation): Promise<GameResult | null> {
    const changes: GameChanges =
      outcome.result === null
        ? { resigned: outcome.resigned }
        : {
            resigned: outcome.resigned,
            status: 'finished',
            result: outcome.result,
            ratings: await ratingChanges(this.store, live, outcome.result),
          };
    if (!(await this.store.updateGame(live.row.id, changes, this.now(), seqOf(live)))) {
      this.games.delete(live.row.id);
      return refuse('stale', 'a turn was recorded meanwhile: try again');
    }
    live.row = { ...live.row, ...withoutRatings(changes) };
    live.position = outcome.position;
    if (outcome.result === null) {
      this.publish(live, { type: 'state', game: gameView(live) });
      this.ai.poke(live.row.id);
    } else this.publish(live, { type: 'end', result: outcome.result });
    this.armTimers(live);
    return outcome.result;
  }

  /**
   * Sets the game's timers: for when its running clock runs out, and for the earliest its mover
   * may count as gone (when it fires, presence is read and it is set again if they were seen).
   */
  private armTimers(live: LiveGame): void {
    this.clockTimers.set(live.row.id, flagFall(live)?.at ?? null);
    const mover = this.abandonMs > 0 ? moverWhoMayAbandon(live) : null;
    this.absenceTimers.set(live.row.id, mover === null ? null : turnBegan(live) + this.abandonMs);
  }

  /**
   * Decides the game as abandoned when its mover has been away ABANDON_MS (abandonment.ts), done
   * by the process that claims it; else sets its timer again for when that may be. The timer
   * calls this; so may a test that moved its clock on.
   */
  async checkAbandonment(gameId: string): Promise<void> {
    try {
      await this.lock.run(gameId, () => this.checkAbsence(gameId));
    } catch (error) {
      // Another process recorded a turn or ended the game meanwhile: it is read again.
      if (!(error instanceof Refusal && error.code === 'stale')) throw error;
    }
  }

  private async checkAbsence(gameId: string): Promise<void> {
    const live = this.games.get(gameId);
    const mover = live === undefined || this.abandonMs <= 0 ? null : moverWhoMayAbandon(live);
    if (live === undefined || mover === null) return;
    const presence = await this.presence.of(gameId);
    const seen = this.presenceOf(presence, gameId, mover.playerId);
    const now = this.now();
    const at = abandonAt(live, seen.lastSeen, this.abandonMs);
    if (seen.socket || at > now) {
      // A socket open, or not away long enough: looked at again when they could first count as gone.
      this.absenceTimers.set(gameId, at > now ? at : now + this.abandonMs);
      return;
    }
    const claimed = await this.claim(gameId, seqOf(live));
    if (claimed !== true) {
      this.absenceTimers.set(gameId, claimed + 50);
      return;
    }
    await this.recordLeaving(live, abandonment(live, mover.seat, presence, now, this.abandonMs));
  }

  /** A player's presence in a game: as stored, or only this process's sockets when never stored. */
  private presenceOf(
    presence: ReadonlyMap<string, PlayerPresence>,
    gameId: string,
    playerId: string,
  ): PlayerPresence {
    const here = this.presence.isHere(gameId, playerId);
    return presence.get(playerId) ?? { connected: here, socket: here, lastSeen: undefined };
  }

  /** A seated player acted over HTTP (or read their game): seen, for presence. */
  private async seenActing(live: LiveGame, playerId: string): Promise<void> {
    if (this.seatOf(live, playerId) !== undefined) await this.presence.acted(live.row.id, playerId);
  }

  /**
   * The player to move loses on time when their clock has run out (done by the process that claims
   * it; the others look again when that claim runs out); else the timer is set again.
   */
  private async checkClock(gameId: string): Promise<void> {
    const live = this.games.get(gameId);
    if (live === undefined) return;
    const fall = flagFall(live);
    if (fall === null) return;
    if (fall.at > this.now()) {
      this.armTimers(live);
      return;
    }
    const claimed = await this.claim(gameId, seqOf(live));
    if (claimed === true) await this.recordLeaving(live, resignation(live, fall.seat, 'time'));
    else this.clockTimers.set(gameId, claimed + 50);
  }

  async rematch(actor: Actor, gameId: string): Promise<{ id: string }> {
    const player = signedIn(actor);
    const old = await this.found(gameId);
    return this.lock.run(gameId, async () => {
      const seat = this.seatOf(old, player.id);
      if (seat === undefined) return refuse('not-seated', 'only a player of the game may offer a rematch');
      if (old.row.status !== 'finished') return refuse('not-finished', 'the game is not over');
      if (old.row.rematch !== null) return { id: old.row.rematch };
      const { seats, seat: mine } = rematchSeats(old.row.seats, seat);
      const options = { ...old.options, seed: randomInt(0, 2 ** 32 - 1), challenger: mine };
      const ai: Record<string, number> = {};
      seats.forEach((held, index) => {
        if (held.ai !== null) ai[String(index)] = held.ai;
      });
      const game = await this.newGame(player, {
        players: options.players,
        gods: options.gods,
        rules: options.rules,
        clock: options.clock,
        rated: options.rated,
        seat: mine,
        ai,
      });
      // Compare-and-set: when another process recorded a rematch first, that one is the answer.
      const id = await this.store.createRematch(gameId, game.row);
      if (id !== game.row.id) {
        this.games.delete(gameId);
        return { id };
      }
      this.hold(game);
      old.row = { ...old.row, rematch: id };
      this.publish(old, { type: 'rematch', id, from: { id: player.id, name: player.name } });
      return { id };
    });
  }

  async chat(actor: Actor, gameId: string, text: string): Promise<void> {
    const line = checkChatText(text);
    const player = signedIn(actor);
    const live = await this.found(gameId);
    const created = this.now();
    // The lines in the store count those sent through every process; this process's limiter
    // those of calls here still under way.
    const { lines, windowMs } = this.chatLimit;
    const sent = await this.store.chatLinesSince(player.id, created - windowMs + 1);
    if (sent >= lines || !this.chatLimiter.allow(player.id))
      return refuse('rate-limited', 'too many chat lines: wait a few seconds');
    await this.seenActing(live, player.id);
    await this.store.addChat({ gameId, playerId: player.id, text: line, created });
    live.chat.push({ gameId, playerId: player.id, name: player.name, text: line, created });
    if (live.chat.length > CHAT_KEPT) live.chat.splice(0, live.chat.length - CHAT_KEPT);
    this.publish(live, { type: 'chat', from: { id: player.id, name: player.name }, text: line, at: created });
  }

  /**
   * Tells a game's sockets that its seats changed (taken, freed, a player connected or left), with
   * whether each seat's player is connected on any process (presence.ts; AI seats always are).
   */
  async publishSeats(live: LiveGame): Promise<void> {
    const presence = await this.presence.of(live.row.id);
    const seats = seatsView(live).map((seat, index) => {
      const playerId = live.row.seats[index]?.playerId ?? null;
      const connected =
        seat.ai !== null || (playerId !== null && this.presenceOf(presence, live.row.id, playerId).connected);
      return { ...seat, connected };
    });
    this.publish(live, { type: 'seats', seats });
  }

  /** A signed-in player's socket opened on the game here: shared, and told when it is their first. */
  async socketOpened(live: LiveGame, playerId: string): Promise<void> {
    if ((await this.presence.arrive(live.row.id, playerId)) && this.seatOf(live, playerId) !== undefined)
      await this.publishSeats(live);
  }

  /** A signed-in player's socket on the game closed here: shared, and told when it was their last. */
  async socketClosed(gameId: string, playerId: string): Promise<void> {
    if (!(await this.presence.depart(gameId, playerId))) return;
    const live = await this.games.load(gameId);
    if (live !== undefined && this.seatOf(live, playerId) !== undefined) await this.publishSeats(live);
  }

  /** Whether the player has a socket open on the game in this process. */
  isHere(gameId: string, playerId: string): boolean {
    return this.presence.isHere(gameId, playerId);
  }

  // Inside

  private seatToMove(live: LiveGame): number {
    if (live.row.status === 'finished') return refuse('finished', 'the game is over');
    if (live.row.status !== 'playing' || live.position === null)
      return refuse('not-your-turn', 'play has not begun: no seat is to move');
    return live.position.toMove;
  }

  /** Checks `seq` and the turn, commits it, then tells everyone; the seat is the one to move. */
  private async commitTurn(
    live: LiveGame,
    seat: number,
    playerId: string | null,
    seq: number,
    steps: Turn,
  ): Promise<TurnAnswer> {
    const current = seqOf(live);
    if (seq !== current) return refuse('stale', `the game has had ${current} turns, not ${seq}`, current);
    const before = live.position ?? refuse('not-your-turn', 'play has not begun');
    // The position only, not the engine's Game: a turn costs the same however long the game is.
    const played = applyTurn(before, steps);
    if (!played.ok) return refuseIllegalTurn(played.error);
    const next = played.value;
    const canonical = formatTurn(steps);
    const result = resultOf(before, steps, next, live.options.seed);
    const turn: TurnRecord = {
      gameId: live.row.id,
      seq,
      seat,
      turn: canonical,
      playerId,
      created: this.now(),
    };
    const changes: GameChanges =
      result === null
        ? {}
        : { status: 'finished', result, ratings: await ratingChanges(this.store, live, result) };
    if (!(await this.store.appendTurn(turn, changes))) {
      // Another server process recorded a turn first: read the game again.
      this.games.delete(live.row.id);
      const fresh = await this.found(live.row.id);
      return refuse('stale', `the game has had ${seqOf(fresh)} turns, not ${seq}`, seqOf(fresh));
    }
    addTurn(live, turn, next);
    live.row = { ...live.row, ...withoutRatings(changes) };
    this.publish(live, this.turnMessage(live, turn));
    if (result !== null) this.publish(live, { type: 'end', result });
    else this.ai.poke(live.row.id);
    this.armTimers(live);
    if (playerId !== null) await this.presence.acted(live.row.id, playerId);
    return answerOf(next, seq);
  }

  private aiToMove(gameId: string): AiMove | null {
    const live = this.games.get(gameId);
    const position = live?.row.status === 'playing' ? live.position : null;
    if (live === undefined || position === null) return null;
    const level = live.row.seats[position.toMove]?.ai ?? null;
    if (level === null) return null;
    const move = { position: positionToJson(position), level, seq: seqOf(live) };
    const timeMs = aiTurnTimeMs(live, this.now());
    return timeMs === undefined ? move : { ...move, timeMs };
  }

  private playAiTurn(gameId: string, seq: number, turn: string): Promise<void> {
    return this.lock.run(gameId, async () => {
      const live = await this.found(gameId);
      await this.checkClock(gameId);
      const seat = this.seatToMove(live);
      if (live.row.seats[seat]?.ai == null) return refuse('not-your-turn', `seat ${seat} is not an AI seat`);
      await this.commitTurn(live, seat, null, seq, readTurnText(turn));
    });
  }

  /** A turn's message; its clocks those after it (by default those now: it is the last turn). */
  private turnMessage(
    live: LiveGame,
    turn: TurnRecord,
    clocks: ClocksView | null = clocksView(live),
  ): GameMessage {
    const after = live.after[turn.seq];
    return {
      type: 'turn',
      seq: turn.seq + 1,
      seat: turn.seat,
      turn: turn.turn,
      position: after === undefined ? null : positionToJson(after),
      clocks,
    };
  }

  /**
   * Stores a change of seats, status, setup or rematch and tells the game's sockets: `seats` when
   * only seats changed, else the whole `state`. A game that begins play gets its engine game.
   */
  private async changeGame(live: LiveGame, changes: GameChanges, announce = true): Promise<void> {
    let status = changes.status ?? live.row.status;
    const setup = changes.setup === undefined ? live.row.setup : changes.setup;
    if (status === 'setup' && live.options.gods === 'challenger') {
      const start = baseGame(live.options, setup as Setup | null);
      if (start !== null) {
        status = 'playing';
        beginPlay(live, start);
      }
    }
    const all: GameChanges =
      status === 'playing' && live.row.started === null
        ? { ...changes, status, started: this.now() }
        : { ...changes, status };
    // Seats change only from the seats this process saw: two processes seating two players in one
    // seat at the same moment cannot both succeed.
    const ifSeats = changes.seats === undefined ? undefined : live.row.seats;
    // Likewise a setup step applies only to the setup this process saw.
    const ifSetup = changes.setup === undefined ? undefined : live.row.setup;
    const changed = await this.store.updateGame(live.row.id, all, this.now(), undefined, ifSeats, ifSetup);
    if (!changed && ifSeats !== undefined) {
      this.games.delete(live.row.id);
      return refuse('taken', 'the seats changed meanwhile (another player joined or left): try again');
    }
    if (!changed && ifSetup !== undefined) {
      this.games.delete(live.row.id);
      return refuse('stale', 'another setup step was recorded meanwhile: read the game again', seqOf(live));
    }
    const statusChanged = status !== live.row.status;
    live.row = { ...live.row, ...all, updated: this.now() };
    if (status === 'cancelled') {
      this.publish(live, { type: 'cancelled', id: live.row.id });
      this.games.delete(live.row.id);
      return;
    }
    if (!announce) return;
    // spec §7: a `seats` message whenever a seat is taken or freed; the whole game as well when
    // that starts play (or a setup step changes it).
    if (changes.seats !== undefined) await this.publishSeats(live);
    if (statusChanged || changes.setup !== undefined)
      this.publish(live, { type: 'state', game: gameView(live) });
    this.ai.poke(live.row.id);
    this.armTimers(live);
  }

  private publish(live: LiveGame, message: GameMessage): void {
    this.bus.publish(live.row.id, message);
  }

  /**
   * The game for a turn at `seq`. When what this process holds disagrees with the request (another
   * seq, or play not yet begun), it may be behind: a turn or a join made through another process
   * whose message has not arrived yet. Then the game is read again from the store before anything
   * is refused, so that the answer is the store's, not an old copy's.
   */
  private async fresherFor(gameId: string, seq: number): Promise<LiveGame> {
    const live = await this.found(gameId);
    if (live.row.status === 'finished' || (live.row.status === 'playing' && seqOf(live) === seq)) return live;
    this.games.delete(gameId);
    return this.found(gameId);
  }

  /** The game; read again from the store while the bus is cut off (other processes' turns go unheard). */
  private async found(gameId: string): Promise<LiveGame> {
    if (!this.bus.isCoherent()) this.games.delete(gameId);
    return (await this.games.load(gameId)) ?? refuse('not-found', `no game ${JSON.stringify(gameId)}`);
  }
}

export { Refusal };
