import { quoteText } from '@santorini/engine';
import type { Dialogue } from '../dialogue.js';
import { parseGodsChoice, type GodsChoice } from './godsChoice.js';
import { parseSeatKind, SEAT_CHOICES, SEAT_PROMPT, seatLetter, type SeatKind } from './seats.js';
import { godsChoiceProblem, requestedPlayers, type Table, type TableRequest } from './table.js';

/**
 * Asks what the command line left open, each question with a default that Enter accepts. With no
 * flags at all: who plays A and B, then whether to add players or God Powers (default no: the quick
 * 2-player game without powers). With 3 or 4 players powers are required (R14): the question
 * explains that and offers random gods. Returns undefined when input ends.
 */
export async function askTable(request: TableRequest, dialogue: Dialogue): Promise<Table | undefined> {
  let players = requestedPlayers(request);
  const seats: SeatKind[] = [...(request.seats ?? [])];
  let gods: GodsChoice | undefined = request.gods;
  if (players === undefined && gods === undefined) {
    if (!(await askSeats(seats, 2, dialogue))) return undefined;
    const more = await askYesNo('More players or God Powers? [y/N] ', dialogue);
    if (more === undefined) return undefined;
    if (!more) gods = { kind: 'none' };
    players = more ? await askPlayers(dialogue) : 2;
  } else if (players === undefined) {
    players = await askPlayers(dialogue);
  }
  if (players === undefined) return undefined;
  const problem = gods === undefined ? null : godsChoiceProblem(gods, players);
  if (problem !== null) {
    dialogue.say(`Cannot use those gods: ${problem}.`);
    gods = undefined;
  }
  if (!(await askSeats(seats, players, dialogue))) return undefined;
  if (gods === undefined && players === 2 && request.players === undefined && request.seats !== undefined)
    gods = { kind: 'none' };
  gods ??= await askGods(players, dialogue);
  return gods === undefined ? undefined : { seats, gods };
}

/** Asks who plays each seat not yet known, up to `players`; false when input ends. */
async function askSeats(seats: SeatKind[], players: number, dialogue: Dialogue): Promise<boolean> {
  while (seats.length < players) {
    const letter = seatLetter(seats.length);
    const answer = await dialogue.ask(`Who plays ${letter}: ${SEAT_PROMPT}? [human] `);
    if (answer === undefined) return false;
    const kind = answer === '' ? 'human' : parseSeatKind(answer);
    if (kind === undefined) dialogue.say(`Please answer ${SEAT_CHOICES} (not ${quoteText(answer)}).`);
    else seats.push(kind);
  }
  return true;
}

async function askPlayers(dialogue: Dialogue): Promise<number | undefined> {
  for (;;) {
    const answer = await dialogue.ask('How many players: 2, 3 or 4? [2] ');
    if (answer === undefined) return undefined;
    if (answer === '') return 2;
    if (/^[234]$/.test(answer)) return Number(answer);
    dialogue.say(`Please answer 2, 3 or 4 (not ${quoteText(answer)}).`);
  }
}

async function askGods(players: number, dialogue: Dialogue): Promise<GodsChoice | undefined> {
  const required = players > 2;
  if (required)
    dialogue.say(
      `With ${players} players every player has a God Power (rule R14). Choose "random" to be dealt ` +
        'powers, "challenger" to offer and choose them, or name one per player (e.g. apollo,athena,pan).',
    );
  const fallback: GodsChoice = required ? { kind: 'random' } : { kind: 'none' };
  const example = required ? 'random' : 'none';
  for (;;) {
    const answer = await dialogue.ask(
      `God Powers: none, random, challenger, or one per player like ${examples(players)}? [${example}] `,
    );
    if (answer === undefined) return undefined;
    const parsed = answer === '' ? { ok: true as const, value: fallback } : parseGodsChoice(answer);
    if (!parsed.ok) {
      dialogue.say(`Cannot use ${quoteText(answer)}: ${parsed.error}.`);
      continue;
    }
    const problem = godsChoiceProblem(parsed.value, players);
    if (problem === null) return parsed.value;
    dialogue.say(`Cannot use ${quoteText(answer)}: ${problem}.`);
  }
}

const examples = (players: number): string => ['apollo', 'athena', 'pan', 'zeus'].slice(0, players).join(',');

async function askYesNo(prompt: string, dialogue: Dialogue): Promise<boolean | undefined> {
  const answer = await dialogue.ask(prompt);
  if (answer === undefined) return undefined;
  const word = answer.toLowerCase();
  return word === 'y' || word === 'yes';
}
