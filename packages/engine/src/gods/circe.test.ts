import { describe, expect, it } from 'vitest';
import { godsProblem } from '../setup/setupRules.js';
import { formatPosition, parsePosition } from '../json/json.js';
import { DEFAULT_RULES } from '../core/rules.js';
import { legalTurns } from '../turn/legalTurns.js';
import {
  board,
  emptyBoard,
  FLAT,
  listed,
  play,
  player,
  players,
  randomPlayouts,
  rejection,
  texts,
} from '../testing/index.js';
import type { GodName } from '../core/godNames.js';

/** Circe (seat 0) on c3 and a1 against `god` on `workers`, Circe to move unless told. */
const against = (
  god: GodName | null,
  workers: string[],
  options: { levels?: string[]; memory?: object; circe?: object; toMove?: number } = {},
) =>
  board({
    players: [player('circe', ['c3', 'a1'], options.circe ?? {}), player(god, workers, options.memory ?? {})],
    levels: options.levels ?? FLAT,
    toMove: options.toMove ?? 0,
  });

const lowDome = (text: string): boolean => /D$/.test(text);

describe('Circe', () => {
  it('takes the power of an opponent whose workers do not neighbour: she alone has it until her next turn', () => {
    const pos = against('atlas', ['e5', 'c5']);
    expect(texts(pos)).toContain('c3-d3 +d4D');
    const taken = listed(pos, 'c3-d3 +d4D').position;
    expect(players(taken)[0]?.borrowed).toBe(true);
    // Atlas, powerless on his own turn, builds like the base game.
    expect(texts(taken).some(lowDome)).toBe(false);
    const plain = board({
      players: [player(null, ['d3', 'a1']), player(null, ['e5', 'c5'])],
      domes: ['d4'],
      toMove: 1,
    });
    expect(texts(taken).sort()).toEqual(texts(plain).sort());
  });

  it('leaves the power with an opponent whose workers neighbour each other', () => {
    const pos = against('atlas', ['e5', 'e4']);
    expect(texts(pos).some(lowDome)).toBe(false);
    const next = play(pos, 'c3-d3 +c3');
    expect(players(next)[0]?.borrowed).toBeUndefined();
    expect(texts(next).some(lowDome)).toBe(true);
  });

  it('decides at the start of each of her turns: the power goes back when the workers come together', () => {
    // She held Atlas's power since her last turn; now his workers neighbour each other.
    const pos = against('atlas', ['e5', 'e4'], { circe: { borrowed: true } });
    expect(texts(pos).some(lowDome)).toBe(false);
    expect(players(play(pos, 'c3-d3 +c3'))[0]?.borrowed).toBeUndefined();
    // While she holds it, Atlas has none on his turn.
    const theirs = against('atlas', ['e5', 'c5'], { circe: { borrowed: true }, toMove: 1 });
    expect(texts(theirs).some(lowDome)).toBe(false);
    expect(rejection(theirs, 'e5-e4 +d4D')).toMatch(/only a God Power \(Atlas, Selene\) builds a dome/);
  });

  it('an opponent with a single worker counts as not neighbouring: she takes the power (Medusa)', () => {
    // Medusa's lone worker on e4; Circe, holding Medusa's power, climbs next to it and petrifies it.
    const pos = against('medusa', ['e4'], { levels: ['00000', '00000', '00010', '00000', '00000'] });
    const stoned = play(pos, 'c3-d3 +c3');
    expect(players(stoned)[0]?.borrowed).toBe(true);
    expect(players(stoned)[1]?.workers).toEqual([]);
    expect(stoned.levelAt(19)).toBe(1);
    expect(stoned.winner).toBe(0);
  });

  it('R21: holding Morpheus she gains and spends her own coins; his stay on his card', () => {
    const pos = against('morpheus', ['e5', 'c5'], { memory: { coins: 3 } });
    expect(texts(pos)).toContain('c3-d3');
    expect(texts(pos)).toContain('c3-d3 +d4');
    expect(texts(pos)).not.toContain('c3-d3 +d4 +d4');
    const saved = play(pos, 'c3-d3');
    expect(players(saved).map((player) => player.coins)).toEqual([1, 3]);
    // Morpheus without his power must build, once, and gains nothing.
    expect(rejection(saved, 'e5-e4')).toMatch(/incomplete turn/);
    const his = play(saved, 'e5-e4 +e5');
    expect(players(his).map((player) => player.coins)).toEqual([1, 3]);
    // His workers e4 and c5 are still apart: she keeps the power and now has two coins.
    expect(texts(his)).toContain('d3-d2 +e2 +e2');
    const reread = parsePosition(JSON.parse(formatPosition(his)));
    expect(reread.ok && formatPosition(reread.value)).toBe(formatPosition(his));
  });

  it("R21: holding Athena her own movedUp counts; Athena's lapses with the power", () => {
    const levels = ['00010', '00000', '00010', '00000', '00000'];
    const pos = against('athena', ['e5', 'c5'], { levels, memory: { movedUp: true } });
    // Athena's power is Circe's now: Athena's last move up does not bind her.
    expect(texts(pos)).toContain('c3-d3 +d4');
    const up = play(pos, 'c3-d3 +d4');
    expect(players(up).map((player) => player.movedUp)).toEqual([true, undefined]);
    // Athena cannot move up onto d5 after Circe did.
    expect(texts(up).some((text) => text.startsWith('e5-d5 '))).toBe(false);
    expect(rejection(up, 'e5-d5 +e5')).toMatch(/Athena moved up/);
  });

  it('R21: holding Dionysus she earns her own extra turn, with an opponent worker', () => {
    const levels = ['00000', '00030', '00000', '00030', '00000'];
    const pos = against('dionysus', ['e5', 'c5'], { levels });
    const extra = play(pos, 'c3-c4 +d4');
    expect(extra.toMove).toBe(0);
    expect(players(extra)[0]).toMatchObject({ borrowed: true, extraTurn: true });
    const movers = new Set(texts(extra).map((text) => text.split('-')[0]));
    expect([...movers].sort()).toEqual(['c5', 'e5', 'pass']);
    // Dionysus, powerless meanwhile, earns nothing by completing a tower.
    const his = play(extra, 'pass', 'e5-e4 +d3');
    const towered = play(his, 'c4-b4 +a4', 'e4-e3 +d2');
    expect(towered.toMove).toBe(0);
    expect(players(towered)[1]?.extraTurn).toBeUndefined();
  });

  it("borrows powers with her own workers: Selene's female build uses her second worker", () => {
    const pos = against('selene', ['e5', 'c5']);
    // c3 is her male (placed first), a1 her female (R15).
    expect(texts(pos)).toContain('c3-d3 a1+a2D');
    expect(texts(pos)).not.toContain('a1-b1 c3+c4D');
  });

  it("R21: setup parts are never borrowed: Bia's perimeter binds Bia's placement, not Circe's", () => {
    const empty = emptyBoard(['circe', 'bia']);
    expect(empty.toMove).toBe(1);
    const biaPlaced = play(empty, '@a1 @e1');
    expect(biaPlaced.toMove).toBe(0);
    expect(texts(biaPlaced)).toContain('@b3 @c3');
    // Her first turn: Bia's workers are apart, so she moves with Bia's power: moving c3-b2 removes
    // the Bia worker beyond b2, on a1.
    const ready = play(biaPlaced, '@c3 @d4');
    expect(ready.toMove).toBe(0);
    const removal = play(ready, 'c3-b2 +c3');
    expect(players(removal)[0]?.borrowed).toBe(true);
    expect(players(removal)[1]?.workers).toEqual(['e1']);
  });

  it('R13: Circe vs Eros is refused unless allowCirceEros', () => {
    expect(godsProblem(['circe', 'eros'], DEFAULT_RULES)).toMatchObject({ kind: 'bannedPair', rule: 'R13' });
    expect(godsProblem(['circe', 'eros'], { ...DEFAULT_RULES, allowCirceEros: true })).toBeNull();
    const refused = parsePosition({
      players: [
        { god: 'eros', workers: [] },
        { god: 'circe', workers: [] },
      ],
      levels: FLAT,
      domes: [],
      toMove: 0,
    });
    expect(refused.ok ? '' : refused.error.message).toMatch(/banned pair/);
  });

  it('R14: Circe plays only with 2 players', () => {
    for (const gods of [
      ['circe', 'atlas', 'demeter'],
      ['circe', 'atlas', 'demeter', 'hestia'],
    ]) {
      const result = parsePosition({
        players: gods.map((god) => ({ god, workers: [] })),
        levels: FLAT,
        domes: [],
        toMove: 0,
      });
      expect(result.ok ? '' : result.error.message).toMatch(
        new RegExp(`Circe cannot be played with ${gods.length} players \\(rule R14\\)`),
      );
    }
  });

  it('against a player without a power she plays the base game', () => {
    const pos = against(null, ['e5', 'c5']);
    const base = board({ players: [player(null, ['c3', 'a1']), player(null, ['e5', 'c5'])] });
    expect(texts(pos).sort()).toEqual(texts(base).sort());
    expect(legalTurns(pos).every((turn) => players(turn.position)[0]?.borrowed === true)).toBe(true);
  });

  it('plays random games against other powers without breaking an invariant', () => {
    const report = randomPlayouts(['circe'], 13, 80);
    expect(report.failures).toEqual([]);
    expect(report.positions).toBeGreaterThanOrEqual(300);
  });
});
