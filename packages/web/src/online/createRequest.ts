import type { GodName, RuleSwitches } from '@santorini/engine';
import { rulesOnly } from '../game/newGame.js';
import { t } from '../i18n/i18n.js';
import type { ClockOption, CreateGameRequest, GodsOption } from '@santorini/protocol';

/** Who fills the other seats of a new online game. */
export type Opponents = 'invite' | 'open' | 'ai';

export type OnlineGodsMode = 'none' | 'random' | 'pick' | 'challenger';

/** The clocks a game can be played with. */
export type ClockChoice = 'none' | 'blitz' | 'rapid' | 'correspondence';

/** The clocks a game can be played with; each one's words are `online.clock.<choice>`. */
export const CLOCKS: Readonly<Record<ClockChoice, { readonly clock: ClockOption }>> = {
  none: { clock: null },
  blitz: { clock: { initialMs: 5 * 60_000, incrementMs: 5000 } },
  rapid: { clock: { initialMs: 15 * 60_000, incrementMs: 10_000 } },
  correspondence: { clock: { daysPerTurn: 2 } },
};

/** The create form's choices. */
export interface CreateChoices {
  readonly players: number;
  readonly gods: OnlineGodsMode;
  /** Each seat's god when `gods` is 'pick'. */
  readonly picks: readonly (GodName | null)[];
  readonly rules: Partial<RuleSwitches>;
  readonly opponents: Opponents;
  /** The level of the server's AI in every other seat, with `opponents` 'ai'. */
  readonly aiLevel: number;
  /** The seat the creator takes. */
  readonly seat: number;
  readonly clock: ClockChoice;
  /** Counts for the ratings (a 2-player game between two accounts, spec §7 Ratings). */
  readonly rated: boolean;
  /** With `opponents` 'invite': the account name (or player id) to reserve the other seat for, or ''. */
  readonly inviteName: string;
}

export const defaultChoices: CreateChoices = {
  players: 2,
  gods: 'none',
  picks: [null, null],
  rules: {},
  opponents: 'invite',
  aiLevel: 3,
  seat: 0,
  clock: 'none',
  rated: false,
  inviteName: '',
};

/** The choices with another player count: picks and the own seat fitted, gods required above 2 (R14). */
export function withPlayers(choices: CreateChoices, players: number): CreateChoices {
  return {
    ...choices,
    players,
    picks: Array.from({ length: players }, (_, seat) => choices.picks[seat] ?? null),
    gods: players > 2 && choices.gods === 'none' ? 'random' : choices.gods,
    seat: choices.seat < players ? choices.seat : 0,
  };
}

function godsOption(choices: CreateChoices): { gods: GodsOption } | { error: string } {
  if (choices.gods !== 'pick') return { gods: choices.gods };
  const picks = choices.picks.slice(0, choices.players);
  const chosen = picks.filter((god): god is GodName => god !== null);
  if (chosen.length !== choices.players) return { error: t('online.create.errorGodForEverySeat') };
  return { gods: chosen };
}

/** The POST /api/games body for the choices, or what is missing. */
export function createRequest(choices: CreateChoices): { request: CreateGameRequest } | { error: string } {
  const { players, seat } = choices;
  if (!Number.isInteger(players) || players < 2 || players > 4)
    return { error: t('online.create.errorPlayers') };
  if (players > 2 && choices.gods === 'none')
    return { error: t('online.create.errorGodsNeeded', { count: players }) };
  const dealt = godsOption(choices);
  if ('error' in dealt) return dealt;
  const { gods } = dealt;
  if (choices.opponents === 'ai' && !(choices.aiLevel >= 1 && choices.aiLevel <= 8))
    return { error: t('online.create.errorAiLevel') };
  const ai: Record<string, number> = {};
  if (choices.opponents === 'ai')
    for (let other = 0; other < players; other++) if (other !== seat) ai[String(other)] = choices.aiLevel;
  const invited = choices.opponents === 'invite' ? choices.inviteName.trim() : '';
  const base = {
    players,
    gods,
    clock: CLOCKS[choices.clock].clock,
    rated: choices.rated && players === 2 && choices.opponents !== 'ai',
    seat,
    ai,
    rules: rulesOnly(choices.rules),
  };
  // The named player gets the first seat that is not the creator's.
  return { request: invited === '' ? base : { ...base, invite: { [String(seat === 0 ? 1 : 0)]: invited } } };
}

/** The server's refusal of an invited name without its field path: "No player has … "Bob"". */
export function inviteRefusalText(message: string): string {
  const plain = message.replace(/^invite(\.\d+)?:\s*/, '');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}
