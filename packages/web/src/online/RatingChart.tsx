import { currentLanguage } from '../i18n/i18n.js';
import { useTranslation } from 'react-i18next';
import type { RatingPoint } from '@santorini/protocol';
import { ratingChart, ratingSummary } from './ratingChart.js';

const BOX = { width: 480, height: 160, pad: 8 };

const dateText = (at: number): string =>
  new Date(at).toLocaleDateString(currentLanguage(), { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * The rating after each rated game, as our own SVG: the line, the band of ± deviation, the range at
 * the side. One image with a summary for screen readers, and the numbers in a visually hidden table.
 */
export function RatingChart({ history }: { readonly history: readonly RatingPoint[] }) {
  const { t } = useTranslation();
  const shape = ratingChart(history, BOX);
  if (shape === null) return <p className="empty">{t('online.rating.noGames')}</p>;
  const last = shape.points.at(-1);
  return (
    <figure className="rating-chart">
      <div className="chart-row">
        {/* The range as text beside the picture, so that it stays readable however small the chart is. */}
        <div className="chart-scale" aria-hidden="true">
          <span>{shape.high}</span>
          <span>{shape.low}</span>
        </div>
        <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label={ratingSummary(history)}>
          <rect
            className="chart-frame"
            x={BOX.pad}
            y={BOX.pad}
            width={BOX.width - 2 * BOX.pad}
            height={BOX.height - 2 * BOX.pad}
          />
          <path className="chart-band" d={shape.band} />
          <path className="chart-line" d={shape.line} />
          {shape.points.map((point, index) => (
            <circle key={index} className="chart-point" cx={point.x} cy={point.y} r={3} />
          ))}
          {last !== undefined && <circle className="chart-point last" cx={last.x} cy={last.y} r={5} />}
        </svg>
      </div>
      <figcaption className="hint">{t('online.rating.caption')}</figcaption>
      <table className="sr-only">
        <caption>{t('online.rating.history')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('online.rating.game')}</th>
            <th scope="col">{t('online.rating.date')}</th>
            <th scope="col">{t('online.rating.rating')}</th>
            <th scope="col">{t('online.rating.deviation')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((point, index) => (
            <tr key={`${point.gameId}-${index}`}>
              <td>{index + 1}</td>
              <td>{dateText(point.at)}</td>
              <td>{Math.round(point.value)}</td>
              <td>{Math.round(point.deviation)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
