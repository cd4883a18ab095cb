import { useTranslation } from 'react-i18next';
import { useDeferredValue, useMemo, useState } from 'react';
import type { LocalGame } from '../game/localGame.js';
import { positionJson, recordJson, recordText, shareLink } from '../game/sharing.js';

interface Props {
  readonly game: LocalGame;
  /** Loads a pasted record or position; returns why it could not, or null when it did. */
  readonly onImport: (text: string) => string | null;
}

type Shown = 'text' | 'json' | 'position' | 'link';

const LABELS = {
  text: 'local.share.text',
  json: 'local.share.json',
  position: 'local.share.position',
  link: 'local.share.link',
} as const satisfies Record<Shown, string>;

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
export function SharePanel({ game: current, onImport }: Props) {
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState<Shown>('text');
  // The export catches up just after a click's answer (a render of its own): writing a record
  // replays the game, and the panel is mostly closed.
  const game = useDeferredValue(current);
  // Worked out again only when what it shows changed: a click within a turn changes none of it.
  const page = window.location.href.split('#')[0];
  const exported = useMemo(
    () => exportText(game, shown),
    [game.record, game.positions, game.seats, shown, page, i18n.language],
  );
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const kinds: readonly Shown[] = ['text', 'json', 'position', 'link'];
  return (
    <details className="share">
      <summary>{t('local.share.summary')}</summary>
      <div className="share-tabs" role="group" aria-label={t('local.share.tabs')}>
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={shown === kind}
            onClick={() => {
              setShown(kind);
            }}
          >
            {t(LABELS[kind])}
          </button>
        ))}
      </div>
      <label>
        {t('local.share.copy', { what: t(LABELS[shown]) })}
        <textarea readOnly rows={6} value={exported} data-testid="export" />
      </label>
      <label>
        {t('local.share.paste')}
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
        {t('local.share.load')}
      </button>
      {problem !== null && (
        <p className="notice failure" role="alert">
          {problem}
        </p>
      )}
    </details>
  );
}
