import { useEffect, useState } from 'react';

/**
 * The app's pages: `/` the local game, `/online` the lobby, `/online/games` my games, `/g/<id>` an
 * online game, `/p/<id>` a player, `/leaderboard` the best rated players, `/learn` how to play,
 * `/puzzles` today's puzzle and `/puzzles/<id>` one puzzle.
 */
export type Route =
  | { readonly page: 'local' }
  | { readonly page: 'lobby' }
  | { readonly page: 'my-games' }
  | { readonly page: 'leaderboard' }
  | { readonly page: 'learn' }
  | { readonly page: 'game'; readonly id: string }
  | { readonly page: 'player'; readonly id: string }
  | { readonly page: 'puzzles'; readonly id?: string };

/** The id in an address such as `/g/<id>`, or undefined when it is not one or does not decode. */
function idAfter(prefix: string, pathname: string): string | undefined {
  const match = new RegExp(`^/${prefix}/([^/]+)/?$`).exec(pathname);
  if (match?.[1] === undefined) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

export function parseRoute(pathname: string): Route {
  if (/^\/online\/?$/.test(pathname)) return { page: 'lobby' };
  if (/^\/online\/games\/?$/.test(pathname)) return { page: 'my-games' };
  if (/^\/leaderboard\/?$/.test(pathname)) return { page: 'leaderboard' };
  if (/^\/learn\/?$/.test(pathname)) return { page: 'learn' };
  if (/^\/puzzles\/?$/.test(pathname)) return { page: 'puzzles' };
  const puzzle = idAfter('puzzles', pathname);
  if (puzzle !== undefined) return { page: 'puzzles', id: puzzle };
  const game = idAfter('g', pathname);
  if (game !== undefined) return { page: 'game', id: game };
  const player = idAfter('p', pathname);
  if (player !== undefined) return { page: 'player', id: player };
  if (/^\/(g|p)\//.test(pathname)) return { page: 'lobby' };
  return { page: 'local' };
}

export const gamePath = (id: string): string => `/g/${encodeURIComponent(id)}`;
export const playerPath = (id: string): string => `/p/${encodeURIComponent(id)}`;
export const puzzlePath = (id: string): string => `/puzzles/${encodeURIComponent(id)}`;

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
