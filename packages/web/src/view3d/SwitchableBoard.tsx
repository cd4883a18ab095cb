import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardState } from '../board/boardState.js';
import { BoardView } from '../components/BoardView.js';
import { ViewFailure } from './ViewFailure.js';
import { webglMissing } from './webgl.js';
import { later, type Later } from '../i18n/later.js';

// three.js stays out of the page's first chunk: it loads the first time someone turns the 3D view on.
const Board3D = lazy(() => import('./Board3D.js'));

interface Props {
  readonly state: BoardState;
  readonly onSquare: (square: number) => void;
}

/**
 * The board with a "3D view" switch. The 2D board is always there: full size by default, and a
 * compact copy beside the 3D view, so its buttons stay the keyboard and screen reader way to play.
 */
export function SwitchableBoard({ state, onSquare }: Props) {
  const { t } = useTranslation();
  const [threeD, setThreeD] = useState(false);
  const [unavailable, setUnavailable] = useState<Later | null>(null);
  const fallBack = (reason: string) => {
    setThreeD(false);
    setUnavailable(later(() => t('pages.view3d.unavailable', { why: reason })));
  };

  return (
    <div className={threeD ? 'boards boards-3d' : 'boards'}>
      <button
        type="button"
        className="view-toggle"
        aria-pressed={threeD}
        onClick={() => {
          if (threeD) {
            setThreeD(false);
            return;
          }
          const missing = webglMissing(document);
          if (missing !== null) {
            fallBack(missing);
            return;
          }
          setUnavailable(null);
          setThreeD(true);
        }}
      >
        {threeD ? t('pages.view3d.show2d') : t('pages.view3d.show3d')}
      </button>
      {unavailable !== null && (
        <p className="notice" role="status">
          {unavailable.word()}
        </p>
      )}
      {threeD && (
        <div className="board-3d-frame" role="img" aria-label={t('pages.view3d.picture')}>
          <ViewFailure onFailure={fallBack}>
            <Suspense fallback={<p className="board-3d-loading">{t('pages.view3d.loading')}</p>}>
              <Board3D state={state} onSquare={onSquare} />
            </Suspense>
          </ViewFailure>
        </div>
      )}
      <BoardView state={state} onSquare={onSquare} />
    </div>
  );
}
