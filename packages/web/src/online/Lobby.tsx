import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { failureText, type Api } from './api.js';
import { CreateGameForm } from './CreateGameForm.js';
import { seatsText, summaryText } from './gameSummaryText.js';
import type { GameSummary, Me } from '@santorini/protocol';
import { gamePath, navigate } from '../lib/route.js';
import { later, type Later } from '../i18n/later.js';

interface Props {
  readonly api: Api;
  readonly me: Me;
}

/** How often the lobby asks for the lists again. */
const REFRESH_MS = 5000;

/** The lobby: create a game, join an open one, or watch one in play. */
export function Lobby({ api, me }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<readonly GameSummary[] | null>(null);
  const [playing, setPlaying] = useState<readonly GameSummary[] | null>(null);
  const [error, setError] = useState<Later | null>(null);

  const refresh = useCallback(async () => {
    try {
      const [openGames, playingGames] = await Promise.all([api.listGames('open'), api.listGames('playing')]);
      setOpen(openGames);
      setPlaying(playingGames);
      setError(null);
    } catch (failure) {
      setError(later(() => t('online.lobby.loadFailed', { why: failureText(failure) })));
    }
  }, [api, t]);

  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => {
      void refresh();
    }, REFRESH_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [refresh]);

  const join = async (id: string) => {
    try {
      await api.join(id);
      navigate(gamePath(id));
    } catch (failure) {
      setError(later(() => t('online.lobby.joinFailed', { why: failureText(failure) })));
      void refresh();
    }
  };

  const seated = (game: GameSummary) => game.seats.some((seat) => seat.player?.id === me.id);

  return (
    <main className="lobby">
      <CreateGameForm
        api={api}
        account={me.account}
        onCreated={(id) => {
          navigate(gamePath(id));
        }}
      />
      <div className="lobby-lists">
        {error !== null && (
          <p className="notice failure" role="alert">
            {error.word()}
          </p>
        )}
        <section className="panel" aria-labelledby="open-title">
          <h2 id="open-title">{t('online.lobby.openGames')}</h2>
          <GameList
            games={open}
            empty={t('online.lobby.noOpenGames')}
            action={(game) =>
              seated(game) ? (
                <button
                  type="button"
                  onClick={() => {
                    navigate(gamePath(game.id));
                  }}
                >
                  {t('online.lobby.open')}
                </button>
              ) : (
                <button
                  type="button"
                  className="primary"
                  onClick={() => {
                    void join(game.id);
                  }}
                >
                  {t('online.lobby.join')}
                </button>
              )
            }
          />
        </section>
        <section className="panel" aria-labelledby="playing-title">
          <h2 id="playing-title">{t('online.lobby.inPlay')}</h2>
          <GameList
            games={playing}
            empty={t('online.lobby.noGamesInPlay')}
            action={(game) => (
              <button
                type="button"
                onClick={() => {
                  navigate(gamePath(game.id));
                }}
              >
                {seated(game) ? t('online.lobby.play') : t('online.lobby.watch')}
              </button>
            )}
          />
        </section>
        <button
          type="button"
          onClick={() => {
            void refresh();
          }}
        >
          {t('online.lobby.refresh')}
        </button>
      </div>
    </main>
  );
}

function GameList({
  games,
  empty,
  action,
}: {
  readonly games: readonly GameSummary[] | null;
  readonly empty: string;
  readonly action: (game: GameSummary) => ReactNode;
}) {
  const { t } = useTranslation();
  if (games === null) return <p className="empty">{t('online.lobby.loading')}</p>;
  if (games.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ul className="game-list">
      {games.map((game) => (
        <li key={game.id} data-game={game.id}>
          <div>
            <strong>{summaryText(game)}</strong>
            <div className="seats-line">{seatsText(game.seats)}</div>
          </div>
          {action(game)}
        </li>
      ))}
    </ul>
  );
}
