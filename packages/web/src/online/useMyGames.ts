import { useCallback, useEffect, useState } from 'react';
import { failureText, type Api } from './api.js';
import { opponentsText } from './gameSummaryText.js';
import type { Me, MyGameSummary } from '@santorini/protocol';
import type { TurnSignals } from './turnSignals.js';
import { later, type Later } from '../i18n/later.js';
import { t } from '../i18n/i18n.js';

/** How often the online pages ask which of my games wait on me. */
export const MY_GAMES_REFRESH_MS = 30_000;

export interface MyGames {
  /** Null until the first answer (and while nobody is signed in). */
  readonly games: readonly MyGameSummary[] | null;
  readonly error: Later | null;
  readonly refresh: () => Promise<void>;
}

/** My games not finished (GET /api/me/games), asked for every 30 s, each one's turn told to `signals`. */
export function useMyGames(api: Api, me: Me | null, signals: TurnSignals | null): MyGames {
  const [games, setGames] = useState<readonly MyGameSummary[] | null>(null);
  const [error, setError] = useState<Later | null>(null);
  const meId = me?.id ?? null;

  const refresh = useCallback(async () => {
    if (meId === null) return;
    try {
      const mine = await api.myGames();
      setGames(mine);
      setError(null);
      for (const game of mine)
        signals?.report({ id: game.id, label: `Your turn ${opponentsText(game.seats, meId)}` }, game.waiting);
    } catch (failure) {
      setError(later(() => t('online.myGames.loadFailed', { why: failureText(failure) })));
    }
  }, [api, meId, signals]);

  useEffect(() => {
    setGames(null);
    if (meId === null) return;
    void refresh();
    const timer = window.setInterval(() => {
      void refresh();
    }, MY_GAMES_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [meId, refresh]);

  return { games, error, refresh };
}
