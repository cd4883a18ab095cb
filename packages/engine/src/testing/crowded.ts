import { squareName } from '../core/square.js';
import type { Position } from '../core/position.js';
import { implementedGods } from '../gods/index.js';
import { parsePosition, type PlayerJson, type PositionJson } from '../json/json.js';
import { pick } from './random.js';

/**
 * A crowded board (many high levels and domes, so that players often have no turn) of 2 or 3
 * players with random powers, Athena's `movedUp` drawn too; undefined when the draw is not a
 * position the rules allow together (the JSON is refused).
 */
export function crowdedBoard(random: () => number): Position | undefined {
  const playerCount = random() < 0.7 ? 2 : 3;
  // 0–3 a level, 4 a dome (on level 3).
  const cells = Array.from({ length: 25 }, () => {
    const r = random();
    return r < 0.25 ? 0 : r < 0.4 ? 1 : r < 0.55 ? 2 : r < 0.7 ? 3 : 4;
  });
  const free = cells.flatMap((cell, sq) => (cell < 4 ? [sq] : []));
  for (let i = free.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [free[i], free[j]] = [free[j] ?? 0, free[i] ?? 0];
  }
  if (free.length < playerCount * 2) return undefined;
  const gods = implementedGods();
  const players: PlayerJson[] = Array.from({ length: playerCount }, (_, seat) => {
    const god = random() < 0.9 ? (pick(gods, random) ?? null) : null;
    const workers = [squareName(free[seat * 2] ?? 0), squareName(free[seat * 2 + 1] ?? 0)];
    return god === 'athena' && random() < 0.6 ? { god, workers, movedUp: true } : { god, workers };
  });
  // Rank 5 first.
  const levels = [4, 3, 2, 1, 0].map((rank) =>
    cells
      .slice(rank * 5, rank * 5 + 5)
      .map((cell) => String(Math.min(cell, 3)))
      .join(''),
  );
  const domes = cells.flatMap((cell, sq) => (cell === 4 ? [squareName(sq)] : []));
  const json: PositionJson = { players, levels, domes, toMove: Math.floor(random() * playerCount) };
  const parsed = parsePosition(json);
  return parsed.ok && parsed.value.winner === null ? parsed.value : undefined;
}
