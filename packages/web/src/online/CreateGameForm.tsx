import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { seatName } from '../game/seats.js';
import { AdvancedSettings } from '../components/AdvancedSettings.js';
import { defaultSettings, pickableGods, type NewGameSettings } from '../game/newGame.js';
import { ApiError, failureText, type Api } from './api.js';
import {
  createRequest,
  inviteRefusalText,
  defaultChoices,
  withPlayers,
  type ClockChoice,
  type CreateChoices,
  type OnlineGodsMode,
  type Opponents,
} from './createRequest.js';
import { Segmented } from '../components/Segmented.js';
import { OnlineGodPicker } from './OnlineGodPicker.js';
import { loadConfirmTurns, saveConfirmTurns } from './preferences.js';
import { later, type Later } from '../i18n/later.js';

interface Props {
  readonly api: Api;
  /** Whether the creator has an account: only then can a game be rated. */
  readonly account: boolean;
  readonly onCreated: (id: string) => void;
}

const GODS = [
  { value: 'none', label: 'online.create.godsNone' },
  { value: 'random', label: 'online.create.godsRandom' },
  { value: 'pick', label: 'online.create.godsPick' },
  { value: 'challenger', label: 'online.create.godsChallenger' },
] as const satisfies readonly { value: OnlineGodsMode; label: string }[];

const OPPONENTS = [
  { value: 'invite', label: 'online.create.invite' },
  { value: 'open', label: 'online.create.open' },
  { value: 'ai', label: 'online.create.ai' },
] as const satisfies readonly { value: Opponents; label: string }[];

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
  const { t } = useTranslation();
  const [choices, setChoices] = useState<CreateChoices>(defaultChoices);
  const [confirmTurns, setConfirmTurns] = useState(() => loadConfirmTurns(window.localStorage));
  const [error, setError] = useState<Later | null>(null);
  // The server's refusal of the invited name, shown by the field.
  const [inviteError, setInviteError] = useState<Later | null>(null);
  const [busy, setBusy] = useState(false);
  const update = (patch: Partial<CreateChoices>) => {
    setChoices((old) => ({ ...old, ...patch }));
    setError(null);
    setInviteError(null);
  };

  const submit = async () => {
    const made = createRequest(choices);
    if ('error' in made) {
      // Worded again from the same choices when shown, in the language of that moment.
      setError(
        later(() => {
          const again = createRequest(choices);
          return 'error' in again ? again.error : made.error;
        }),
      );
      return;
    }
    setBusy(true);
    try {
      const created = await api.createGame(made.request);
      onCreated(created.id);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'malformed' && failure.message.startsWith('invite'))
        setInviteError(later(() => inviteRefusalText(failure.message)));
      else setError(later(() => failureText(failure)));
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
      <h2 id="create-title">{t('online.create.title')}</h2>
      <Segmented
        legend={t('online.create.players')}
        name="players"
        options={[2, 3, 4].map((count) => ({ value: count, label: String(count) }))}
        value={choices.players}
        onChange={(players) => {
          setChoices(withPlayers(choices, players));
          setError(null);
        }}
      />
      <Segmented
        legend={t('online.create.opponents')}
        name="opponents"
        options={OPPONENTS.map((option) => ({ ...option, label: t(option.label) }))}
        value={choices.opponents}
        onChange={(opponents) => {
          update({ opponents });
        }}
      />
      {choices.opponents === 'invite' && (
        <InviteField
          value={choices.inviteName}
          error={inviteError?.word() ?? null}
          onChange={(inviteName) => {
            update({ inviteName });
          }}
        />
      )}
      {choices.opponents === 'ai' && (
        <Segmented
          legend={t('online.create.aiLevel')}
          name="ai-level"
          options={LEVELS}
          value={choices.aiLevel}
          onChange={(aiLevel) => {
            update({ aiLevel });
          }}
        />
      )}
      <Segmented
        legend={t('online.create.seat')}
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
        legend={t('online.create.gods')}
        name="gods"
        options={GODS.map((option) => ({
          ...option,
          label: t(option.label),
          disabled: option.value === 'none' && choices.players > 2,
        }))}
        value={choices.gods}
        onChange={(gods) => {
          update({ gods });
        }}
      />
      {choices.gods === 'challenger' && <p className="hint">{t('online.create.challengerHint')}</p>}
      {choices.gods === 'pick' && (
        <OnlineGodPicker
          players={choices.players}
          picks={choices.picks}
          gods={pickableGods()}
          onPick={(seat, god) => {
            update({ picks: choices.picks.map((old, at) => (at === seat ? god : old)) });
          }}
        />
      )}
      <Segmented
        legend={t('online.create.clock')}
        name="clock"
        options={CLOCK_CHOICES.map((value) => ({ value, label: t(`online.clock.${value}`) }))}
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
          {t('online.create.rated')}
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
          {error.word()}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        {t('online.create.submit')}
      </button>
    </form>
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
  const { t } = useTranslation();
  return (
    <label className="field invite-field">
      {t('online.create.invitePlayer')}
      <input
        name="invite"
        value={value}
        maxLength={64}
        autoComplete="off"
        placeholder={t('online.create.invitePlaceholder')}
        aria-invalid={error === null ? undefined : true}
        aria-describedby={error === null ? 'invite-hint' : 'invite-error'}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {error === null ? (
        <span id="invite-hint" className="hint">
          {t('online.create.inviteHint')}
        </span>
      ) : (
        <span id="invite-error" className="notice failure" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
