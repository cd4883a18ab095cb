import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { ApiError, failureText, type Api } from './api.js';
import type { Me } from '@santorini/protocol';
import { Segmented } from '../components/Segmented.js';
import { later, type Later } from '../i18n/later.js';

type Mode = 'guest' | 'create' | 'login';

interface Props {
  readonly api: Api;
  readonly onSignedIn: (me: Me) => void;
  /** Why the name is asked for ("to join this game"). */
  readonly purpose?: string;
}

const MODES = [
  { value: 'guest', label: 'online.name.guest' },
  { value: 'create', label: 'online.name.create' },
  { value: 'login', label: 'online.name.login' },
] as const satisfies readonly { value: Mode; label: string }[];

/** Asks for a name (a guest), or a name and password (a new account, or logging in to one). */
export function NamePrompt({ api, onSignedIn, purpose }: Props) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('guest');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<Later | null>(null);
  const [busy, setBusy] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    nameField.current?.focus();
  }, []);

  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(later(() => t('online.name.errorName')));
      return;
    }
    if (mode !== 'guest' && password.length < 8) {
      setError(later(() => t('online.name.errorPassword')));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer =
        mode === 'login'
          ? await api.login(trimmed, password)
          : await api.session(trimmed, mode === 'create' ? password : undefined);
      onSignedIn({ ...answer.player, account: mode !== 'guest' });
    } catch (failure) {
      // `taken` here is the name (an account's), not a seat: said so in every language.
      const taken = failure instanceof ApiError && failure.code === 'taken' && mode !== 'login';
      setError(later(() => (taken ? t('online.name.errorTaken') : failureText(failure))));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="panel name-prompt"
      aria-labelledby="name-prompt-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="name-prompt-title">{t('online.name.title')}</h2>
      {purpose !== undefined && <p>{purpose}</p>}
      <Segmented
        legend={t('online.name.how')}
        name="sign-in"
        options={MODES.map((option) => ({ ...option, label: t(option.label) }))}
        value={mode}
        onChange={(value) => {
          setMode(value);
          setError(null);
        }}
      />
      <label className="field">
        {t('online.name.name')}
        <input
          ref={nameField}
          name="name"
          autoComplete="username"
          maxLength={24}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
      </label>
      {mode !== 'guest' && (
        <label className="field">
          {t('online.name.password')}
          <input
            name="password"
            type="password"
            autoComplete={mode === 'create' ? 'new-password' : 'current-password'}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
        </label>
      )}
      {error !== null && (
        <p className="notice failure" role="alert">
          {error.word()}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        {mode === 'login' ? t('online.name.login') : t('online.name.continue')}
      </button>
    </form>
  );
}
