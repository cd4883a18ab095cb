import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { failureText, type Api } from './api.js';
import { PlayerLink } from './PlayerLink.js';
import type { RankedPlayer } from '@santorini/protocol';
import { later, type Later } from '../i18n/later.js';

/** The best rated players, best first: rank, name (to their page), rating ± deviation, games. */
export function Leaderboard({ api }: { readonly api: Api }) {
  const { t } = useTranslation();
  const [players, setPlayers] = useState<readonly RankedPlayer[] | null>(null);
  const [error, setError] = useState<Later | null>(null);
  useEffect(() => {
    let current = true;
    api.leaderboard().then(
      (found) => {
        if (current) setPlayers(found);
      },
      (failure: unknown) => {
        if (current) setError(later(() => t('online.leaderboard.loadFailed', { why: failureText(failure) })));
      },
    );
    return () => {
      current = false;
    };
  }, [api, t]);

  return (
    <main className="online-wide">
      <section className="panel" aria-labelledby="leaderboard-title">
        <h2 id="leaderboard-title">{t('online.leaderboard.title')}</h2>
        {error !== null && (
          <p className="notice failure" role="alert">
            {error.word()}
          </p>
        )}
        {players === null && error === null && <p className="empty">{t('online.lobby.loading')}</p>}
        {players?.length === 0 && <p className="empty">{t('online.leaderboard.empty')}</p>}
        {players !== null && players.length > 0 && (
          <table className="leaderboard">
            <thead>
              <tr>
                <th scope="col">{t('online.leaderboard.rank')}</th>
                <th scope="col">{t('online.leaderboard.player')}</th>
                <th scope="col">{t('online.leaderboard.rating')}</th>
                <th scope="col">{t('online.leaderboard.games')}</th>
              </tr>
            </thead>
            <tbody>
              {players.map((player, index) => (
                <tr key={player.id} data-player={player.id}>
                  <td>{index + 1}</td>
                  <td>
                    <PlayerLink player={player} />
                  </td>
                  <td className="number">
                    {Math.round(player.rating.value)}{' '}
                    <span className="deviation">± {Math.round(player.rating.deviation)}</span>
                  </td>
                  <td className="number">{player.rating.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
