import type { RatingPoint } from '@santorini/protocol';
import { t } from '../i18n/i18n.js';

/** The chart's drawing area in SVG units; `pad` is kept free on every side for the labels. */
export interface ChartBox {
  readonly width: number;
  readonly height: number;
  readonly pad: number;
}

export interface ChartShape {
  /** The rating after each game, in SVG units, oldest first. */
  readonly points: readonly { readonly x: number; readonly y: number }[];
  /** The line through the points (an SVG path). */
  readonly line: string;
  /** The band of value ± deviation around the line, kept inside the chart (an SVG path). */
  readonly band: string;
  /** The ratings at the bottom and the top of the chart. */
  readonly low: number;
  readonly high: number;
}

/** The least span of ratings the chart shows, so that a few points of change do not fill it. */
const MIN_SPAN = 50;

const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * Scales a rating history into the box: games evenly spaced left to right (a lone game in the
 * middle), ratings bottom to top over their own range widened to MIN_SPAN and a tenth either side.
 */
export function ratingChart(history: readonly RatingPoint[], box: ChartBox): ChartShape | null {
  if (history.length === 0) return null;
  const values = history.map((point) => point.value);
  let low = Math.min(...values);
  let high = Math.max(...values);
  const widen = Math.max(MIN_SPAN - (high - low), 0) / 2;
  low -= widen;
  high += widen;
  const margin = (high - low) / 10;
  low = Math.floor(low - margin);
  high = Math.ceil(high + margin);
  const inner = { width: box.width - 2 * box.pad, height: box.height - 2 * box.pad };
  const x = (index: number) =>
    round1(box.pad + (history.length === 1 ? inner.width / 2 : (index * inner.width) / (history.length - 1)));
  const y = (value: number) => {
    const clamped = Math.min(high, Math.max(low, value));
    return round1(box.pad + ((high - clamped) * inner.height) / (high - low));
  };
  const points = history.map((point, index) => ({ x: x(index), y: y(point.value) }));
  const path = (corners: readonly { x: number; y: number }[]) =>
    corners.map((corner, index) => `${index === 0 ? 'M' : 'L'}${corner.x} ${corner.y}`).join(' ');
  const upper = history.map((point, index) => ({ x: x(index), y: y(point.value + point.deviation) }));
  const lower = history.map((point, index) => ({ x: x(index), y: y(point.value - point.deviation) }));
  return { points, line: path(points), band: `${path([...upper, ...lower.reverse()])} Z`, low, high };
}

/** The chart in words, for its label: how many games, from what to what, the best and the worst. */
export function ratingSummary(history: readonly RatingPoint[]): string {
  const first = history[0];
  const last = history.at(-1);
  if (first === undefined || last === undefined) return t('online.rating.noGames');
  const values = history.map((point) => Math.round(point.value));
  return t('online.rating.summary', {
    games: t('online.rating.games', { count: history.length }),
    first: Math.round(first.value),
    last: Math.round(last.value),
    highest: Math.max(...values),
    lowest: Math.min(...values),
  });
}
