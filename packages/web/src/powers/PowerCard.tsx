import { useTranslation } from 'react-i18next';
import { godTitle, GOD_SUMMARIES, type GodName, type Position } from '@santorini/engine';
import { PowerState } from '../components/PowerState.js';
import { Emblem } from './Emblem.js';
import { godEpithet } from './godEpithets.js';

interface Props {
  readonly god: GodName;
  /** With a game: the power's state now (coins, Chaos's card, borrowed, moved up, extra turn). */
  readonly position?: Position;
  readonly seat?: number;
}

/** A god's power card: emblem, name, title, what the power does, and what it holds right now. */
export function PowerCard({ god, position, seat }: Props) {
  const { t } = useTranslation();
  return (
    <section
      className="power-card god"
      data-god={god}
      aria-label={t('local.power.label', { god: godTitle(god) })}
    >
      <Emblem god={god} />
      <h3>{godTitle(god)}</h3>
      <p className="power-title">{godEpithet(god)}</p>
      <p className="power-text">{GOD_SUMMARIES[god]}</p>
      {position !== undefined && seat !== undefined && <PowerState position={position} seat={seat} />}
    </section>
  );
}
