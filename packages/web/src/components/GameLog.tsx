import { useTranslation } from 'react-i18next';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { isReplayKey, type ReplayKey } from '../game/replayCursor.js';
import type { LogEntry } from '../game/gameLog.js';

interface Props {
  readonly entries: readonly LogEntry[];
  /** The position shown by the replay (the one after turn `viewing`), or null for the game as it is. */
  readonly viewing?: number | null;
  /** Shows the board after turn `number`; without it the entries are plain text. */
  readonly onView?: (number: number) => void;
  /** ←/→/Home/End on an entry: the replay steps through the game. */
  readonly onReplayKey?: (key: ReplayKey) => void;
}

/**
 * The turns so far in notation, each with a plain-English line per step. With `onView` each turn is
 * a button that shows the board after it; ←/→ on the log step through the game.
 */
export function GameLog({ entries, viewing = null, onView, onReplayKey }: Props) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  // The newest turn stays in view. Scrolled in the next frame, before it is painted: reading the
  // height now would make the browser lay out the page in the middle of a click's answer.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const element = list.current;
      if (element !== null) element.scrollTop = element.scrollHeight;
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [entries.length]);
  // Stepping with the keys: the focus follows the turn shown, which scrolls into view.
  useEffect(() => {
    const element = list.current;
    if (element === null || viewing === null || !element.contains(document.activeElement)) return;
    const shown = element.querySelector<HTMLButtonElement>(`button[data-turn="${viewing}"]`);
    shown?.focus();
  }, [viewing]);

  // The entries are drawn again only when they or the turn shown change (not on every click of a
  // turn): the click handler is read when clicked, so a new `onView` needs no new entries.
  const viewRef = useRef(onView);
  viewRef.current = onView;
  const viewable = onView !== undefined;
  const items = useMemo(
    () =>
      entries.map((entry) => {
        const summary = (
          <>
            <code className="notation">{entry.notation}</code> <span className="who">{entry.player}</span>
          </>
        );
        return (
          <li
            key={entry.number}
            value={entry.number}
            className={viewing === entry.number ? 'viewing' : undefined}
          >
            {!viewable ? (
              summary
            ) : (
              <button
                type="button"
                className="log-turn"
                data-turn={entry.number}
                aria-current={viewing === entry.number ? 'step' : undefined}
                title={t('local.log.showAfter', { number: entry.number })}
                onClick={() => {
                  viewRef.current?.(entry.number);
                }}
              >
                {summary}
              </button>
            )}
            <ul>
              {entry.lines.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </li>
        );
      }),
    [entries, viewing, viewable, t],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (onReplayKey === undefined || !isReplayKey(event.key)) return;
    event.preventDefault();
    onReplayKey(event.key);
  };
  return (
    <section className="log" aria-label={t('local.log.title')}>
      <h2>{t('local.log.title')}</h2>
      {entries.length === 0 ? (
        <p className="empty">{t('local.log.empty')}</p>
      ) : (
        <ol ref={list} onKeyDown={onKeyDown}>
          {items}
        </ol>
      )}
    </section>
  );
}
