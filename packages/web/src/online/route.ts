import { useEffect, useState } from 'react';

/** The app's pages: `/` the local game, `/online` the lobby, `/g/<id>` an online game. */
export type Route =
  { readonly page: 'local' } | { readonly page: 'lobby' } | { readonly page: 'game'; readonly id: string };

export function parseRoute(pathname: string): Route {
  if (/^\/online\/?$/.test(pathname)) return { page: 'lobby' };
  const game = /^\/g\/([^/]+)\/?$/.exec(pathname);
  if (game?.[1] !== undefined) {
    try {
      return { page: 'game', id: decodeURIComponent(game[1]) };
    } catch {
      return { page: 'lobby' };
    }
  }
  return { page: 'local' };
}

export const gamePath = (id: string): string => `/g/${encodeURIComponent(id)}`;

/** The invite link: the game page's full address. */
export const inviteLink = (origin: string, id: string): string => `${origin}${gamePath(id)}`;

const ROUTE_CHANGED = 'santorini:route';

/** Goes to another page of the app without loading the page again. */
export function navigate(path: string): void {
  if (window.location.pathname === path) return;
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(ROUTE_CHANGED));
}

/** The page to show, following navigate() and the browser's back and forward buttons. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.pathname));
  useEffect(() => {
    const changed = () => {
      setRoute(parseRoute(window.location.pathname));
    };
    window.addEventListener('popstate', changed);
    window.addEventListener(ROUTE_CHANGED, changed);
    return () => {
      window.removeEventListener('popstate', changed);
      window.removeEventListener(ROUTE_CHANGED, changed);
    };
  }, []);
  return route;
}
