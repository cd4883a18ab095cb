import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Replay } from './useReplay.js';
import './analysis.css';

export { ReplayBar } from './ReplayBar.js';

// The analysis panel is fetched the first time someone asks for an analysis.
const AnalysisPanel = lazy(() => import('./AnalysisPanel.js'));

/**
 * The analysis panel while a variation is being analysed (nothing otherwise): it takes the place of
 * the game's turn controls, which are hidden while looking back.
 */
export function AnalysisSide({ replay }: { readonly replay: Replay }) {
  const { t } = useTranslation();
  if (replay.variation === null) return null;
  return (
    <Suspense fallback={<p className="analysis-loading">{t('pages.analysis.loading')}</p>}>
      <AnalysisPanel replay={replay} variation={replay.variation} />
    </Suspense>
  );
}
