import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { App } from './App.js';
import { useRoute } from './lib/route.js';

// Online play loads when first visited: the local game's page stays as small as it was.
const OnlineApp = lazy(async () => ({ default: (await import('./online/OnlineApp.js')).OnlineApp }));
const LearnPage = lazy(async () => ({ default: (await import('./learn/LearnPage.js')).LearnPage }));
const PuzzlePage = lazy(async () => ({ default: (await import('./puzzles/PuzzlePage.js')).PuzzlePage }));

/** The page for the address: the local game at `/`, how to play at `/learn`, online play at `/online` and `/g/<id>`. */
export function Root() {
  // Subscribed to the language, so that a new pick draws the whole page again in its words.
  const { t } = useTranslation();
  const route = useRoute();
  if (route.page === 'local') return <App />;
  if (route.page === 'learn')
    return (
      <Suspense fallback={<p role="status">{t('nav.loadingLearn')}</p>}>
        <LearnPage />
      </Suspense>
    );
  if (route.page === 'puzzles')
    return (
      <Suspense fallback={<p role="status">{t('nav.loadingPuzzles')}</p>}>
        <PuzzlePage id={route.id} />
      </Suspense>
    );
  return (
    <Suspense
      fallback={
        <div className="app">
          <p role="status">{t('nav.loadingOnline')}</p>
        </div>
      }
    >
      <OnlineApp route={route} />
    </Suspense>
  );
}
