import { useState } from 'react';
import type { LocalGame } from '../game/localGame.js';
import { positionJson, recordJson, recordText, shareLink } from '../game/sharing.js';

interface Props {
  readonly game: LocalGame;
  /** Loads a pasted record or position; returns why it could not, or null when it did. */
  readonly onImport: (text: string) => string | null;
}

type Shown = 'text' | 'json' | 'position' | 'link';

const LABELS: Record<Shown, string> = {
  text: 'Game record (text)',
  json: 'Game record (JSON)',
  position: 'Position (JSON)',
  link: 'Share link',
};

function exportText(game: LocalGame, shown: Shown): string {
  switch (shown) {
    case 'text':
      return recordText(game);
    case 'json':
      return recordJson(game);
    case 'position':
      return positionJson(game);
    case 'link':
      return shareLink(game, window.location.href);
  }
}

/**
 * Keep and share: the game's record (for a game started from a position, with that position), the
 * current position and a link to copy; a pasted record or position to load.
 */
export function SharePanel({ game, onImport }: Props) {
  const [shown, setShown] = useState<Shown>('text');
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const kinds: readonly Shown[] = ['text', 'json', 'position', 'link'];
  return (
    <details className="share">
      <summary>Save and share</summary>
      <div className="share-tabs" role="group" aria-label="What to export">
        {kinds.map((kind) => (
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
        <textarea readOnly rows={6} value={exportText(game, shown)} data-testid="export" />
      </label>
      <label>
        Load a game: paste a record (text or JSON) or a position (JSON)
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
