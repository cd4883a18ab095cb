import { parsePosition, positionProblemText, type PositionError } from '@santorini/engine';
import { startFromPosition, type GameOptions, type LocalGame } from './localGame.js';
import type { SeatKind } from './seats.js';

/**
 * Games from a position as the web app kept them before a game record could carry its start
 * position (spec §4 `position`): `{"from": <position>, "turns": [<turn>, …]}`, in saves
 * (localStorage, version 2) and share links made then. They still load; what is written now is
 * the record.
 */

const FIELDS = ['from', 'turns'];

type Loaded = { game: LocalGame } | { error: string };

function shown(value: unknown): string {
  const text = JSON.stringify(value) as string | undefined;
  return text ?? String(value);
}

/** Whether a parsed JSON value is written the old way (an object with `from`). */
export const isLegacyGame = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value;

/**
 * The game an old `{from, turns}` value holds, every turn checked by the engine (its record now
 * carries the position), with `seatsFor(players)` at the seats; or what is wrong with it.
 */
export function legacyGame(
  value: Record<string, unknown>,
  seatsFor: (players: number) => readonly SeatKind[],
  options: GameOptions = {},
): Loaded {
  const fail = (why: string): Loaded => ({ error: `This is not a game from a position: ${why}` });
  const unknown = Object.keys(value).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined) return fail(`unknown field ${shown(unknown)} (known: ${FIELDS.join(', ')})`);
  const position = parsePosition(value.from);
  if (!position.ok) return fail(underFrom(position.error));
  const turns = value.turns ?? [];
  if (!Array.isArray(turns)) return fail(`turns: expected an array of turns, got ${shown(turns)}`);
  const texts: string[] = [];
  for (const [index, turn] of (turns as unknown[]).entries()) {
    if (typeof turn !== 'string') return fail(`turns[${index}]: a turn is a string, got ${shown(turn)}`);
    texts.push(turn);
  }
  const started = startFromPosition(position.value, texts, seatsFor(position.value.playerCount), options);
  return 'error' in started
    ? { error: `The game does not replay from its position: ${started.error}` }
    : started;
}

/** The engine's error for the position under `from`, its field path starting at `from`. */
function underFrom(error: PositionError): string {
  const reason = positionProblemText(error);
  return error.field === 'position' ? `from: ${reason}` : `from.${error.field}: ${reason}`;
}
