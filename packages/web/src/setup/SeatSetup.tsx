import { useTranslation } from 'react-i18next';
import type { SeatKind } from '../game/seats.js';
import { Segmented } from '../components/Segmented.js';

const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8];
/** A word on each level's strength (packages/ai/README.md: each level beats the one below ~85–95%). */
const LEVEL_HINTS = {
  1: 'local.seat.beginner',
  2: 'local.seat.casual',
  3: 'local.seat.club',
  4: 'local.seat.strongClub',
  5: 'local.seat.expert',
  6: 'local.seat.master',
  7: 'local.seat.grandmaster',
  8: 'local.seat.fullStrength',
} as const satisfies Record<number, string>;

const levelHint = (level: number) => LEVEL_HINTS[level as keyof typeof LEVEL_HINTS];

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
  const { t } = useTranslation();
  return (
    <div className="seat-setup" data-seat={index}>
      <span className="seat-name" aria-hidden="true">
        {name}
      </span>
      <Segmented
        name={`seat-${index}`}
        legend={t('local.seat.playedBy', { name })}
        hideLegend
        options={[
          { value: 'person', label: t('local.seat.person') },
          { value: 'ai', label: t('local.seat.ai') },
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
            legend={t('local.seat.aiLevel', { name })}
            hideLegend
            options={LEVELS.map((level) => ({ value: level, label: String(level) }))}
            value={seat.level}
            onChange={(level) => {
              onChange({ kind: 'ai', level });
            }}
          />
          <span className="level-hint">
            {t('local.seat.levelHint', { level: seat.level, strength: t(levelHint(seat.level)) })}
          </span>
        </>
      )}
    </div>
  );
}
