import { emptyPosition, legalTurns, startingPosition, type GodName, type Position } from '@santorini/engine';
import { mulberry32 } from './random.js';

/** The positions of one random game (uniformly random legal turns), from the first one given. */
export function randomGame(start: Position, random: () => number, maxTurns = 200): Position[] {
  const positions = [start];
  let pos = start;
  for (let i = 0; i < maxTurns && pos.winner === null; i++) {
    const turns = legalTurns(pos);
    const pick = turns[Math.floor(random() * turns.length)];
    if (pick === undefined) break;
    pos = pick.position;
    positions.push(pos);
  }
  return positions;
}

/** Unfinished base-game positions after placement from `games` random games. */
export function baseGamePositions(seed: number, games: number): Position[] {
  const random = mulberry32(seed);
  const out: Position[] = [];
  for (let g = 0; g < games; g++)
    for (const pos of randomGame(emptyPosition(), random))
      if (!pos.inPlacement && pos.winner === null) out.push(pos);
  return out;
}

/** Unfinished positions from random games with these powers (one per seat). */
export function godGamePositions(gods: readonly (GodName | null)[], seed: number, games: number): Position[] {
  const random = mulberry32(seed);
  const out: Position[] = [];
  for (let g = 0; g < games; g++) {
    const start = startingPosition(gods, 0, {}, seed + g);
    if (!start.ok) throw new Error(start.error.message);
    for (const pos of randomGame(start.value, random)) if (pos.winner === null) out.push(pos);
  }
  return out;
}
