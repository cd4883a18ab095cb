import { useTranslation } from 'react-i18next';
import { sideColour } from '../board/sideColours.js';
import { LocalTurnControls } from '../components/LocalTurnControls.js';
import { currentPosition, stepOptions } from '../game/localGame.js';
import { winnerLine } from '../game/gameLog.js';
import { seatName } from '../game/seats.js';
import { chanceBars, evaluationLine } from './evaluationText.js';
import { turnWords } from './turnWords.js';
import type { Replay } from './useReplay.js';
import { variationTurns, type Variation } from './variation.js';
import { winPercent } from './winProbability.js';
import './analysis.css';

interface Props {
  readonly replay: Replay;
  readonly variation: Variation;
}

/**
 * The analysis of the variation's position: each side's chance to win as a bar (and in words), the
 * depth searched, the AI's three best turns (also drawn on the board, 1–3), and the variation's own
 * turn controls: clicks on the board play in the variation, never in the game.
 */
export default function AnalysisPanel({ replay, variation }: Props) {
  const { t } = useTranslation();
  const { analysis } = replay;
  const pos = currentPosition(variation);
  const options = stepOptions(variation);
  const turns = variationTurns(variation);
  const mover = seatName(pos.playerCount, pos.toMove);
  return (
    <section className="analysis" aria-label={t('pages.analysis.title')}>
      <h2>{t('pages.analysis.title')}</h2>
      {pos.winner !== null ? (
        <p className="analysis-over">
          {t('pages.analysis.over', { winner: winnerLine(pos.playerCount, pos.winner) })}
        </p>
      ) : analysis === null ? (
        <p className="analysis-depth" role="status">
          {t('pages.analysis.analysing')}
        </p>
      ) : analysis.error !== null ? (
        <p className="notice" role="alert">
          {analysis.error}
        </p>
      ) : (
        <>
          {analysis.score !== null && (
            <div className="chances">
              {chanceBars(pos, analysis.score).map((bar) => (
                <div className="chance" key={bar.who}>
                  <span className="chance-who" id={`chance-${bar.who}`}>
                    {bar.who}
                  </span>
                  <div
                    className="chance-bar"
                    role="meter"
                    aria-labelledby={`chance-${bar.who}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={bar.percent}
                    aria-valuetext={t('pages.analysis.chanceToWin', { percent: bar.percent })}
                  >
                    <div
                      className="chance-fill"
                      style={{
                        width: `${bar.percent}%`,
                        background: bar.side === null ? '#6b7280' : sideColour(bar.side).fill,
                      }}
                    />
                  </div>
                  <span className="chance-value">
                    {t('pages.analysis.percent', { percent: bar.percent })}
                  </span>
                </div>
              ))}
              <p className="analysis-line">{evaluationLine(pos, analysis.score)}</p>
            </div>
          )}
          <p className="analysis-depth" role="status">
            {t(analysis.done ? 'pages.analysis.searched' : 'pages.analysis.searching', {
              count: analysis.depth,
            })}
          </p>
          {analysis.top.length > 0 && (
            <>
              <h3>{t('pages.analysis.best')}</h3>
              <ol className="analysis-top">
                {analysis.top.map((ranked, index) => (
                  <li key={ranked.turn}>
                    <span className="hint-rank" aria-hidden="true">
                      {index + 1}
                    </span>
                    <button
                      type="button"
                      className="play-hint"
                      title={t('pages.analysis.playHintTitle')}
                      aria-label={t('pages.analysis.playHint', { turn: ranked.turn })}
                      onClick={() => {
                        replay.playInVariation(ranked.turn);
                      }}
                    >
                      <code>{ranked.turn}</code>
                    </button>{' '}
                    <span className="hint-chance">
                      {mover} {t('pages.analysis.percent', { percent: winPercent(ranked.score) })}
                    </span>
                    <span className="hint-words">{turnWords(pos, ranked.turn)}</span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
      <h3>{t('pages.analysis.variation')}</h3>
      <p className="variation-line">
        {turns.length === 0
          ? t('pages.analysis.variationEmpty')
          : t('pages.analysis.tried', { turns: turns.join(', ') })}
      </p>
      <LocalTurnControls game={variation} options={options} onGame={replay.setVariation} />
      {turns.length > 0 && (
        <button type="button" className="variation-reset" onClick={replay.resetVariation}>
          {t('pages.analysis.reset')}
        </button>
      )}
    </section>
  );
}
