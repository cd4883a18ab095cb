import type { KeyboardEvent } from 'react';
import { isReplayKey, viewingLine, type ReplayKey } from './replayCursor.js';
import type { Replay } from './useReplay.js';

const STEPS: readonly { readonly key: ReplayKey; readonly glyph: string; readonly label: string }[] = [
  { key: 'Home', glyph: '⏮', label: 'The start' },
  { key: 'ArrowLeft', glyph: '◀', label: 'Previous turn' },
  { key: 'ArrowRight', glyph: '▶', label: 'Next turn' },
  { key: 'End', glyph: '⏭', label: 'The last turn' },
];

/**
 * The replay's buttons under the board: step through the game (also ←/→/Home/End while one of them
 * has the focus), "Analyse from here", and while looking back, where the board is and "Back to the
 * game". Buttons at an end are marked aria-disabled rather than disabled, so the focus stays put.
 */
export function ReplayBar({ replay }: { readonly replay: Replay }) {
  const { at, turns } = replay;
  const shown = at ?? turns;
  const atEnd = (key: ReplayKey) =>
    key === 'Home' || key === 'ArrowLeft' ? shown === 0 : at === null || shown === turns;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isReplayKey(event.key)) return;
    event.preventDefault();
    replay.press(event.key);
  };
  return (
    <div className="replay" role="group" aria-label="Replay" onKeyDown={onKeyDown}>
      {at !== null && (
        <p className="replay-where" role="status">
          <strong>{viewingLine(at, turns)}</strong>
          {replay.variation === null ? ' — the board is read-only.' : ' — trying a variation.'}
        </p>
      )}
      <div className="replay-buttons">
        {STEPS.map((step) => (
          <button
            key={step.key}
            type="button"
            className="replay-step"
            aria-label={step.label}
            title={step.label}
            aria-disabled={atEnd(step.key)}
            onClick={() => {
              if (!atEnd(step.key)) replay.press(step.key);
            }}
          >
            <span aria-hidden="true">{step.glyph}</span>
          </button>
        ))}
        {replay.variation === null ? (
          <button type="button" className="analyse" onClick={replay.analyse}>
            Analyse from here
          </button>
        ) : (
          <button type="button" onClick={replay.closeAnalysis}>
            Close the analysis
          </button>
        )}
        {at !== null && (
          <button type="button" className="back-to-game primary" onClick={replay.back}>
            Back to the game
          </button>
        )}
      </div>
      {replay.failure !== null && (
        <p className="notice" role="alert">
          {replay.failure}
        </p>
      )}
    </div>
  );
}
