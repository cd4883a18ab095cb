import { useTranslation } from 'react-i18next';
import { godTitle, type GodName } from '@santorini/engine';
import { GodCardGrid } from '../components/GodCardGrid.js';

interface Props {
  readonly players: number;
  readonly picks: readonly (GodName | null)[];
  readonly gods: readonly GodName[];
  readonly onPick: (seat: number, god: GodName | null) => void;
}

/**
 * Picking a god for each seat: choose the seat, then its god from a card per god (real radio
 * buttons, `god-<seat>`), "no god" first; the chosen god's power card shows below.
 */
export function GodPicker({ players, picks, gods, onPick }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="god-picker">
      <legend>{t('local.godPicker.legend')}</legend>
      <GodCardGrid
        players={players}
        picks={picks}
        gods={gods}
        onPick={onPick}
        words={{
          seatLegend: t('local.godPicker.choosingFor'),
          seatLabel: (seat, god) =>
            t('local.godPicker.seatGod', {
              seat,
              god: god === null ? t('local.godPicker.none') : godTitle(god),
            }),
          groupLabel: (seat) => t('local.godPicker.godOf', { seat }),
          noGod: { title: t('local.godPicker.noGod'), note: t('local.godPicker.baseGame') },
        }}
      />
    </fieldset>
  );
}
