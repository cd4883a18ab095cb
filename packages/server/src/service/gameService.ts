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
import type { Store } from '../store/store.js';
import { ABANDON_MS } from './abandonment.js';
import type { Actor } from './actor.js';
import { AiSeats } from './aiSeats.js';
import { aiToMove, playAiTurn } from './aiTurns.js';
import { ChatLines, DEFAULT_CHAT_LIMIT, type ChatLimit } from './chatLines.js';
import { heardFromAnother } from './foreignMessages.js';
import { DEFAULT_GAME_CAPS, type GameCaps } from './gameCaps.js';
import { listGames, myGames, viewGame, watchGame, type MyGameSummary } from './gameReads.js';
import { GameRoom } from './gameRoom.js';
import { GameTimers } from './gameTimers.js';
import { resignGame } from './leaving.js';
import type { LiveGame } from './liveGame.js';
import { createGame } from './newGames.js';
import type { GameOptions } from './options.js';
import { offerRematch } from './rematchOffer.js';
import { socketClosed, socketOpened } from './seatMessages.js';
import { joinGame, leaveGame } from './seats.js';
import { takeSetupStep } from './setupStep.js';
import { playTurn, turnMessagesSince, type PlayedTurn } from './turns.js';
import type { TurnAnswer } from './turnOutcome.js';
import { gameView, type GameResult, type GameSummary, type GameView } from './view.js';

export type { Actor, MyGameSummary };

export interface GameServiceOptions {
  readonly store: Store;
  readonly bus: EventBus;
  readonly turnChooser: TurnChooser;
  readonly now?: () => number;
  /** Chat lines a player may send per window (default 5 per 10 s, counted in the store only). */
  readonly chatLimit?: ChatLimit;
  /** How many open games and games with AI seats a player may hold (default DEFAULT_GAME_CAPS). */
  readonly caps?: GameCaps;
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

/**
 * The game service: everything a game does, with no HTTP or WebSocket in it. Each call checks its
 * request in spec §7's order of refusals, changes the store (a turn is committed before anyone is
 * told of it), then publishes the socket messages on the event bus. Each concern lives in its own
 * module (games and seats, setup, turns, AI seats, leaving, timers, chat, presence, rematch) over
 * the shared GameRoom; this class wires them and is the one door to them.
 */
export class GameService {
  private readonly room: GameRoom;
  private readonly ai: AiSeats;
  private readonly timers: GameTimers;
  private readonly chatLines: ChatLines;
  private readonly caps: GameCaps;
  private readonly stopListening: () => void;

  constructor(options: GameServiceOptions) {
    const now = options.now ?? Date.now;
    const log = options.log ?? (() => undefined);
    const room = new GameRoom({
      store: options.store,
      bus: options.bus,
      now,
      log,
      claimMs: options.claimMs ?? CLAIM_MS,
    });
    this.room = room;
    this.timers = new GameTimers(room, options.abandonMs ?? ABANDON_MS);
    this.ai = new AiSeats(
      options.turnChooser,
      {
        aiToMove: (gameId) => aiToMove(room, gameId),
        playAiTurn: (gameId, seq, turn) => playAiTurn(room, this.timers, gameId, seq, turn),
        claim: (gameId, seq) => room.claim(gameId, seq),
      },
      log,
      now,
    );
    this.chatLines = new ChatLines(room, options.chatLimit ?? DEFAULT_CHAT_LIMIT);
    this.caps = options.caps ?? DEFAULT_GAME_CAPS;
    room.moved = (live) => {
      this.ai.poke(live.row.id);
      this.timers.arm(live);
    };
    // A game read from the store may be waiting on an AI seat or a clock: this process looks too
    // (its claim decides who acts), so that a game whose process died carries on.
    room.read = room.moved;
    this.stopListening = room.bus.onForeign((gameId, message) => {
      heardFromAnother(room, gameId, message);
    });
  }

  /**
   * Resumes the games in play (after a restart): each may wait on an AI seat, a clock or a mover
   * who has gone (decided from the stored times).
   */
  async start(): Promise<void> {
    for (const row of await this.room.store.gamesWithStatus('playing', 10_000)) {
      const options = row.options as GameOptions;
      const watched =
        options.clock !== null || row.seats.some((seat) => seat.ai !== null) || this.timers.watchesAbsence;
      // Read from the store: the room's `read` sets its AI seat thinking and its timers.
      if (watched) await this.room.games.load(row.id);
    }
  }

  async close(): Promise<void> {
    this.stopListening();
    this.timers.close();
    await this.ai.close();
    await this.room.presence.close();
    await this.room.store.releaseClaims(this.room.processId);
  }

  /** Resolves once no AI seat is thinking (for tests). */
  aiIdle(): Promise<void> {
    return this.ai.idle();
  }

  // Reading

  /** The game's body; a seated `viewer` (a bot reading its game, say) counts as seen in it. */
  view(gameId: string, viewer: Actor = null): Promise<GameView> {
    return viewGame(this.room, gameId, viewer);
  }

  /** The `GET /api/games/:id` body of a game in hand. */
  viewOf(live: LiveGame): GameView {
    return gameView(live);
  }

  list(wanted: 'open' | 'playing'): Promise<GameSummary[]> {
    return listGames(this.room, wanted);
  }

  mine(actor: Actor): Promise<MyGameSummary[]> {
    return myGames(this.room, actor);
  }

  /** The game as this process holds it (read once): undefined when there is none. */
  held(gameId: string): Promise<LiveGame | undefined> {
    return this.room.games.load(gameId);
  }

  /** The game for a socket, read again from the store; undefined when there is none. */
  watch(gameId: string): Promise<LiveGame | undefined> {
    return watchGame(this.room, gameId);
  }

  /** The `turn` messages of turns after `since` (the socket's `?since=`). */
  turnMessagesSince(live: LiveGame, since: number): GameMessage[] {
    return turnMessagesSince(live, since);
  }

  // Games and seats

  createGame(actor: Actor, body: CreateGameRequest): Promise<CreatedGame> {
    return createGame(this.room, actor, body, this.caps);
  }

  join(actor: Actor, gameId: string, request: JoinRequest): Promise<JoinAnswer> {
    return joinGame(this.room, actor, gameId, request);
  }

  leave(actor: Actor, gameId: string): Promise<Record<string, never>> {
    return leaveGame(this.room, actor, gameId);
  }

  setupStep(actor: Actor, gameId: string, body: SetupStepRequest): Promise<GameView> {
    return takeSetupStep(this.room, actor, gameId, body);
  }

  // Playing

  async playTurn(actor: Actor, gameId: string, request: TurnRequest): Promise<TurnAnswer> {
    return (await playTurn(this.room, actor, gameId, request)).answer;
  }

  /** As playTurn; for a repeated request also the turn message of the turn it repeats. */
  playTurnOrRetry(actor: Actor, gameId: string, request: TurnRequest): Promise<PlayedTurn> {
    return playTurn(this.room, actor, gameId, request);
  }

  resign(actor: Actor, gameId: string): Promise<{ result: GameResult | null }> {
    return resignGame(this.room, actor, gameId);
  }

  /** Decides the game as abandoned when its mover has been away long enough (gameTimers.ts). */
  checkAbandonment(gameId: string): Promise<void> {
    return this.timers.checkAbandonment(gameId);
  }

  rematch(actor: Actor, gameId: string): Promise<{ id: string }> {
    return offerRematch(this.room, actor, gameId);
  }

  chat(actor: Actor, gameId: string, text: string): Promise<void> {
    return this.chatLines.say(actor, gameId, text);
  }

  // Presence

  socketOpened(live: LiveGame, playerId: string): Promise<void> {
    return socketOpened(this.room, live, playerId);
  }

  socketClosed(gameId: string, playerId: string): Promise<void> {
    return socketClosed(this.room, gameId, playerId);
  }

  /** Whether the player has a socket open on the game in this process. */
  isHere(gameId: string, playerId: string): boolean {
    return this.room.presence.isHere(gameId, playerId);
  }
}
