/**
 * The `gods` suite: random playouts per God Power in mirror matches (the same power on both sides;
 * Chaos and Circe, which cannot face themselves, play against no power), so a slow power stands out.
 * Every turn goes through the general pipeline (`legalTurns`): generation, opponents' restrictions,
 * end-of-turn effects, R2.
 */
import {
  GOD_NAMES,
  implementedGods,
  legalTurns,
  mulberry32,
  parsePosition,
  type GodName,
  type Position,
} from '@santorini/engine';

const MAX_TURNS = 200;

function startPosition(god: GodName | null): Position {
  const opponent = god === 'chaos' || god === 'circe' ? null : god;
  const result = parsePosition({
    players: [
      { god, workers: [] },
      { god: opponent, workers: [] },
    ],
    levels: ['00000', '00000', '00000', '00000', '00000'],
    domes: [],
    toMove: 0,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

interface PlayoutStats {
  games: number;
  turns: number;
  choices: number;
  firstWins: number;
  unfinished: number;
  seconds: number;
}

function playouts(god: GodName | null, budgetS: number): PlayoutStats {
  const random = mulberry32(0x5eed + (god === null ? 0 : GOD_NAMES.indexOf(god) + 1));
  const stats: PlayoutStats = { games: 0, turns: 0, choices: 0, firstWins: 0, unfinished: 0, seconds: 0 };
  const started = process.hrtime.bigint();
  const elapsed = (): number => Number(process.hrtime.bigint() - started) / 1e9;
  while (stats.games < 3 || elapsed() < budgetS) {
    let pos = startPosition(god);
    let turns = 0;
    for (; turns < MAX_TURNS; turns++) {
      const children = legalTurns(pos);
      if (children.length === 0) break;
      stats.choices += children.length;
      const next = children[Math.floor(random() * children.length)];
      if (next === undefined) break;
      pos = next.position;
    }
    stats.games++;
    stats.turns += turns;
    if (pos.winner === null) stats.unfinished++;
    else if (pos.winner === pos.start) stats.firstWins++;
  }
  stats.seconds = elapsed();
  return stats;
}

export function runGods(options: { quick: boolean; budgetS: number }): void {
  const budget = options.quick ? 0.3 : Math.min(2, options.budgetS);
  const gods: (GodName | null)[] = [null, ...implementedGods()];
  process.stdout.write(
    `Random playouts per power (mirror matches, ${budget} s each, at most ${MAX_TURNS} turns a game)\n`,
  );
  const header = [
    'power',
    'games',
    'games/s',
    'turns/s',
    'turns/game',
    'choices/turn',
    '1st wins',
    'unfinished',
  ];
  const widths = [12, 7, 9, 9, 11, 13, 9, 11];
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 8) : cell.padStart(widths[i] ?? 8)))
      .join('  ');
  process.stdout.write(`${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}\n`);
  for (const god of gods) {
    const s = playouts(god, budget);
    process.stdout.write(
      `${line([
        god ?? '(none)',
        String(s.games),
        (s.games / s.seconds).toFixed(1),
        Math.round(s.turns / s.seconds).toLocaleString('en-US'),
        (s.turns / s.games).toFixed(1),
        (s.choices / Math.max(1, s.turns)).toFixed(1),
        `${((100 * s.firstWins) / s.games).toFixed(0)}%`,
        String(s.unfinished),
      ])}\n`,
    );
  }
  process.stdout.write('\n');
}
