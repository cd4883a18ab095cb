import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isReplayKey, viewingLine, type ReplayKey } from '../game/replayCursor.js';
import type { Replay } from './useReplay.js';

/** A triangle pointing left or right, with a bar at its tip for "to the end" (drawn, not a font glyph). */
function StepIcon({ left, bar }: { readonly left: boolean; readonly bar: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <g transform={left ? 'matrix(-1 0 0 1 16 0)' : undefined} fill="currentColor">
        <path d={bar ? 'M3 2 L11 8 L3 14 Z' : 'M4 2 L13 8 L4 14 Z'} />
        {bar && <rect x="11.5" y="2" width="2.5" height="12" />}
      </g>
    </svg>
  );
}

const STEPS: readonly {
  readonly key: ReplayKey;
  readonly left: boolean;
  readonly bar: boolean;
  readonly label: 'first' | 'previous' | 'next' | 'last';
}[] = [
  { key: 'Home', left: true, bar: true, label: 'first' },
  { key: 'ArrowLeft', left: true, bar: false, label: 'previous' },
  { key: 'ArrowRight', left: false, bar: false, label: 'next' },
  { key: 'End', left: false, bar: true, label: 'last' },
];

/**
 * The replay's buttons under the board: step through the game (also ←/→/Home/End while one of them
 * has the focus), "Analyse from here", and while looking back, where the board is and "Back to the
 * game". Buttons at an end are marked aria-disabled rather than disabled, so the focus stays put.
 */
export function ReplayBar({ replay }: { readonly replay: Replay }) {
  const { t } = useTranslation();
  const { at, turns } = replay;
  const bar = useRef<HTMLDivElement>(null);
  const shown = at ?? turns;
  const atEnd = (key: ReplayKey) =>
    key === 'Home' || key === 'ArrowLeft' ? shown === 0 : at === null || shown === turns;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isReplayKey(event.key)) return;
    event.preventDefault();
    replay.press(event.key);
  };
  return (
    <div
      className="replay"
      role="group"
      aria-label={t('pages.analysis.replay')}
      onKeyDown={onKeyDown}
      ref={bar}
    >
      {at !== null && (
        <p className="replay-where" role="status">
          <strong>{viewingLine(at, turns)}</strong>
          {replay.variation === null ? t('pages.analysis.readOnly') : t('pages.analysis.tryingVariation')}
        </p>
      )}
      <div className="replay-buttons">
        {STEPS.map((step) => (
          <button
            key={step.key}
            type="button"
            className="replay-step"
            data-key={step.key}
            aria-label={t(`pages.analysis.${step.label}`)}
            title={t(`pages.analysis.${step.label}`)}
            aria-disabled={atEnd(step.key)}
            onClick={() => {
              if (!atEnd(step.key)) replay.press(step.key);
            }}
          >
            <StepIcon left={step.left} bar={step.bar} />
          </button>
        ))}
        {replay.variation === null ? (
          <button type="button" className="analyse" onClick={replay.analyse}>
            {t('pages.analysis.analyse')}
          </button>
        ) : (
          <button type="button" onClick={replay.closeAnalysis}>
            {t('pages.analysis.close')}
          </button>
        )}
        {at !== null && (
          <button
            type="button"
            className="back-to-game primary"
            onClick={() => {
              replay.back();
              // The button goes with the replay: the focus stays in the bar, on "Previous turn".
              bar.current?.querySelector<HTMLButtonElement>('[data-key="ArrowLeft"]')?.focus();
            }}
          >
            {t('pages.analysis.back')}
          </button>
        )}
      </div>
      {replay.failure !== null && (
        <p className="notice" role="alert">
          {replay.failure.word()}
        </p>
      )}
    </div>
  );
}
