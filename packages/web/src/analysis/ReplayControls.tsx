import { lazy, Suspense } from 'react';
import { ReplayBar } from './ReplayBar.js';
import type { Replay } from './useReplay.js';
import './analysis.css';

// The analysis panel is fetched the first time someone asks for an analysis.
const AnalysisPanel = lazy(() => import('./AnalysisPanel.js'));

/** The replay bar under the board, and the analysis panel while a variation is being analysed. */
export function ReplayControls({ replay }: { readonly replay: Replay }) {
  return (
    <>
      <ReplayBar replay={replay} />
      {replay.variation !== null && (
        <Suspense fallback={<p className="analysis-loading">Loading the analysis…</p>}>
          <AnalysisPanel replay={replay} variation={replay.variation} />
        </Suspense>
      )}
    </>
  );
}
