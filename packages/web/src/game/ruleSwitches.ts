import { RULE_SWITCH_NAMES, type GodName, type RuleSwitches } from '@santorini/engine';

export type RuleName = keyof RuleSwitches;

/** What a rule switch of rules.md Part A changes, in words, and the gods it matters with. */
export interface RuleSwitchText {
  readonly name: RuleName;
  /** The ruling in rules.md Part A. */
  readonly ruling: string;
  readonly label: string;
  readonly explanation: string;
  /** The switch changes nothing unless every one of these gods is in the game. */
  readonly gods: readonly GodName[];
}

export const RULE_SWITCH_TEXTS: readonly RuleSwitchText[] = [
  {
    name: 'chaosAnyDome',
    ruling: 'R5',
    label: 'Chaos: any dome switches the card',
    explanation:
      'Any dome built in a turn makes Chaos change cards, not only a dome that completes a tower (as on Board Game Arena).',
    gods: ['chaos'],
  },
  {
    name: 'limusAnyDome',
    ruling: 'R6',
    label: 'Limus: any dome may be built next to her workers',
    explanation:
      "Opponents may build a dome at any level next to Limus's workers, not only one that completes a tower (as on Board Game Arena).",
    gods: ['limus'],
  },
  {
    name: 'biaStarts',
    ruling: 'R7',
    label: 'Bia starts',
    explanation: "Bia's player also takes the first turn, not only places first (as on Board Game Arena).",
    gods: ['bia'],
  },
  {
    name: 'allowCirceEros',
    ruling: 'R13',
    label: 'Allow Circe against Eros',
    explanation: 'Circe and Eros may play in the same game (refused by default as a banned pair).',
    gods: ['circe', 'eros'],
  },
];

/** The switches that are on, in the order of rules.md Part A. */
export const rulesOn = (rules: Partial<RuleSwitches>): RuleName[] =>
  RULE_SWITCH_NAMES.filter((name) => rules[name] === true);

/** A switch's words, by name. */
export function ruleSwitchText(name: RuleName): RuleSwitchText {
  const found = RULE_SWITCH_TEXTS.find((text) => text.name === name);
  if (found === undefined) throw new Error(`no words for the rule switch ${name}`);
  return found;
}

/** Whether a switch can change a game with these gods (null: not known yet, as with random gods). */
export function ruleMatters(name: RuleName, gods: readonly (GodName | null)[] | null): boolean {
  if (gods === null) return true;
  return ruleSwitchText(name).gods.every((god) => gods.includes(god));
}
