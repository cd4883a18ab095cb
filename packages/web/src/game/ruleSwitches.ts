import { RULE_SWITCH_NAMES, type GodName, type RuleSwitches } from '@santorini/engine';
import { t } from '../i18n/i18n.js';

export type RuleName = keyof RuleSwitches;

/** What a rule switch of rules.md Part A changes, in words, and the gods it matters with. */
export interface RuleSwitchText {
  readonly name: RuleName;
  /** The ruling in rules.md Part A. */
  readonly ruling: string;
  /** In the current language. */
  readonly label: string;
  readonly explanation: string;
  /** The switch changes nothing unless every one of these gods is in the game. */
  readonly gods: readonly GodName[];
}

/** A switch's words come from the catalog each time they are read, so they follow the language. */
function switchText(name: RuleName, ruling: string, gods: readonly GodName[]): RuleSwitchText {
  return {
    name,
    ruling,
    gods,
    get label() {
      return t(`local.rule.${name}.label`);
    },
    get explanation() {
      return t(`local.rule.${name}.explanation`);
    },
  };
}

export const RULE_SWITCH_TEXTS: readonly RuleSwitchText[] = [
  switchText('chaosAnyDome', 'R5', ['chaos']),
  switchText('limusAnyDome', 'R6', ['limus']),
  switchText('biaStarts', 'R7', ['bia']),
  switchText('allowCirceEros', 'R13', ['circe', 'eros']),
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
