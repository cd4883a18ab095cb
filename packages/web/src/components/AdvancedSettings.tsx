import { useTranslation } from 'react-i18next';
import { godTitle } from '@santorini/engine';
import { useState } from 'react';
import { RULE_SWITCH_TEXTS, ruleMatters } from '../game/ruleSwitches.js';
import { gameGods, type NewGameSettings } from '../game/newGame.js';

interface Props {
  readonly settings: NewGameSettings;
  readonly onChange: (patch: Partial<NewGameSettings>) => void;
}

/**
 * The new-game dialog's collapsed "Advanced" part: the rule switches of rules.md Part A, each with a
 * line saying what it changes (and, where the gods are known, that it changes nothing in this game),
 * and the confirm-turn preference.
 */
export function AdvancedSettings({ settings, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const gods = gameGods(settings);
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  // Collapsed unless something in it is already on; after that the person opens and closes it.
  const [open] = useState(
    () => settings.confirmTurns || RULE_SWITCH_TEXTS.some((text) => settings.rules[text.name] === true),
  );
  return (
    <details className="advanced" open={open}>
      <summary>{t('local.advanced.summary')}</summary>
      <fieldset>
        <legend>{t('local.advanced.houseRules')}</legend>
        <p className="hint">{t('local.advanced.hint')}</p>
        {RULE_SWITCH_TEXTS.map((text) => {
          const matters = ruleMatters(text.name, gods);
          const id = `rule-${text.name}`;
          return (
            <div key={text.name} className="rule-switch">
              <label>
                <input
                  type="checkbox"
                  name={text.name}
                  checked={settings.rules[text.name] === true}
                  aria-describedby={`${id}-text`}
                  onChange={(event) => {
                    onChange({ rules: { ...settings.rules, [text.name]: event.target.checked } });
                  }}
                />{' '}
                {text.label}
              </label>
              <p id={`${id}-text`} className="rule-text">
                {text.explanation}
                {!matters && (
                  <em>
                    {' '}
                    {t('local.advanced.changesNothing', { gods: list.format(text.gods.map(godTitle)) })}
                  </em>
                )}
              </p>
            </div>
          );
        })}
      </fieldset>
      <label className="rule-switch">
        <input
          type="checkbox"
          name="confirmTurns"
          checked={settings.confirmTurns}
          aria-describedby="confirm-turns-text"
          onChange={(event) => {
            onChange({ confirmTurns: event.target.checked });
          }}
        />{' '}
        {t('local.advanced.confirmEach')}
      </label>
      <p id="confirm-turns-text" className="rule-text">
        {t('local.advanced.confirmText')}
      </p>
    </details>
  );
}
