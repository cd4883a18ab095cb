import { useTranslation } from 'react-i18next';
import type { Position } from '@santorini/engine';
import { powerStateLines } from '../game/powerState.js';

/** What a seat's power holds now (Chaos's card, Morpheus's coins…), under its god's text. */
export function PowerState({ position, seat }: { readonly position: Position; readonly seat: number }) {
  const { t } = useTranslation();
  const lines = powerStateLines(position, seat);
  if (lines.length === 0) return null;
  return (
    <ul className="power-state" aria-label={t('local.players.powerNow')}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
