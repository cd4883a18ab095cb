import { TurnWalker } from './builder.js';
import type { TurnEvent } from './events.js';
import { powerOf } from './gods/index.js';
import type { TurnRecord } from './gods/power.js';
import { heldGod, powerFor } from './held.js';
import { checkWinsAnyTime } from './mechanics.js';
import { formatTurn } from './notation.js';
import { nextAfterPlacement, placementTargets } from './placement.js';
import { NONE, type Position } from './position.js';
import { place, type Turn } from './steps.js';

/** A legal turn and where it leads. */
export interface LegalTurn {
  readonly turn: Turn;
  readonly text: string;
  readonly position: Position;
  readonly winner: number | null;
}

/** The effects at the start of the mover's turn (Circe's check, Morpheus's coin), on `pos` in place. */
export function startTurn(pos: Position): void {
  const seat = pos.turn;
  if (pos.memory[seat]?.extraTurn === true) return;
  // Circe's check comes first: it decides which power starts the turn.
  if (pos.godOf(seat) === 'circe') powerOf('circe').startOfTurn?.(pos, seat);
  const held = heldGod(pos, seat);
  if (held !== 'circe') powerOf(held).startOfTurn?.(pos, seat);
}

/** Every placement turn of the player to move: both workers, first then second (female). */
function placementRecords(pos: Position, emit: (record: TurnRecord) => void): void {
  const seat = pos.turn;
  const walker = new TurnWalker(pos, seat, false, emit);
  for (let firsts = placementTargets(pos, seat, []); firsts !== 0; firsts &= firsts - 1) {
    const first = 31 - Math.clz32(firsts & -firsts);
    walker.step(place(first), () => {
      for (let seconds = placementTargets(walker.pos, seat, [first]); seconds !== 0; seconds &= seconds - 1) {
        walker.step(place(31 - Math.clz32(seconds & -seconds)), () => {
          walker.end();
        });
      }
    });
  }
}

/**
 * Every complete legal turn of the player to move, with what it did: the mover's power generates,
 * opponents' powers forbid (Athena, Limus, …) and narrow (Persephone, last). Several turns may lead
 * to the same position.
 */
export function turnRecords(pos: Position): TurnRecord[] {
  const records: TurnRecord[] = [];
  if (pos.win !== NONE || pos.isOut(pos.turn)) return records;
  if (pos.inPlacement) {
    placementRecords(pos, (record) => records.push(record));
    return records;
  }
  const start = pos.clone();
  startTurn(start);
  const seat = start.turn;
  const extraTurn = start.memory[seat]?.extraTurn === true;
  const power = powerFor(start, seat);
  const walker = new TurnWalker(start, seat, extraTurn, (record) => records.push(record));
  if (extraTurn) power.extraTurns?.(walker);
  else power.completeTurns(walker);
  let legal: readonly TurnRecord[] = records;
  const holders = start.opponentsOf(seat);
  for (const holder of holders) {
    const forbids = powerFor(start, holder).forbidsOpponentTurn;
    if (forbids === undefined) continue;
    legal = legal.filter(
      (record) => (extraTurn && movesWorkerOf(record, start, holder)) || forbids(record, holder) === null,
    );
  }
  for (const holder of holders) {
    const narrow = powerFor(start, holder).narrowOpponentTurns;
    if (narrow !== undefined) legal = narrow(legal, holder);
  }
  return [...legal];
}

/** Whether a Dionysus extra turn moves a worker of `holder`'s side: that owner's restrictions do not bind it (R19). */
function movesWorkerOf(record: TurnRecord, pos: Position, holder: number): boolean {
  const side = pos.sideOf(holder);
  return record.events.some((event) => event.kind === 'move' && event.worker >> 1 === side);
}

/** Every complete legal turn of the player to move, as steps. */
export const completeTurns = (pos: Position): Turn[] => turnRecords(pos).map((record) => record.turn);

function canPlace(pos: Position): boolean {
  for (let firsts = placementTargets(pos, pos.turn, []); firsts !== 0; firsts &= firsts - 1) {
    const first = 31 - Math.clz32(firsts & -firsts);
    if ((placementTargets(pos, pos.turn, [first]) & ~(1 << first)) !== 0) return true;
  }
  return false;
}

/** Whether the player to move has a complete legal turn (R2). */
export function hasLegalTurn(pos: Position): boolean {
  if (pos.win !== NONE || pos.isOut(pos.turn)) return false;
  if (pos.inPlacement) return canPlace(pos);
  if (pos.setup.gods.every((god) => god === null)) {
    return powerOf(null).hasTurn?.(pos, pos.turn) ?? turnRecords(pos).length > 0;
  }
  return turnRecords(pos).length > 0;
}

/**
 * The position after a complete legal turn: end-of-turn effects (Medusa, Athena's note, Chaos's
 * card, Dionysus's extra turn), the hand-over (spec §2.2, §2.3), then R2 for the next player — no
 * complete legal turn loses (3 players: is eliminated, and the check repeats).
 */
export function finishTurn(record: TurnRecord): Position {
  const pos = record.after.clone();
  const seat = record.seat;
  if (record.before.inPlacement) {
    pos.setToMove(nextAfterPlacement(pos));
  } else {
    if (pos.memory[seat]?.extraTurn === true) pos.setMemory(seat, { extraTurn: false });
    if (pos.win === NONE) endOfTurnEffects(pos, record.before, seat, record.events);
    // Dionysus's end of turn sets `extraTurn` again when this turn earned one.
    const again = pos.win === NONE && pos.memory[seat]?.extraTurn === true;
    pos.setToMove(again ? seat : pos.nextSeat(seat));
  }
  checkNextPlayer(pos, seat);
  return pos;
}

function endOfTurnEffects(pos: Position, before: Position, seat: number, events: readonly TurnEvent[]): void {
  const held = heldGod(before, seat);
  if (pos.memory[seat]?.movedUp === true) pos.setMemory(seat, { movedUp: false });
  powerOf(held).endOfTurn?.(pos, seat, events);
  for (let holder = 0; holder < pos.playerCount; holder++) {
    if (!pos.isOut(holder) && pos.godOf(holder) === 'chaos')
      powerOf('chaos').afterAnyTurn?.(pos, holder, seat, events);
  }
  checkWinsAnyTime(pos);
}

function checkNextPlayer(pos: Position, seat: number): void {
  while (pos.win === NONE && !hasLegalTurn(pos)) {
    if (pos.playerCount !== 3) {
      pos.setWinner(seat);
      return;
    }
    const loser = pos.turn;
    pos.eliminate(loser);
    const left = [0, 1, 2].filter((s) => !pos.isOut(s));
    if (left.length === 1) {
      pos.setWinner(left[0] ?? seat);
      return;
    }
    pos.setToMove(pos.nextSeat(loser));
  }
}

/**
 * Every legal turn of the player to move, one per distinct resulting position (spec §5 `moves`):
 * the first spelling generated is kept. Empty when the game is over or no turn is legal.
 */
export function legalTurns(pos: Position): LegalTurn[] {
  const seen = new Set<string>();
  const out: LegalTurn[] = [];
  for (const record of turnRecords(pos)) {
    const position = finishTurn(record);
    // Children of one position share its setup; their 64-bit Zobrist hashes tell the rest apart.
    const key = `${position.hash[0] ?? 0},${position.hash[1] ?? 0}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ turn: record.turn, text: formatTurn(record.turn), position, winner: position.winner });
  }
  return out;
}
