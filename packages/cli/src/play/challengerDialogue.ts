import {
  chooseGod,
  chooseStart,
  GOD_NAMES,
  godTitle,
  implementedGods,
  isGodName,
  newSetup,
  nextChooser,
  offerGods,
  offerProblem,
  remainingGods,
  type GodName,
  type Setup,
  quoteText,
} from '@santorini/engine';
import type { Dialogue } from '../dialogue.js';
import type { Random } from '../random.js';
import { godTable } from './godTable.js';
import { playerLabel } from './seatLabels.js';
import { isComputer, SEAT_LETTERS, type SeatKind } from './seats.js';

/** Player A is the Challenger: a fixed seat is easy to explain and to plan a game around. */
const CHALLENGER = 0;

/**
 * The Challenger's setup (rules.md §4.1) at the keyboard, on the engine's setup API: the Challenger
 * offers as many powers as there are players, the others choose clockwise from the Challenger's
 * left, the Challenger gets the last one and names the Start Player. People type their choices
 * (a refused one is explained with the engine's reason); random seats choose at random. Returns
 * the ready setup, or undefined when input ends.
 */
export async function challengerSetup(
  seats: readonly SeatKind[],
  seed: number,
  dialogue: Dialogue,
  random: Random,
): Promise<Setup | undefined> {
  const created = newSetup(seats.length, {}, seed);
  if (!created.ok) throw new Error(created.error.message);
  const players = seats.length;
  const label = (seat: number): string => playerLabel(seats, seat, null);
  dialogue.say(
    `${label(CHALLENGER)} is the Challenger: they offer ${players} powers, the others choose ` +
      'one each in turn, the Challenger gets the last and names the Start Player.',
  );
  let setup: Setup | undefined = await offer(created.value, seats, dialogue, random);
  if (setup === undefined) return undefined;
  dialogue.say(`Offered:\n${godTable(setup.offered)}`);
  for (let chooser = nextChooser(setup); chooser !== null; chooser = nextChooser(setup)) {
    setup = await choose(setup, chooser, seats, dialogue, random);
    if (setup === undefined) return undefined;
    const god = setup.gods[chooser];
    if (god !== null && god !== undefined) dialogue.say(`${label(chooser)} takes ${godTitle(god)}.`);
  }
  const last = setup.gods[CHALLENGER];
  if (last !== null && last !== undefined)
    dialogue.say(`${label(CHALLENGER)}, the Challenger, gets ${godTitle(last)}.`);
  return nameStart(setup, seats, dialogue, random);
}

async function offer(
  setup: Setup,
  seats: readonly SeatKind[],
  dialogue: Dialogue,
  random: Random,
): Promise<Setup | undefined> {
  const who = playerLabel(seats, CHALLENGER, null);
  if (isComputer(seats[CHALLENGER])) {
    const offered = offerGods(setup, CHALLENGER, randomOffer(setup, random));
    if (!offered.ok) throw new Error(offered.error.message);
    dialogue.say(`${who} offers ${offered.value.offered.map(godTitle).join(', ')}.`);
    return offered.value;
  }
  for (;;) {
    const answer = await dialogue.ask(
      `${who}, offer ${setup.players} powers (e.g. ${GOD_NAMES.slice(0, setup.players).join(',')}; ` +
        '"gods" lists them all; Enter: a random offer)> ',
    );
    if (answer === undefined) return undefined;
    const word = answer.toLowerCase();
    if (word === 'gods' || word === 'help' || word === '?') {
      dialogue.say(godTable(implementedGods()));
      continue;
    }
    const gods =
      word === '' ? randomOffer(setup, random) : word.split(/[\s,]+/).filter((name) => name !== '');
    const unknown = gods.find((name) => !isGodName(name));
    if (unknown !== undefined) {
      dialogue.say(`Cannot offer "${unknown}": there is no such god. Type "gods" for the list.`);
      continue;
    }
    const offered = offerGods(setup, CHALLENGER, gods.filter(isGodName));
    if (offered.ok) return offered.value;
    dialogue.say(`Cannot offer that: ${offered.error.message}.`);
  }
}

async function choose(
  setup: Setup,
  chooser: number,
  seats: readonly SeatKind[],
  dialogue: Dialogue,
  random: Random,
): Promise<Setup | undefined> {
  const left = remainingGods(setup);
  const who = playerLabel(seats, chooser, null);
  if (isComputer(seats[chooser])) {
    const chosen = chooseGod(setup, chooser, left[random.below(left.length)] ?? 'apollo');
    if (!chosen.ok) throw new Error(chosen.error.message);
    return chosen.value;
  }
  for (;;) {
    const answer = await dialogue.ask(`${who}, choose your power (${left.map(godTitle).join(', ')})> `);
    if (answer === undefined) return undefined;
    const word = answer.toLowerCase();
    if (word === 'gods' || word === 'help' || word === '?' || word === '') {
      dialogue.say(godTable(left));
      continue;
    }
    if (!isGodName(word)) {
      dialogue.say(
        `Cannot choose ${quoteText(answer)}: there is no such god. Choose one of ${left.map(godTitle).join(', ')}.`,
      );
      continue;
    }
    const chosen = chooseGod(setup, chooser, word);
    if (chosen.ok) return chosen.value;
    dialogue.say(`Cannot choose ${godTitle(word)}: ${chosen.error.message}.`);
  }
}

async function nameStart(
  setup: Setup,
  seats: readonly SeatKind[],
  dialogue: Dialogue,
  random: Random,
): Promise<Setup | undefined> {
  if (setup.start !== null) return setup;
  const letters = SEAT_LETTERS.slice(0, setup.players);
  let start: number;
  if (isComputer(seats[CHALLENGER])) {
    start = random.below(setup.players);
  } else {
    for (;;) {
      const answer = await dialogue.ask(
        `${playerLabel(seats, CHALLENGER, null)}, who is the Start Player: ${letters.split('').join(', ')}? [A] `,
      );
      if (answer === undefined) return undefined;
      const index = answer === '' ? 0 : letters.indexOf(answer.toUpperCase());
      if (index >= 0 && answer.length <= 1) {
        start = index;
        break;
      }
      dialogue.say(
        `Please answer with a seat letter, ${letters.split('').join(', ')} (not ${quoteText(answer)}).`,
      );
    }
  }
  const named = chooseStart(setup, CHALLENGER, start);
  if (!named.ok) throw new Error(named.error.message);
  dialogue.say(`${playerLabel(seats, start, setup.gods[start] ?? null)} is the Start Player.`);
  return named.value;
}

/** A random offer the rules allow (R13, R14), from the powers the engine implements. */
export function randomOffer(setup: Setup, random: Random): GodName[] {
  const pool = implementedGods();
  for (;;) {
    const offer: GodName[] = [];
    while (offer.length < setup.players) {
      const god = pool[random.below(pool.length)];
      if (god !== undefined && !offer.includes(god)) offer.push(god);
    }
    if (offerProblem(offer, setup.players, setup.rules) === null) return offer;
  }
}
