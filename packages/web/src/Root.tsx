import { Suspense, lazy } from 'react';
import { App } from './App.js';
import { useRoute } from './online/route.js';

// Online play loads when first visited: the local game's page stays as small as it was.
const OnlineApp = lazy(async () => ({ default: (await import('./online/OnlineApp.js')).OnlineApp }));
const PuzzlePage = lazy(async () => ({ default: (await import('./puzzles/PuzzlePage.js')).PuzzlePage }));

/** The page for the address: the local game at `/`, online play at `/online` and `/g/<id>`. */
export function Root() {
  const route = useRoute();
  if (route.page === 'local') return <App />;
  if (route.page === 'puzzles')
    return (
      <Suspense fallback={<p role="status">Loading the puzzles…</p>}>
        <PuzzlePage id={route.id} />
      </Suspense>
    );
  return (
    <Suspense
      fallback={
        <div className="app">
          <p role="status">Loading online play…</p>
        </div>
      }
    >
      <OnlineApp route={route} />
    </Suspense>
  );
}
