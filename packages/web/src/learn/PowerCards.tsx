import { GOD_NAMES, type GodName } from '@santorini/engine';
import type { PowerText, PowerTextLanguage, PowerTexts } from './powerTexts.js';
import { POWERS_EN } from './powers.en.js';
import { POWERS_FR } from './powers.fr.js';
import { POWERS_NL } from './powers.nl.js';

const TEXTS: Readonly<Record<PowerTextLanguage, PowerTexts>> = {
  en: POWERS_EN,
  fr: POWERS_FR,
  nl: POWERS_NL,
};

/** The few words around the cards, in the cards' language. */
interface CardWords {
  readonly simple: string;
  readonly advanced: string;
  readonly when: string;
  readonly rulings: string;
}

const WORDS: Readonly<Record<PowerTextLanguage, CardWords>> = {
  en: { simple: 'Simple Gods', advanced: 'Advanced Gods', when: 'When', rulings: 'Good to know' },
  fr: { simple: 'Dieux simples', advanced: 'Dieux avancés', when: 'Quand', rulings: 'Précisions' },
  nl: {
    simple: 'Eenvoudige goden',
    advanced: 'Gevorderde goden',
    when: 'Wanneer',
    rulings: 'Goed om te weten',
  },
};

/** The page's language (`<html lang>`) when the cards are written in it, else English. */
export function cardLanguage(lang: string): PowerTextLanguage {
  const base = lang.toLowerCase().split('-')[0];
  return base === 'fr' || base === 'nl' ? base : 'en';
}

function PowerCard({
  god,
  power,
  language,
}: {
  god: GodName;
  power: PowerText;
  language: PowerTextLanguage;
}) {
  const words = WORDS[language];
  return (
    <article className="learn-power" id={`power-${god}`} aria-labelledby={`power-${god}-title`}>
      <h4 id={`power-${god}-title`}>{power.title}</h4>
      <p className="learn-power-epithet">{power.epithet}</p>
      <p className="learn-power-timing">
        <span className="learn-hidden">{words.when}: </span>
        {power.timing}
      </p>
      <p className="learn-power-text">{power.text}</p>
      <p className="learn-power-rulings-title">{words.rulings}</p>
      <ul className="learn-power-rulings">
        {power.rulings.map((ruling) => (
          <li key={ruling}>{ruling}</li>
        ))}
      </ul>
    </article>
  );
}

/** The 30 God Power cards, Simple Gods (the first 10) then Advanced, each with its text and rulings. */
export function PowerCards({ language }: { readonly language: PowerTextLanguage }) {
  const texts = TEXTS[language];
  const group = (title: string, gods: readonly GodName[]) => (
    <>
      <h3>{title}</h3>
      <div className="learn-powers">
        {gods.map((god) => (
          <PowerCard key={god} god={god} power={texts[god]} language={language} />
        ))}
      </div>
    </>
  );
  return (
    <>
      {group(WORDS[language].simple, GOD_NAMES.slice(0, 10))}
      {group(WORDS[language].advanced, GOD_NAMES.slice(10))}
    </>
  );
}
