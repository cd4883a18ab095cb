import type { SeatKind } from '../game/seats.js';
import { Segmented } from './Segmented.js';

const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8];
/** A word on each level's strength (packages/ai/README.md: each level beats the one below ~85–95%). */
const LEVEL_HINTS: Record<number, string> = {
  1: 'beginner',
  2: 'casual',
  3: 'club',
  4: 'strong club',
  5: 'expert',
  6: 'master',
  7: 'grandmaster',
  8: 'full strength',
};

/** The level a seat turned into an AI starts at. */
const FIRST_AI_LEVEL = 3;

interface Props {
  /** The seat's colour name ("Blue"). */
  readonly name: string;
  readonly index: number;
  readonly seat: SeatKind;
  readonly onChange: (seat: SeatKind) => void;
}

/** Who plays one seat: a person or the AI (segmented), and the AI's level 1–8 (segmented). */
export function SeatSetup({ name, index, seat, onChange }: Props) {
  return (
    <div className="seat-setup" data-seat={index}>
      <span className="seat-name" aria-hidden="true">
        {name}
      </span>
      <Segmented
        name={`seat-${index}`}
        legend={`${name} is played by`}
        hideLegend
        options={[
          { value: 'person', label: 'Person' },
          { value: 'ai', label: 'AI' },
        ]}
        value={seat.kind}
        onChange={(kind) => {
          onChange(kind === 'person' ? { kind: 'person' } : { kind: 'ai', level: FIRST_AI_LEVEL });
        }}
      />
      {seat.kind === 'ai' && (
        <>
          <Segmented
            name={`level-${index}`}
            legend={`${name}'s AI level`}
            hideLegend
            options={LEVELS.map((level) => ({ value: level, label: String(level) }))}
            value={seat.level}
            onChange={(level) => {
              onChange({ kind: 'ai', level });
            }}
          />
          <span className="level-hint">
            Level {seat.level}: {LEVEL_HINTS[seat.level]}
          </span>
        </>
      )}
    </div>
  );
}
