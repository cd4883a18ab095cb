import { godTitle, type GodName, type Position } from '@santorini/engine';
import { useTranslation } from 'react-i18next';
import { PowerState } from './PowerState.js';
import { Emblem } from './Emblem.js';
import { powerText } from './powerText.js';

interface Props {
  readonly god: GodName;
  /** With a game: the power's state now (coins, Chaos's card, borrowed, moved up, extra turn). */
  readonly position?: Position;
  readonly seat?: number;
}

/**
 * A god's power card: emblem, name, epithet, the power in a sentence (with its full text and rulings
 * a click away), and what it holds right now; in the current language.
 */
export function PowerCard({ god, position, seat }: Props) {
  const { t } = useTranslation();
  const power = powerText(god);
  return (
    <section
      className="power-card god"
      data-god={god}
      aria-label={t('local.power.label', { god: godTitle(god) })}
    >
      <Emblem god={god} />
      <h3>{power.title}</h3>
      <p className="power-title">{power.epithet}</p>
      <p className="power-text">{power.summary}</p>
      <details className="power-full">
        <summary>{t('pages.powers.fullText')}</summary>
        <p className="power-timing">
          <span className="sr-only">{t('pages.powers.when')} </span>
          {power.timing}
        </p>
        <p>{power.text}</p>
        <ul className="power-rulings">
          {power.rulings.map((ruling) => (
            <li key={ruling}>{ruling}</li>
          ))}
        </ul>
      </details>
      {position !== undefined && seat !== undefined && <PowerState position={position} seat={seat} />}
    </section>
  );
}
