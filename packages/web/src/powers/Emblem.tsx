import type { GodName } from '@santorini/engine';
import { EMBLEMS } from './emblems.js';

/** A god's emblem, in the current text colour; decorative (the name is always written beside it). */
export function Emblem({ god }: { readonly god: GodName }) {
  const emblem = EMBLEMS[god];
  return (
    <span className="emblem" aria-hidden="true">
      <svg viewBox="0 0 48 48" focusable="false" data-emblem={god}>
        {emblem.line.map((d, index) => (
          <path
            key={`line-${index}`}
            d={d}
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ))}
        {(emblem.solid ?? []).map((d, index) => (
          <path key={`solid-${index}`} d={d} fill="currentColor" />
        ))}
      </svg>
    </span>
  );
}
