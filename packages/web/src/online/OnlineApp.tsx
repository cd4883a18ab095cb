import { useTranslation } from 'react-i18next';
import { useEffect, useMemo, useState } from 'react';
import { SiteNav } from '../components/SiteNav.js';
import { createApi, failureText } from './api.js';
import { GamePage } from './GamePage.js';
import { Leaderboard } from './Leaderboard.js';
import { Lobby } from './Lobby.js';
import { MyGames } from './MyGames.js';
import { NamePrompt } from './NamePrompt.js';
import { NotifyButton } from './NotifyButton.js';
import { OnlineNav } from './OnlineNav.js';
import { PlayerPage } from './PlayerPage.js';
import type { Me } from '@santorini/protocol';
import { gamePath, navigate, type Route } from '../lib/route.js';
import { createTurnSignals, type TurnSignals } from './turnSignals.js';
import { useMyGames } from './useMyGames.js';
import './online.css';
import './onlinePages.css';
import { later, type Later } from '../i18n/later.js';

type OnlineRoute = Exclude<Route, { page: 'local' } | { page: 'puzzles' }>;

/** The tab title and notifications of "your turn", for as long as the online pages are shown. */
function useTurnSignals(): TurnSignals | null {
  const [signals, setSignals] = useState<TurnSignals | null>(null);
  useEffect(() => {
    const created = createTurnSignals({
      document,
      Notification: typeof Notification === 'undefined' ? undefined : Notification,
      open: (id) => {
        window.focus();
        navigate(gamePath(id));
      },
    });
    setSignals(created);
    return () => {
      created.dispose();
    };
  }, []);
  return signals;
}

/** Online play: who I am (a name first, for the lobby), the lobby, my games, players and games. */
export function OnlineApp({ route }: { readonly route: OnlineRoute }) {
  const { t } = useTranslation();
  const api = useMemo(() => createApi(), []);
  // undefined while asking the server; null when nobody is signed in.
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [failure, setFailure] = useState<Later | null>(null);
  const signals = useTurnSignals();
  const mine = useMyGames(api, me ?? null, signals);

  useEffect(() => {
    api.me().then(setMe, (error: unknown) => {
      setFailure(later(() => t('online.app.unreachable', { why: failureText(error) })));
      setMe(null);
    });
  }, [api]);

  const signOut = async () => {
    try {
      await api.logout();
      setMe(null);
    } catch (error) {
      setFailure(later(() => failureText(error)));
    }
  };

  const namePrompt = (
    <main className="online-page">
      <NamePrompt api={api} onSignedIn={setMe} purpose={t('online.app.namePurpose')} />
    </main>
  );

  return (
    <div className="app online-app">
      <header className="top">
        <h1>Santorini</h1>
        <SiteNav current="online" />
        {me != null && (
          <p className="signed-in">
            {me.account ? me.name : t('online.app.guest', { name: me.name })}{' '}
            <button
              type="button"
              onClick={() => {
                void signOut();
              }}
            >
              {t('online.app.signOut')}
            </button>
          </p>
        )}
      </header>
      <div className="online-bar">
        <OnlineNav page={route.page} waiting={mine.games?.filter((game) => game.waiting).length ?? null} />
        {me != null && signals !== null && <NotifyButton signals={signals} />}
      </div>
      {failure !== null && (
        <p className="notice failure" role="alert">
          {failure.word()}
        </p>
      )}
      {me === undefined && <p role="status">{t('online.app.connecting')}</p>}
      {me !== undefined && route.page === 'lobby' && (me === null ? namePrompt : <Lobby api={api} me={me} />)}
      {me !== undefined &&
        route.page === 'my-games' &&
        (me === null ? namePrompt : <MyGames api={api} me={me} mine={mine} />)}
      {me !== undefined && route.page === 'game' && (
        <GamePage key={route.id} api={api} id={route.id} me={me} onSignedIn={setMe} signals={signals} />
      )}
      {route.page === 'player' && <PlayerPage key={route.id} api={api} id={route.id} />}
      {route.page === 'leaderboard' && <Leaderboard api={api} />}
    </div>
  );
}
