import { useTranslation } from 'react-i18next';
import type { RuleSwitches } from '@santorini/engine';
import { ruleSwitchText, rulesOn } from '../game/ruleSwitches.js';

interface Props {
  readonly rules: RuleSwitches;
  readonly fromPosition: boolean;
  readonly confirmTurns: boolean;
}

/** What differs from a default game: rule switches on (rules.md Part A), a pasted start, confirm turn. */
export function GameInfo({ rules, fromPosition, confirmTurns }: Props) {
  const { t } = useTranslation();
  const on = rulesOn(rules);
  if (on.length === 0 && !fromPosition && !confirmTurns) return null;
  return (
    <section className="game-info" aria-label={t('local.info.label')}>
      {on.length > 0 && (
        <>
          <h2>{t('local.info.rulesOn')}</h2>
          <ul>
            {on.map((name) => {
              const text = ruleSwitchText(name);
              return (
                <li key={name} data-rule={name}>
                  <strong>{text.label}</strong>
                  {t('local.info.separator')}
                  {text.explanation}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {fromPosition && <p>{t('local.info.fromPosition')}</p>}
      {confirmTurns && <p>{t('local.info.confirmTurns')}</p>}
    </section>
  );
}
