import { godTitle, type GodName, GOD_SUMMARIES } from '@santorini/engine';
import { seatLetter } from './seats.js';

/** Powers with their one-line texts, one a line: `  Athena      if one of your workers moved up…`. */
export function godTable(gods: readonly GodName[]): string {
  const width = Math.max(...gods.map((god) => god.length)) + 2;
  return gods.map((god) => `  ${godTitle(god).padEnd(width)}${GOD_SUMMARIES[god]}`).join('\n');
}

/** A god named in an answer, case-insensitive; undefined when the answer names none. */
export function godFromAnswer(answer: string, gods: readonly GodName[]): GodName | undefined {
  const word = answer.trim().toLowerCase();
  return gods.find((god) => god === word);
}

/** Each seat's power and its text: `  A  Athena   if one of your workers…` (`no power` for none). */
export function seatGodsTable(gods: readonly (GodName | null)[]): string {
  const width = Math.max(...gods.map((god) => (god ?? 'no power').length)) + 2;
  return gods
    .map((god, seat) => {
      const letter = seatLetter(seat);
      return god === null
        ? `  ${letter}  no power`
        : `  ${letter}  ${godTitle(god).padEnd(width)}${GOD_SUMMARIES[god]}`;
    })
    .join('\n');
}
