import { useEffect, useRef } from 'react';
import type { LogEntry } from '../game/gameLog.js';

/** The turns so far in notation, each with a plain-English line per step. */
export function GameLog({ entries }: { readonly entries: readonly LogEntry[] }) {
  const list = useRef<HTMLOListElement>(null);
  // The newest turn stays in view.
  useEffect(() => {
    const element = list.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [entries.length]);
  return (
    <section className="log" aria-label="Game log">
      <h2>Game log</h2>
      {entries.length === 0 ? (
        <p className="empty">No turns yet.</p>
      ) : (
        <ol ref={list}>
          {entries.map((entry) => (
            <li key={entry.number} value={entry.number}>
              <code className="notation">{entry.notation}</code> <span className="who">{entry.player}</span>
              <ul>
                {entry.lines.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
