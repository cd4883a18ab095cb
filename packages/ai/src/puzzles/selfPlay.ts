import { applyTurnText, legalTurns, startingPosition, type GodName, type Position } from '@santorini/engine';
import { DEFAULT_WEIGHTS } from '../base/evaluate.js';
import { levelSettings, LevelPlayer } from '../levels.js';
import { mulberry32 } from '../random.js';
import { Searcher } from '../searcher.js';

export interface SelfPlayGame {
  readonly gods: readonly (GodName | null)[];
  /** Every position from the first one after placement to the last. */
  readonly positions: readonly Position[];
  /** The seat that won, or null when the game reached its turn limit. */
  readonly winner: number | null;
}

const MAX_PLIES = 120;

/**
 * One game of the AI against itself at a beginner's level (a fixed search depth, so the game is the
 * same for a seed on any machine), after random placements drawn from the seed. The hand-set
 * weights, as when the committed puzzle set was made, so that the same seed still makes it.
 */
export function selfPlayGame(gods: readonly (GodName | null)[], level: number, seed: number): SelfPlayGame {
  const started = startingPosition(gods, 0, {}, seed);
  if (!started.ok) throw new Error(`self-play with ${gods.join(', ')}: ${started.error.message}`);
  const random = mulberry32(seed);
  let pos = started.value;
  while (pos.inPlacement) {
    const placements = legalTurns(pos);
    const pick = placements[Math.floor(random() * placements.length)];
    if (pick === undefined) break;
    pos = pick.position;
  }
  const depth = levelSettings(level).depth ?? 2;
  const players = gods.map(
    (_, seat) =>
      new LevelPlayer(
        new Searcher({ hashMb: 4, weights: DEFAULT_WEIGHTS, network: null }),
        level,
        seed * 7 + seat,
      ),
  );
  const positions = [pos];
  for (let ply = 0; ply < MAX_PLIES && pos.winner === null; ply++) {
    const player = players[pos.toMove] as LevelPlayer;
    const text = player.chooseTurn(pos, { depth }).turn;
    if (text === null) break;
    const next = applyTurnText(pos, text);
    if (!next.ok) throw new Error(`self-play turn ${text}: ${next.error.message}`);
    pos = next.value;
    positions.push(pos);
  }
  return { gods, positions, winner: pos.winner };
}
