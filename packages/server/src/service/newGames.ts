import { randomInt } from 'node:crypto';
import type { Game } from '@santorini/engine';
import type { CreatedGame, CreateGameRequest } from '@santorini/protocol';
import type { GameRecordRow, PlayerRecord, SeatRecord } from '../store/store.js';
import { signedIn, type Actor } from './actor.js';
import { baseGame } from './baseGame.js';
import type { GameRoom } from './gameRoom.js';
import { resolveInvites } from './invites.js';
import { checkGameCaps, type GameCaps } from './gameCaps.js';
import { beginPlay, replayGame } from './liveGame.js';
import { readCreateRequest } from './options.js';
import { newId } from './passwords.js';
import { refuse } from './refusal.js';
import { statusWhenSeated } from './seating.js';
import { newChallengerSetup } from './setupFlow.js';

/** A game made by `newGame`: its row to store, the creator and their seat, its engine game. */
export interface NewGame {
  readonly row: GameRecordRow;
  readonly seat: number;
  readonly creator: PlayerRecord;
  readonly start: Game | null;
}

/** `POST /api/games`: a new game, stored, its creator seated. */
export async function createGame(
  room: GameRoom,
  actor: Actor,
  body: CreateGameRequest,
  caps: GameCaps,
): Promise<CreatedGame> {
  const game = await newGame(room, actor, body);
  // One creation at a time per player in this process, so that a burst cannot pass a cap at once.
  await room.lock.run(`creator ${game.creator.id}`, async () => {
    await checkGameCaps(room.store, caps, game.creator.id, game.row);
    await room.store.createGame(game.row);
  });
  hold(room, game);
  await room.presence.acted(game.row.id, game.creator.id);
  return { id: game.row.id, seat: game.seat };
}

/** A game as `POST /api/games` asks for it, checked, not yet stored. */
export async function newGame(room: GameRoom, actor: Actor, body: CreateGameRequest): Promise<NewGame> {
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
  const invited = await resolveInvites(room.store, request.invite);
  if ([...invited.values()].some((other) => other.id === player.id))
    return refuse('malformed', 'invite names the creator, who has a seat already');
  const seats: SeatRecord[] = options.ai.map((level, seat) => {
    const reserved = invited.get(seat);
    const held = { playerId: seat === request.seat ? player.id : null, ai: level };
    return reserved === undefined ? held : { ...held, invited: reserved };
  });
  const time = room.now();
  const row: GameRecordRow = {
    id: newId(),
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
export function hold(room: GameRoom, game: NewGame): void {
  const live = replayGame(game.row, [], [game.creator], []);
  if (live.start === null && game.start !== null) beginPlay(live, game.start);
  room.games.set(live);
  room.moved(live);
}
