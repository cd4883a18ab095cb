import { godTitle, GOD_SUMMARIES, type GodName } from '@santorini/engine';
import { useState } from 'react';
import { seatName } from '../game/seats.js';
import { AdvancedSettings } from '../setup/AdvancedSettings.js';
import { defaultSettings, pickableGods, type NewGameSettings } from '../setup/newGame.js';
import { ApiError, failureText, type Api } from './api.js';
import {
  CLOCKS,
  createRequest,
  inviteRefusalText,
  defaultChoices,
  withPlayers,
  type ClockChoice,
  type CreateChoices,
  type OnlineGodsMode,
  type Opponents,
} from './createRequest.js';
import { Segmented } from './Segmented.js';
import { loadConfirmTurns, saveConfirmTurns } from './preferences.js';

interface Props {
  readonly api: Api;
  /** Whether the creator has an account: only then can a game be rated. */
  readonly account: boolean;
  readonly onCreated: (id: string) => void;
}

const GODS: readonly { value: OnlineGodsMode; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'random', label: 'Random' },
  { value: 'pick', label: 'Pick' },
  { value: 'challenger', label: 'Challenger' },
];

const OPPONENTS: readonly { value: Opponents; label: string }[] = [
  { value: 'invite', label: 'Invite a friend' },
  { value: 'open', label: 'Open to anyone' },
  { value: 'ai', label: "The server's AI" },
];

const CLOCK_CHOICES: readonly ClockChoice[] = ['none', 'blitz', 'rapid', 'correspondence'];

const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8].map((level) => ({ value: level, label: String(level) }));

/** The new-game settings the shared Advanced part edits: the rule switches and the confirm-turn preference. */
const advancedOf = (choices: CreateChoices, confirmTurns: boolean): NewGameSettings => ({
  ...defaultSettings(0),
  players: choices.players,
  gods: choices.gods,
  picks: choices.picks,
  rules: choices.rules,
  confirmTurns,
});

/** Creates an online game: players, gods, rule switches, and who plays the other seats. */
export function CreateGameForm({ api, account, onCreated }: Props) {
  const [choices, setChoices] = useState<CreateChoices>(defaultChoices);
  const [confirmTurns, setConfirmTurns] = useState(() => loadConfirmTurns(window.localStorage));
  const [error, setError] = useState<string | null>(null);
  // The server's refusal of the invited name, shown by the field.
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const update = (patch: Partial<CreateChoices>) => {
    setChoices((old) => ({ ...old, ...patch }));
    setError(null);
    setInviteError(null);
  };

  const submit = async () => {
    const made = createRequest(choices);
    if ('error' in made) {
      setError(made.error);
      return;
    }
    setBusy(true);
    try {
      const created = await api.createGame(made.request);
      onCreated(created.id);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'malformed' && failure.message.startsWith('invite'))
        setInviteError(inviteRefusalText(failure.message));
      else setError(failureText(failure));
      setBusy(false);
    }
  };

  return (
    <form
      className="panel create-game"
      aria-labelledby="create-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="create-title">New online game</h2>
      <Segmented
        legend="Players"
        name="players"
        options={[2, 3, 4].map((count) => ({ value: count, label: String(count) }))}
        value={choices.players}
        onChange={(players) => {
          setChoices(withPlayers(choices, players));
          setError(null);
        }}
      />
      <Segmented
        legend="Who plays the other seats"
        name="opponents"
        options={OPPONENTS}
        value={choices.opponents}
        onChange={(opponents) => {
          update({ opponents });
        }}
      />
      {choices.opponents === 'invite' && (
        <InviteField
          value={choices.inviteName}
          error={inviteError}
          onChange={(inviteName) => {
            update({ inviteName });
          }}
        />
      )}
      {choices.opponents === 'ai' && (
        <Segmented
          legend="AI level (1 beginner – 8 full strength)"
          name="ai-level"
          options={LEVELS}
          value={choices.aiLevel}
          onChange={(aiLevel) => {
            update({ aiLevel });
          }}
        />
      )}
      <Segmented
        legend="Your seat"
        name="seat"
        options={Array.from({ length: choices.players }, (_, seat) => ({
          value: seat,
          label: seatName(choices.players, seat),
        }))}
        value={choices.seat}
        onChange={(seat) => {
          update({ seat });
        }}
      />
      <Segmented
        legend="Gods"
        name="gods"
        options={GODS.map((option) => ({
          ...option,
          disabled: option.value === 'none' && choices.players > 2,
        }))}
        value={choices.gods}
        onChange={(gods) => {
          update({ gods });
        }}
      />
      {choices.gods === 'challenger' && (
        <p className="hint">
          The Challenger offers the powers, each player takes one, and the Challenger names who starts.
        </p>
      )}
      {choices.gods === 'pick' && <GodPicks choices={choices} onChange={update} />}
      <Segmented
        legend="Clock"
        name="clock"
        options={CLOCK_CHOICES.map((value) => ({ value, label: CLOCKS[value].label }))}
        value={choices.clock}
        onChange={(clock) => {
          update({ clock });
        }}
      />
      {account && choices.players === 2 && choices.opponents !== 'ai' && (
        <label className="rule-switch">
          <input
            type="checkbox"
            name="rated"
            checked={choices.rated}
            onChange={(event) => {
              update({ rated: event.target.checked });
            }}
          />{' '}
          Rated (counts for both players' ratings when the other player has an account too)
        </label>
      )}
      <AdvancedSettings
        settings={advancedOf(choices, confirmTurns)}
        onChange={(patch) => {
          if (patch.rules !== undefined) update({ rules: patch.rules });
          if (patch.confirmTurns !== undefined) {
            setConfirmTurns(patch.confirmTurns);
            saveConfirmTurns(window.localStorage, patch.confirmTurns);
          }
        }}
      />
      {error !== null && (
        <p className="notice failure" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        Create game
      </button>
    </form>
  );
}

function GodPicks({
  choices,
  onChange,
}: {
  readonly choices: CreateChoices;
  readonly onChange: (patch: Partial<CreateChoices>) => void;
}) {
  const gods = pickableGods();
  return (
    <div className="god-picks">
      {choices.picks.map((pick, seat) => (
        <div key={seat} className="seat-row">
          <label>
            {seatName(choices.players, seat)}'s god{' '}
            <select
              name={`god-${seat}`}
              value={pick ?? ''}
              onChange={(event) => {
                const chosen: GodName | null = gods.find((god) => god === event.target.value) ?? null;
                onChange({ picks: choices.picks.map((old, at) => (at === seat ? chosen : old)) });
              }}
            >
              <option value="">(choose)</option>
              {gods.map((god) => (
                <option key={god} value={god}>
                  {godTitle(god)}
                </option>
              ))}
            </select>
          </label>
          {pick !== null && <p className="god-text">{GOD_SUMMARIES[pick]}</p>}
        </div>
      ))}
    </div>
  );
}

/** An account name to challenge: the other seat is kept for that player. */
function InviteField({
  value,
  error,
  onChange,
}: {
  readonly value: string;
  readonly error: string | null;
  readonly onChange: (value: string) => void;
}) {
  return (
    <label className="field invite-field">
      Invite a player (optional)
      <input
        name="invite"
        value={value}
        maxLength={64}
        autoComplete="off"
        placeholder="Their account name"
        aria-invalid={error === null ? undefined : true}
        aria-describedby={error === null ? 'invite-hint' : 'invite-error'}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {error === null ? (
        <span id="invite-hint" className="hint">
          Keeps the other seat for them; or leave it empty and send the invite link.
        </span>
      ) : (
        <span id="invite-error" className="notice failure" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
