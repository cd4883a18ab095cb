import { godTitle, type GodName } from '@santorini/engine';
import { useState, type ReactNode } from 'react';
import { seatName } from '../game/seats.js';
import { Emblem } from '../powers/Emblem.js';
import { powerText } from '../powers/powerText.js';
import { PowerCard } from '../powers/PowerCard.js';
import { Segmented } from './Segmented.js';

/** The words around the grid, in the current language. */
export interface GodCardWords {
  /** The seat picker's legend ("Choosing for"). */
  readonly seatLegend: string;
  /** A seat's pill: its name and its god so far (`null`: none yet). */
  readonly seatLabel: (seat: string, god: GodName | null) => string;
  /** The cards' radio group, for the seat shown ("Red's god"). */
  readonly groupLabel: (seat: string) => string;
  /** A first card for "no god" (the base game); without it every seat must get a god. */
  readonly noGod?: { readonly title: string; readonly note: string };
}

interface Props {
  readonly players: number;
  readonly picks: readonly (GodName | null)[];
  readonly gods: readonly GodName[];
  readonly words: GodCardWords;
  readonly onPick: (seat: number, god: GodName | null) => void;
}

/**
 * Picking a god for each seat, for the local new-game dialog and the online create form alike:
 * the seat, then a card per god (real radio buttons named `god-<seat>`), the chosen god's power
 * card below.
 */
export function GodCardGrid({ players, picks, gods, words, onPick }: Props) {
  const [seat, setSeat] = useState(0);
  const shown = Math.min(seat, players - 1);
  const pick = picks[shown] ?? null;
  const name = `god-${shown}`;
  const choose = (god: GodName | null) => () => {
    onPick(shown, god);
  };
  return (
    <>
      <Segmented
        name="pick-seat"
        legend={words.seatLegend}
        options={picks.map((god, index) => ({
          value: index,
          label: words.seatLabel(seatName(players, index), god),
        }))}
        value={shown}
        onChange={setSeat}
      />
      <div className="god-cards" role="radiogroup" aria-label={words.groupLabel(seatName(players, shown))}>
        {words.noGod !== undefined && (
          <GodCard name={name} value="" checked={pick === null} onChange={choose(null)}>
            <span className="emblem" aria-hidden="true" />
            <strong>{words.noGod.title}</strong>
            <small>{words.noGod.note}</small>
          </GodCard>
        )}
        {gods.map((god) => (
          <GodCard key={god} name={name} value={god} checked={pick === god} onChange={choose(god)}>
            <Emblem god={god} />
            <strong>{godTitle(god)}</strong>
            <small>{powerText(god).epithet}</small>
          </GodCard>
        ))}
      </div>
      {pick !== null && (
        <div className="picked-power">
          <PowerCard god={pick} />
        </div>
      )}
    </>
  );
}

interface CardProps {
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  readonly onChange: () => void;
  readonly children: ReactNode;
}

/** One card: a radio button with its emblem, title and epithet. */
function GodCard({ name, value, checked, onChange, children }: CardProps) {
  return (
    <label className="god-card">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} />
      {children}
    </label>
  );
}
