import { useTranslation } from 'react-i18next';
import { godTitle, type GodName } from '@santorini/engine';
import { GodCardGrid } from '../components/GodCardGrid.js';

interface Props {
  readonly players: number;
  readonly picks: readonly (GodName | null)[];
  readonly gods: readonly GodName[];
  readonly onPick: (seat: number, god: GodName) => void;
}

/**
 * The create form's god choice, drawn like the local new-game dialog's (the same grid). Every seat
 * must get a god here, so there is no "no god" card.
 */
export function OnlineGodPicker({ players, picks, gods, onPick }: Props) {
  const { t } = useTranslation();
  return (
    <div className="god-picker">
      <GodCardGrid
        players={players}
        picks={picks}
        gods={gods}
        onPick={(seat, god) => {
          if (god !== null) onPick(seat, god);
        }}
        words={{
          seatLegend: t('online.create.pickFor'),
          seatLabel: (seat, god) => `${seat}: ${god === null ? t('online.create.choose') : godTitle(god)}`,
          groupLabel: (seat) => t('online.create.godOf', { seat }),
        }}
      />
    </div>
  );
}
