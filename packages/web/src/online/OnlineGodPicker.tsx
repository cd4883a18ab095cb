import { useTranslation } from 'react-i18next';
import { godTitle, type GodName } from '@santorini/engine';
import { useState } from 'react';
import { seatName } from '../game/seats.js';
import { Emblem } from '../powers/Emblem.js';
import { powerText } from '../powers/powerText.js';
import { PowerCard } from '../powers/PowerCard.js';
import { Segmented } from '../setup/Segmented.js';

interface Props {
  readonly players: number;
  readonly picks: readonly (GodName | null)[];
  readonly gods: readonly GodName[];
  readonly onPick: (seat: number, god: GodName) => void;
}

/**
 * The create form's god choice, drawn like the local new-game dialog's: the seat, then a card per
 * god (real radio buttons named `god-<seat>`), the chosen god's power card below. Every seat must
 * get a god here, so there is no "no god" card.
 */
export function OnlineGodPicker({ players, picks, gods, onPick }: Props) {
  const { t } = useTranslation();
  const [seat, setSeat] = useState(0);
  const shown = Math.min(seat, players - 1);
  const pick = picks[shown] ?? null;
  return (
    <div className="god-picker">
      <Segmented
        name="pick-seat"
        legend={t('online.create.pickFor')}
        options={picks.map((god, index) => ({
          value: index,
          label: `${seatName(players, index)}: ${god === null ? t('online.create.choose') : godTitle(god)}`,
        }))}
        value={shown}
        onChange={setSeat}
      />
      <div
        className="god-cards"
        role="radiogroup"
        aria-label={t('online.create.godOf', { seat: seatName(players, shown) })}
      >
        {gods.map((god) => (
          <label key={god} className="god-card">
            <input
              type="radio"
              name={`god-${shown}`}
              value={god}
              checked={pick === god}
              onChange={() => {
                onPick(shown, god);
              }}
            />
            <Emblem god={god} />
            <strong>{godTitle(god)}</strong>
            <small>{powerText(god).epithet}</small>
          </label>
        ))}
      </div>
      {pick !== null && (
        <div className="picked-power">
          <PowerCard god={pick} />
        </div>
      )}
    </div>
  );
}
