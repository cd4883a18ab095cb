import { useEffect, useMemo, useState } from 'react';
import { SiteNav } from '../components/SiteNav.js';
import { createApi, failureText } from './api.js';
import { GamePage } from './GamePage.js';
import { Lobby } from './Lobby.js';
import { NamePrompt } from './NamePrompt.js';
import type { Me } from './protocol.js';
import type { Route } from './route.js';
import './online.css';

type OnlineRoute = Exclude<Route, { page: 'local' }>;

/** Online play: who I am (a name first, for the lobby), the lobby, and game pages. */
export function OnlineApp({ route }: { readonly route: OnlineRoute }) {
  const api = useMemo(() => createApi(), []);
  // undefined while asking the server; null when nobody is signed in.
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    api.me().then(setMe, (error: unknown) => {
      setFailure(`The online server cannot be reached: ${failureText(error)} Local play still works.`);
      setMe(null);
    });
  }, [api]);

  const signOut = async () => {
    try {
      await api.logout();
      setMe(null);
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  return (
    <div className="app online-app">
      <header className="top">
        <h1>Santorini</h1>
        <SiteNav current="online" />
        {me != null && (
          <p className="signed-in">
            {me.name}
            {me.account ? '' : ' (guest)'}{' '}
            <button
              type="button"
              onClick={() => {
                void signOut();
              }}
            >
              Sign out
            </button>
          </p>
        )}
      </header>
      {failure !== null && (
        <p className="notice failure" role="alert">
          {failure}
        </p>
      )}
      {me === undefined && <p role="status">Connecting to the server…</p>}
      {me !== undefined && route.page === 'lobby' && (
        <>
          {me === null ? (
            <main className="online-page">
              <NamePrompt
                api={api}
                onSignedIn={setMe}
                purpose="Pick a name to play online (no sign-up needed)."
              />
            </main>
          ) : (
            <Lobby api={api} me={me} />
          )}
        </>
      )}
      {me !== undefined && route.page === 'game' && (
        <GamePage key={route.id} api={api} id={route.id} me={me} onSignedIn={setMe} />
      )}
    </div>
  );
}
