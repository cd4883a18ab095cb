import { t as translate } from '../i18n/i18n.js';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { AppLink } from '../components/AppLink.js';
import { seatName } from '../game/seats.js';
import type { Api } from './api.js';
import { clockLabel, summaryText } from './gameSummaryText.js';
import { SeatHolder } from './PlayerLink.js';
import type { ClockOption, Me, MyGameSummary, SeatBody } from '@santorini/protocol';
import { gamePath } from '../lib/route.js';
import type { MyGames as MyGamesState } from './useMyGames.js';

interface Props {
  readonly api: Api;
  readonly me: Me;
  readonly mine: MyGamesState;
}

/** Where one of my games stands, from my side. */
function standing(game: MyGameSummary, meId: string): string {
  const seated = game.seats.some((seat) => seat.player?.id === meId);
  if (!seated) return translate('online.myGames.invited');
  if (game.waiting) return translate('online.myGames.yourTurn');
  if (game.status === 'open') return translate('online.myGames.waitingForPlayers');
  if (game.status === 'setup') return translate('online.myGames.choosingGods');
  return translate('online.myGames.theirTurn');
}

/**
 * The clock of each game, from the list when the server puts it there, otherwise read once from the
 * game itself (a game's clock never changes).
 */
function useClocks(api: Api, games: readonly MyGameSummary[] | null): ReadonlyMap<string, ClockOption> {
  const [clocks, setClocks] = useState<ReadonlyMap<string, ClockOption>>(new Map());
  useEffect(() => {
    if (games === null) return;
    const unknown = games.filter((game) => game.clock === undefined && !clocks.has(game.id));
    if (unknown.length === 0) return;
    let current = true;
    void Promise.allSettled(
      unknown.map(async (game) => [game.id, (await api.game(game.id)).clock] as const),
    ).then((answers) => {
      if (!current) return;
      setClocks((old) => {
        const next = new Map(old);
        for (const answer of answers) {
          if (answer.status !== 'fulfilled') continue;
          const [id, clock] = answer.value;
          if (clock !== undefined) next.set(id, clock);
        }
        return next;
      });
    });
    return () => {
      current = false;
    };
  }, [api, games, clocks]);
  return clocks;
}

/** My games not finished, those waiting on me first: each links to its page. */
export function MyGames({ api, me, mine }: Props) {
  const { t } = useTranslation();
  const { games, error, refresh } = mine;
  const clocks = useClocks(api, games);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <main className="online-wide">
      <section className="panel" aria-labelledby="my-games-title">
        <h2 id="my-games-title">{t('online.myGames.title')}</h2>
        {error !== null && (
          <p className="notice failure" role="alert">
            {error.word()}
          </p>
        )}
        {games === null ? (
          <p className="empty">{t('online.lobby.loading')}</p>
        ) : games.length === 0 ? (
          <p className="empty">
            {t('online.myGames.none')} <AppLink href="/online">{t('online.myGames.toLobby')}</AppLink>
          </p>
        ) : (
          <ul className="game-list my-games">
            {games.map((game) => {
              const clock = game.clock ?? clocks.get(game.id);
              return (
                <li key={game.id} data-game={game.id} className={game.waiting ? 'waiting' : undefined}>
                  <div>
                    <strong className="standing">
                      {game.waiting && <span aria-hidden="true">● </span>}
                      {standing(game, me.id)}
                    </strong>
                    <div>{summaryText(game)}</div>
                    <div className="seats-line">
                      <Opponents game={game} meId={me.id} />
                      {clock !== undefined && <> · {clockLabel(clock)}</>}
                    </div>
                  </div>
                  <AppLink
                    href={gamePath(game.id)}
                    className={game.waiting ? 'button-link primary' : 'button-link'}
                  >
                    {game.waiting ? t('online.myGames.play') : t('online.myGames.open')}
                    <span className="sr-only">
                      {' '}
                      {t('online.myGames.theGame', { standing: standing(game, me.id) })}
                    </span>
                  </AppLink>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </main>
  );
}

/** Who else holds each seat: linked names, the AI, or a free seat. */
function Opponents({ game, meId }: { readonly game: MyGameSummary; readonly meId: string }) {
  const mine = (seat: SeatBody) =>
    seat.player === null ? seat.invited?.id === meId : seat.player.id === meId;
  const others = game.seats.flatMap((seat, index) => (mine(seat) ? [] : [{ seat, index }]));
  const { t } = useTranslation();
  return (
    <>
      {t('online.summary.vs')}{' '}
      {others.map(({ seat, index }, at) => (
        <span key={index}>
          {at > 0 && ', '}
          {seatName(game.seats.length, index)}: <SeatHolder seat={seat} />
        </span>
      ))}
    </>
  );
}
