import type { RatingBody } from '@santorini/protocol';
import { t } from '../i18n/i18n.js';

/** A rating as shown: "1623 ± 87". */
export const ratingText = (rating: RatingBody): string =>
  t('online.rating.value', { value: Math.round(rating.value), deviation: Math.round(rating.deviation) });

/** How many rated games: "12 rated games". */
export const gamesText = (games: number): string => t('online.rating.games', { count: games });
