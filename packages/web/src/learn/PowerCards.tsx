import { GOD_NAMES, type GodName } from '@santorini/engine';
import { useTranslation } from 'react-i18next';
import { powerText } from '../powers/powerText.js';

function PowerCard({ god }: { readonly god: GodName }) {
  const { t } = useTranslation();
  const power = powerText(god);
  return (
    <article className="learn-power" id={`power-${god}`} aria-labelledby={`power-${god}-title`}>
      <h4 id={`power-${god}-title`}>{power.title}</h4>
      <p className="learn-power-epithet">{power.epithet}</p>
      <p className="learn-power-timing">
        <span className="learn-hidden">{t('pages.learn.when')} </span>
        {power.timing}
      </p>
      <p className="learn-power-text">{power.text}</p>
      <p className="learn-power-rulings-title">{t('pages.learn.rulings')}</p>
      <ul className="learn-power-rulings">
        {power.rulings.map((ruling) => (
          <li key={ruling}>{ruling}</li>
        ))}
      </ul>
    </article>
  );
}

/**
 * The 30 God Power cards, Simple Gods (the first 10) then Advanced, each with its text and rulings,
 * in the current language (drawn again when it changes).
 */
export function PowerCards() {
  const { t } = useTranslation();
  const group = (title: string, gods: readonly GodName[]) => (
    <>
      <h3>{title}</h3>
      <div className="learn-powers">
        {gods.map((god) => (
          <PowerCard key={god} god={god} />
        ))}
      </div>
    </>
  );
  return (
    <>
      {group(t('pages.learn.simple'), GOD_NAMES.slice(0, 10))}
      {group(t('pages.learn.advanced'), GOD_NAMES.slice(10))}
    </>
  );
}
