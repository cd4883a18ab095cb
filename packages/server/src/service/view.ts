import { gameRecord, positionToJson, recordToJson, setupStage, type GameRecord } from '@santorini/engine';
import type {
  GameBody,
  GameStatus,
  GameSummary,
  PlayerRef,
  ResultBody,
  SeatBody,
  SetupBody,
} from '@santorini/protocol';
import type { SeatRecord } from '../store/store.js';
import { clocksView } from './clocks.js';
import { setupOf, seqOf, type LiveGame } from './liveGame.js';
import { setupWaitsOn } from './setupFlow.js';

/** A player as everyone may see them; `bot` only for bot accounts, `guest` only for guests. */
export type PlayerView = PlayerRef;
export type SeatView = SeatBody;
export type GameResult = ResultBody;
/** The body of `GET /api/games/:id` (spec §7 and the server's additions). */
export type GameView = GameBody;
export type { GameSummary };

/**
 * The public view of a player: `"bot": true` marks a bot account, `"guest": true` a guest (a
 * player without an account, `account: false`), so that a guest never passes for an account.
 */
export const playerView = (player: {
  readonly id: string;
  readonly name: string;
  readonly bot?: boolean;
  readonly account?: boolean;
}): PlayerView => ({
  id: player.id,
  name: player.name,
  ...(player.bot === true ? { bot: true } : {}),
  ...(player.account === false ? { guest: true } : {}),
});

export function seatsView(live: LiveGame): SeatView[] {
  return live.row.seats.map((seat: SeatRecord) => {
    const player = seat.playerId === null ? undefined : live.people.get(seat.playerId);
    const view: SeatView = { player: player === undefined ? null : playerView(player), ai: seat.ai };
    return seat.invited === undefined || player !== undefined
      ? view
      : { ...view, invited: playerView({ ...seat.invited, account: seat.invited.guest !== true }) };
  });
}

/** A name the record's text form keeps as it is (no spaces at either end, no comma). */
const recordName = (name: string): string | undefined =>
  name.trim() === name && !name.includes(',') ? name : undefined;

function recordView(live: LiveGame): GameRecord | null {
  if (live.start === null) return null;
  const record = gameRecord(live.start);
  const seats = seatsView(live);
  record.players = record.players.map((player, seat) => {
    const view = seats[seat];
    const name =
      view?.player != null
        ? recordName(view.player.name)
        : view?.ai != null
          ? `AI level ${view.ai}`
          : undefined;
    return name === undefined ? { god: player.god } : { god: player.god, name };
  });
  record.turns = live.turns.map((turn) => turn.turn);
  // The canonical JSON of spec §4, as the engine writes it.
  return JSON.parse(recordToJson(record)) as GameRecord;
}

function setupView(live: LiveGame): SetupBody | null {
  const setup = setupOf(live);
  if (live.row.status !== 'setup' || setup === null) return null;
  const stage = setupStage(setup);
  if (stage === 'ready') return null;
  return {
    stage,
    chooser: setupWaitsOn(setup, live.options.challenger),
    offered: [...setup.offered],
    chosen: [...setup.gods],
  };
}

const rulesView = (live: LiveGame): GameBody['rules'] => ({ ...live.options.rules });

export function gameView(live: LiveGame): GameView {
  return {
    id: live.row.id,
    status: live.row.status as GameStatus,
    seats: seatsView(live),
    seq: seqOf(live),
    record: recordView(live),
    position: live.position === null ? null : positionToJson(live.position),
    clocks: clocksView(live),
    result: live.row.result as GameResult | null,
    clock: live.options.clock,
    players: live.options.players,
    gods: live.options.gods,
    rules: rulesView(live),
    setup: setupView(live),
    rematch: live.row.rematch,
    resigned: [...live.row.resigned],
    chat: live.chat.map((line) => ({
      from: playerView({ ...live.people.get(line.playerId), id: line.playerId, name: line.name }),
      text: line.text,
      at: line.created,
    })),
  };
}

export function gameSummary(live: LiveGame): GameSummary {
  return {
    id: live.row.id,
    status: live.row.status as GameStatus,
    players: live.options.players,
    gods: live.options.gods,
    seats: seatsView(live),
    rules: rulesView(live),
    createdAt: live.row.created,
    rematch: live.row.rematch,
  };
}
