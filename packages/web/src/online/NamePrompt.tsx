import { useEffect, useRef, useState } from 'react';
import { failureText, type Api } from './api.js';
import type { Me } from './protocol.js';
import { Segmented } from './Segmented.js';

type Mode = 'guest' | 'create' | 'login';

interface Props {
  readonly api: Api;
  readonly onSignedIn: (me: Me) => void;
  /** Why the name is asked for ("to join this game"). */
  readonly purpose?: string;
}

const MODES: readonly { value: Mode; label: string }[] = [
  { value: 'guest', label: 'Play as a guest' },
  { value: 'create', label: 'Make an account' },
  { value: 'login', label: 'Log in' },
];

/** Asks for a name (a guest), or a name and password (a new account, or logging in to one). */
export function NamePrompt({ api, onSignedIn, purpose }: Props) {
  const [mode, setMode] = useState<Mode>('guest');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    nameField.current?.focus();
  }, []);

  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed === '') {
      setError('Type a name (1–24 characters).');
      return;
    }
    if (mode !== 'guest' && password.length < 8) {
      setError('A password has at least 8 characters.');
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
      setError(failureText(failure));
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
      <h2 id="name-prompt-title">Who is playing?</h2>
      {purpose !== undefined && <p>{purpose}</p>}
      <Segmented
        legend="How"
        name="sign-in"
        options={MODES}
        value={mode}
        onChange={(value) => {
          setMode(value);
          setError(null);
        }}
      />
      <label className="field">
        Name
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
          Password (8 characters or more)
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
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        {mode === 'login' ? 'Log in' : 'Continue'}
      </button>
    </form>
  );
}
