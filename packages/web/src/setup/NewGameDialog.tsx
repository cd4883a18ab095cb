import { useTranslation } from 'react-i18next';
import type { GodName } from '@santorini/engine';
import { useState } from 'react';
import { AppLink } from '../components/AppLink.js';
import { Modal } from '../components/Modal.js';
import { seatName, type SeatKind } from '../game/seats.js';
import { startChallenger, type ChallengerFlow } from './challenger.js';
import { ChallengerSteps } from './ChallengerSteps.js';
import { AdvancedSettings } from '../components/AdvancedSettings.js';
import { GodPicker } from './GodPicker.js';
import { Segmented } from '../components/Segmented.js';
import { SeatSetup } from './SeatSetup.js';
import {
  pickableGods,
  recordForSettings,
  resizeSeats,
  type GodsMode,
  type NewGameSettings,
} from '../game/newGame.js';
import type { GameRecord } from '@santorini/engine';
import { refusedAgain, type Later } from '../i18n/later.js';

interface Props {
  readonly initial: NewGameSettings;
  readonly onStart: (record: GameRecord, settings: NewGameSettings) => void;
  readonly onCancel: (() => void) | null;
}

const GODS_MODES = [
  { mode: 'none', label: 'local.newGame.godsNone' },
  { mode: 'random', label: 'local.newGame.godsRandom' },
  { mode: 'pick', label: 'local.newGame.godsPick' },
  { mode: 'challenger', label: 'local.newGame.godsChallenger' },
] as const satisfies readonly { mode: GodsMode; label: string }[];

/**
 * Sets up a game: 2–4 players, each a person or the AI (level 1–8), and how the gods are dealt; with
 * the Challenger, the players' choices follow in `ChallengerSteps`.
 */
export function NewGameDialog({ initial, onStart, onCancel }: Props) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState(initial);
  const [error, setError] = useState<Later | null>(null);
  const [flow, setFlow] = useState<ChallengerFlow | null>(null);
  const { players } = settings;
  const gods = pickableGods();

  const update = (patch: Partial<NewGameSettings>) => {
    setSettings((old) => ({ ...old, ...patch }));
    setError(null);
  };
  const setPlayers = (count: number) => {
    update({
      players: count,
      seats: resizeSeats(settings.seats, count),
      picks: Array.from({ length: count }, (_, seat) => settings.picks[seat] ?? null),
      gods: count > 2 && settings.gods === 'none' ? 'random' : settings.gods,
      challenger: settings.challenger < count ? settings.challenger : 0,
    });
  };
  const setSeat = (index: number, seat: SeatKind) => {
    update({ seats: settings.seats.map((old, at) => (at === index ? seat : old)) });
  };
  const setPick = (index: number, god: GodName | null) => {
    update({ picks: settings.picks.map((old, at) => (at === index ? god : old)) });
  };
  const start = () => {
    const seed = Math.floor(Math.random() * 2 ** 32);
    if (settings.gods === 'challenger') {
      const make = () => startChallenger(settings.seats, settings.challenger, seed, settings.rules);
      const made = make();
      if ('error' in made) setError(refusedAgain(make, made.error));
      else setFlow(made.flow);
      return;
    }
    const make = () => recordForSettings({ ...settings, seed });
    const made = make();
    if ('error' in made) setError(refusedAgain(make, made.error));
    else onStart(made.record, settings);
  };

  if (flow !== null)
    return (
      <Modal labelledBy="challenger-title" className="new-game" onEscape={onCancel}>
        <ChallengerSteps
          flow={flow}
          onFlow={setFlow}
          onStart={(record) => {
            onStart(record, { ...settings, seed: record.seed });
          }}
          onBack={() => {
            setFlow(null);
          }}
        />
      </Modal>
    );

  return (
    <Modal labelledBy="new-game-title" className="new-game" onEscape={onCancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        <h2 id="new-game-title">{t('local.newGame.title')}</h2>
        <p className="learn-link">
          <AppLink href="/learn">{t('local.newGame.howToPlay')}</AppLink>
        </p>
        <Segmented
          name="players"
          legend={t('local.newGame.players')}
          options={[2, 3, 4].map((count) => ({ value: count, label: String(count) }))}
          value={players}
          onChange={setPlayers}
        />
        <Segmented
          name="gods"
          legend={t('local.newGame.gods')}
          options={GODS_MODES.map(({ mode, label }) => ({
            value: mode,
            label: t(label),
            disabled: mode === 'none' && players > 2,
          }))}
          value={settings.gods}
          onChange={(mode) => {
            update({ gods: mode });
          }}
        />
        <p className="learn-link gods-help">
          <AppLink href="/learn#power-cards">{t('local.newGame.godsHelp')}</AppLink>
        </p>
        {settings.gods === 'challenger' && (
          <Segmented
            name="challenger"
            legend={t('local.newGame.challenger')}
            options={settings.seats.map((_, seat) => ({ value: seat, label: seatName(players, seat) }))}
            value={settings.challenger}
            onChange={(seat) => {
              update({ challenger: seat });
            }}
          />
        )}
        <fieldset>
          <legend>{t('local.newGame.seats')}</legend>
          {settings.seats.map((seat, index) => (
            <SeatSetup
              key={index}
              name={seatName(players, index)}
              index={index}
              seat={seat}
              onChange={(changed) => {
                setSeat(index, changed);
              }}
            />
          ))}
        </fieldset>
        {settings.gods === 'pick' && (
          <GodPicker players={players} picks={settings.picks} gods={gods} onPick={setPick} />
        )}
        <AdvancedSettings settings={settings} onChange={update} />
        {error !== null && (
          <p className="notice" role="alert">
            {error.word()}
          </p>
        )}
        <div className="dialog-buttons">
          <button type="submit" className="primary">
            {t('local.newGame.start')}
          </button>
          {onCancel !== null && (
            <button type="button" onClick={onCancel}>
              {t('local.newGame.cancel')}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}
