import { useTranslation } from 'react-i18next';
import { godTitle, type GodName } from '@santorini/engine';
import { useState } from 'react';
import { seatName } from '../game/seats.js';
import { Emblem } from '../powers/Emblem.js';
import { powerText } from '../powers/powerText.js';
import { PowerCard } from '../powers/PowerCard.js';
import { Segmented } from './Segmented.js';

interface Props {
  readonly players: number;
  readonly picks: readonly (GodName | null)[];
  readonly gods: readonly GodName[];
  readonly onPick: (seat: number, god: GodName | null) => void;
}

/**
 * Picking a god for each seat: choose the seat, then its god from a card per god (real radio
 * buttons, `god-<seat>`); the chosen god's power card shows below.
 */
export function GodPicker({ players, picks, gods, onPick }: Props) {
  const { t } = useTranslation();
  const [seat, setSeat] = useState(0);
  const shown = Math.min(seat, players - 1);
  const pick = picks[shown] ?? null;
  return (
    <fieldset className="god-picker">
      <legend>{t('local.godPicker.legend')}</legend>
      <Segmented
        name="pick-seat"
        legend={t('local.godPicker.choosingFor')}
        options={picks.map((god, index) => ({
          value: index,
          label: t('local.godPicker.seatGod', {
            seat: seatName(players, index),
            god: god === null ? t('local.godPicker.none') : godTitle(god),
          }),
        }))}
        value={shown}
        onChange={setSeat}
      />
      <div
        className="god-cards"
        role="radiogroup"
        aria-label={t('local.godPicker.godOf', { seat: seatName(players, shown) })}
      >
        <label className="god-card">
          <input
            type="radio"
            name={`god-${shown}`}
            value=""
            checked={pick === null}
            onChange={() => {
              onPick(shown, null);
            }}
          />
          <span className="emblem" aria-hidden="true" />
          <strong>{t('local.godPicker.noGod')}</strong>
          <small>{t('local.godPicker.baseGame')}</small>
        </label>
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
    </fieldset>
  );
}
