import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from './i18n.js';
import { pickLanguage } from './startLanguage.js';

/** The language menu: a labelled select, each language named in itself (and marked so). */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language-picker">
      <label htmlFor={id}>{t('nav.language')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          const tag = event.target.value;
          if (isLanguage(tag)) void pickLanguage(tag);
        }}
      >
        {LANGUAGES.map(({ tag, name }) => (
          <option key={tag} value={tag} lang={tag}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
