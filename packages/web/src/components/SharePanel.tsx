import { useState } from 'react';
import type { LocalGame } from '../game/localGame.js';
import { positionJson, recordJson, recordText, shareLink } from '../game/sharing.js';

interface Props {
  readonly game: LocalGame;
  /** Loads a pasted record; returns why it could not, or null when it did. */
  readonly onImport: (text: string) => string | null;
}

type Shown = 'text' | 'json' | 'position' | 'link';

const LABELS: Record<Shown, string> = {
  text: 'Game record (text)',
  json: 'Game record (JSON)',
  position: 'Position (JSON)',
  link: 'Share link',
};

/** Keep and share: the game's record, its position and a link to copy; a pasted record to load. */
export function SharePanel({ game, onImport }: Props) {
  const [shown, setShown] = useState<Shown>('text');
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const exported =
    shown === 'text'
      ? recordText(game)
      : shown === 'json'
        ? recordJson(game)
        : shown === 'position'
          ? positionJson(game)
          : shareLink(game, window.location.href);
  return (
    <details className="share">
      <summary>Save and share</summary>
      <div className="share-tabs" role="group" aria-label="What to export">
        {(Object.keys(LABELS) as Shown[]).map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={shown === kind}
            onClick={() => {
              setShown(kind);
            }}
          >
            {LABELS[kind]}
          </button>
        ))}
      </div>
      <label>
        {LABELS[shown]} — select and copy
        <textarea readOnly rows={6} value={exported} data-testid="export" />
      </label>
      <label>
        Load a game: paste its record (text or JSON)
        <textarea
          rows={4}
          value={pasted}
          onChange={(event) => {
            setPasted(event.target.value);
          }}
        />
      </label>
      <button
        type="button"
        onClick={() => {
          const why = onImport(pasted);
          setProblem(why);
          if (why === null) setPasted('');
        }}
      >
        Load game
      </button>
      {problem !== null && (
        <p className="notice failure" role="alert">
          {problem}
        </p>
      )}
    </details>
  );
}
