/** Rule switches (rules.md Part A); every switch defaults to false. */
export interface RuleSwitches {
  readonly chaosAnyDome: boolean;
  readonly limusAnyDome: boolean;
  readonly biaStarts: boolean;
  readonly allowCirceEros: boolean;
}

export const RULE_SWITCH_NAMES = ['chaosAnyDome', 'limusAnyDome', 'biaStarts', 'allowCirceEros'] as const;

export const DEFAULT_RULES: RuleSwitches = {
  chaosAnyDome: false,
  limusAnyDome: false,
  biaStarts: false,
  allowCirceEros: false,
};
