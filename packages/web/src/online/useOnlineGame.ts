import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, failureText, type Api } from './api.js';
import { refusalWords } from './refusalWords.js';
import { applyBody, applyMessage, onlineGameFromBody, type OnlineGame, type Update } from './onlineGame.js';
import type { ClientMessage, GameBody, PlayerRef, ServerMessage } from '@santorini/protocol';
import { openGameSocket, socketUrl, type ConnectionState, type GameSocket } from './socket.js';
import { t } from '../i18n/i18n.js';
import { later, type Later } from '../i18n/later.js';

export interface OnlineGameView {
  /** The game; null until it has loaded. */
  readonly online: OnlineGame | null;
  /** Why the game could not be loaded (no such game, no server). */
  readonly loadError: Later | null;
  readonly connection: ConnectionState;
  /** The last `error` message of the socket (a refused chat line or turn), worded when shown. */
  readonly socketError: Later | null;
  /** Who offered the rematch, when the socket said so. */
  readonly rematchFrom: PlayerRef | null;
  /** The newest turn, for the page to announce. */
  readonly lastEvent: ServerMessage | null;
  /** Sends on the socket; false while it is not live. */
  send(message: ClientMessage): boolean;
  /** Applies a change the page learnt itself (an HTTP answer). */
  apply(change: (online: OnlineGame) => Update): void;
  /** Takes a description of the game the page was handed (the answer to a setup step). */
  take(body: GameBody): void;
  /** Fetches the whole game again. */
  refresh(): Promise<void>;
  clearSocketError(): void;
}

/**
 * One online game kept up to date: fetched over HTTP, then followed on its socket (which reconnects
 * and resumes on its own); the whole game is fetched again after each reconnection and whenever a
 * message does not fit what the page knows. `identity` is who is signed in (their id, or null).
 * The page keys its game page by `id`, so one hook follows one game.
 */
export function useOnlineGame(api: Api, id: string, identity: string | null): OnlineGameView {
  const [online, setOnline] = useState<OnlineGame | null>(null);
  const [loadError, setLoadError] = useState<Later | null>(null);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [socketError, setSocketError] = useState<Later | null>(null);
  const [rematchFrom, setRematchFrom] = useState<PlayerRef | null>(null);
  const [lastEvent, setLastEvent] = useState<ServerMessage | null>(null);
  const current = useRef<OnlineGame | null>(null);
  const socket = useRef<GameSocket | null>(null);

  const store = useCallback((next: OnlineGame) => {
    current.current = next;
    setOnline(next);
    socket.current?.resumeFrom(next.body.seq);
  }, []);

  const refresh = useCallback(async () => {
    try {
      const body = await api.game(id);
      const known = current.current;
      const update = known === null ? onlineGameFromBody(body) : applyBody(known, body);
      if ('online' in update) {
        store(update.online);
        setLoadError(null);
      } else
        setLoadError(
          later(() => t('online.game.cannotShow', { why: 'error' in update ? update.error : update.resync })),
        );
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'not-found') {
        // Cancelled, or never there: nothing to follow.
        socket.current?.close();
        setLoadError(later(() => failureText(failure)));
      } else if (current.current === null) setLoadError(later(() => failureText(failure)));
    }
  }, [api, id, store]);

  const apply = useCallback(
    (change: (known: OnlineGame) => Update) => {
      const known = current.current;
      if (known === null) return;
      const update = change(known);
      if ('resync' in update) void refresh();
      else if (update.online !== known) store(update.online);
    },
    [refresh, store],
  );

  // The socket carries the cookie it was opened with: it opens again when someone signs in here.
  useEffect(() => {
    let closed = false;
    const opened = openGameSocket({
      url: socketUrl(window.location, id),
      create: (url) => new WebSocket(url),
      isOnline: () => navigator.onLine,
      onState: (state) => {
        setConnection(state);
        // Seats, chat and the result said while away are not replayed: fetch them. A drop may also
        // mean the game is gone (cancelled): the fetch says so, and the socket stops.
        if (state === 'live' || state === 'reconnecting') void refresh();
      },
      onMessage: (message) => {
        if (closed) return;
        if (message.type === 'error') {
          const players = current.current?.body.players ?? 2;
          setSocketError(later(() => refusalWords(message, players)));
        }
        if (message.type === 'rematch') setRematchFrom(message.from);
        if (message.type === 'turn' || message.type === 'chat' || message.type === 'end')
          setLastEvent(message);
        if (current.current === null) {
          if (message.type === 'state') {
            const made = onlineGameFromBody(message.game);
            if ('online' in made) store(made.online);
            else setLoadError(later(() => t('online.game.cannotShow', { why: made.error })));
          }
          return;
        }
        apply((known) => applyMessage(known, message));
      },
    });
    socket.current = opened;
    void refresh();
    const wake = () => {
      opened.wake();
    };
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', wake);
    return () => {
      closed = true;
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wake);
      opened.close();
      socket.current = null;
    };
  }, [id, identity, apply, refresh, store]);

  return {
    online,
    loadError,
    connection,
    socketError,
    rematchFrom,
    lastEvent,
    send: (message) => socket.current?.send(message) ?? false,
    apply,
    take: (body) => {
      apply((known) => applyBody(known, body));
    },
    refresh,
    clearSocketError: () => {
      setSocketError(null);
    },
  };
}
