import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { failureText, type Api } from './api.js';
import type { PlayerProfile } from '@santorini/protocol';
import { PlayerBadge } from './PlayerLink.js';
import { RatingChart } from './RatingChart.js';
import { gamesText, ratingText } from './ratingText.js';
import { later, type Later } from '../i18n/later.js';

/** A player: name (and Bot badge), rating ± deviation, rated games and the rating's history. */
export function PlayerPage({ api, id }: { readonly api: Api; readonly id: string }) {
  const { t } = useTranslation();
  const [player, setPlayer] = useState<PlayerProfile | null>(null);
  const [error, setError] = useState<Later | null>(null);
  useEffect(() => {
    let current = true;
    api.player(id).then(
      (found) => {
        if (current) setPlayer(found);
      },
      (failure: unknown) => {
        if (current) setError(later(() => t('online.player.loadFailed', { why: failureText(failure) })));
      },
    );
    return () => {
      current = false;
    };
  }, [api, id, t]);

  if (error !== null)
    return (
      <main className="online-wide">
        <p className="notice failure" role="alert">
          {error.word()}
        </p>
      </main>
    );
  if (player === null)
    return (
      <main className="online-wide">
        <p role="status">{t('online.player.loading')}</p>
      </main>
    );
  return (
    <main className="online-wide">
      <section className="panel player-profile" aria-labelledby="player-title">
        <h2 id="player-title">
          {player.name}
          <PlayerBadge player={player} />
        </h2>
        <dl className="rating-facts">
          <div>
            <dt>{t('online.player.rating')}</dt>
            <dd className="rating-value">{ratingText(player.rating)}</dd>
          </div>
          <div>
            <dt>{t('online.player.played')}</dt>
            <dd>{gamesText(player.rating.games)}</dd>
          </div>
        </dl>
        <h3>{t('online.rating.history')}</h3>
        <RatingChart history={player.history ?? []} />
      </section>
    </main>
  );
}
