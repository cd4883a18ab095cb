import { godTitle, type GodName, GOD_SUMMARIES } from '@santorini/engine';
import { useState } from 'react';
import { Modal } from '../components/Modal.js';
import { seatName, type SeatKind } from '../game/seats.js';
import { startChallenger, type ChallengerFlow } from './challenger.js';
import { ChallengerSteps } from './ChallengerSteps.js';
import { AdvancedSettings } from './AdvancedSettings.js';
import {
  pickableGods,
  recordForSettings,
  resizeSeats,
  type GodsMode,
  type NewGameSettings,
} from './newGame.js';
import type { GameRecord } from '@santorini/engine';

interface Props {
  readonly initial: NewGameSettings;
  readonly onStart: (record: GameRecord, settings: NewGameSettings) => void;
  readonly onCancel: (() => void) | null;
}

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

const GODS_MODES: readonly { mode: GodsMode; label: string }[] = [
  { mode: 'none', label: 'None (base game)' },
  { mode: 'random', label: 'Random' },
  { mode: 'pick', label: 'Pick for each player' },
  { mode: 'challenger', label: 'Challenger chooses' },
];

/**
 * Sets up a game: 2–4 players, each a person or the AI (level 1–8), and how the gods are dealt; with
 * the Challenger, the players' choices follow in `ChallengerSteps`.
 */
export function NewGameDialog({ initial, onStart, onCancel }: Props) {
  const [settings, setSettings] = useState(initial);
  const [error, setError] = useState<string | null>(null);
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
      const made = startChallenger(settings.seats, settings.challenger, seed, settings.rules);
      if ('error' in made) setError(made.error);
      else setFlow(made.flow);
      return;
    }
    const made = recordForSettings({ ...settings, seed });
    if ('error' in made) setError(made.error);
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
        <h2 id="new-game-title">New game</h2>
        <fieldset>
          <legend>Players</legend>
          {[2, 3, 4].map((count) => (
            <label key={count} className="inline">
              <input
                type="radio"
                name="players"
                value={count}
                checked={players === count}
                onChange={() => {
                  setPlayers(count);
                }}
              />{' '}
              {count}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Gods</legend>
          {GODS_MODES.map(({ mode, label }) => (
            <label key={mode} className="inline">
              <input
                type="radio"
                name="gods"
                value={mode}
                checked={settings.gods === mode}
                disabled={mode === 'none' && players > 2}
                onChange={() => {
                  update({ gods: mode });
                }}
              />{' '}
              {label}
            </label>
          ))}
          {settings.gods === 'challenger' && (
            <label className="seat-row">
              Challenger{' '}
              <select
                name="challenger"
                value={settings.challenger}
                onChange={(event) => {
                  update({ challenger: Number(event.target.value) });
                }}
              >
                {settings.seats.map((_, seat) => (
                  <option key={seat} value={seat}>
                    {seatName(players, seat)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </fieldset>
        <fieldset>
          <legend>Seats</legend>
          {settings.seats.map((seat, index) => {
            const pick = settings.picks[index] ?? null;
            return (
              <div key={index} className="seat-row">
                <label>
                  {seatName(players, index)}{' '}
                  <select
                    name={`seat-${index}`}
                    value={seat.kind === 'person' ? 'person' : `ai-${seat.level}`}
                    onChange={(event) => {
                      const value = event.target.value;
                      setSeat(
                        index,
                        value === 'person'
                          ? { kind: 'person' }
                          : { kind: 'ai', level: Number(value.slice(3)) },
                      );
                    }}
                  >
                    <option value="person">Person</option>
                    {LEVELS.map((level) => (
                      <option key={level} value={`ai-${level}`}>
                        AI level {level} ({LEVEL_HINTS[level]})
                      </option>
                    ))}
                  </select>
                </label>
                {settings.gods === 'pick' && (
                  <label>
                    {' '}
                    god{' '}
                    <select
                      name={`god-${index}`}
                      value={pick ?? ''}
                      onChange={(event) => {
                        const value = event.target.value;
                        setPick(index, gods.find((god) => god === value) ?? null);
                      }}
                    >
                      <option value="">(none)</option>
                      {gods.map((god) => (
                        <option key={god} value={god}>
                          {godTitle(god)}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                {settings.gods === 'pick' && pick !== null && (
                  <p className="god-text">{GOD_SUMMARIES[pick]}</p>
                )}
              </div>
            );
          })}
        </fieldset>
        <AdvancedSettings settings={settings} onChange={update} />
        {error !== null && (
          <p className="notice" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-buttons">
          <button type="submit">Start</button>
          {onCancel !== null && (
            <button type="button" onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}
