/**
 * "Your turn" signals outside the page: a mark in the tab's title while a game waits on the player
 * and the tab is hidden, and — only with permission given through the "Notify me" button — a browser
 * notification that opens the game when clicked. Framework-free; the document and Notification are
 * passed in so that tests can fake them.
 */

import { t } from '../i18n/i18n.js';

/** What the signals need from the page's document. */
export interface SignalDocument {
  title: string;
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** What the signals need of a shown notification. */
export interface ShownNotification {
  onclick: ((event: Event) => void) | null;
  close(): void;
}

/** The browser's Notification constructor, as far as it is used here. */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  new (title: string, options?: NotificationOptions): ShownNotification;
}

export interface SignalEnvironment {
  readonly document: SignalDocument;
  /** Undefined where the browser has no notifications. */
  readonly Notification: NotificationApi | undefined;
  /** Brings the tab forward and shows the game. */
  readonly open: (gameId: string) => void;
}

/** A game whose turn state is reported, and a line saying which one it is ("against Bob"). */
export interface SignalledGame {
  readonly id: string;
  readonly label: string;
}

export type NotifyPermission = NotificationPermission | 'unsupported';

/** The tab title while a turn waits unseen. */
export const turnTitle = (base: string): string => t('online.notify.tabTitle', { base });

export interface TurnSignals {
  /** Whether the game waits on the player now; a change to waiting signals it. */
  report(game: SignalledGame, waiting: boolean): void;
  permission(): NotifyPermission;
  /** Asks for notifications; call only from the player's click. */
  requestPermission(): Promise<NotifyPermission>;
  /** Puts the title back and stops listening. */
  dispose(): void;
}

export function createTurnSignals(env: SignalEnvironment): TurnSignals {
  const { document } = env;
  const base = document.title;
  const waiting = new Set<string>();
  // Games that started waiting while the tab was hidden: the title shows them until it is seen.
  const unseen = new Set<string>();

  const showTitle = () => {
    document.title = unseen.size > 0 ? turnTitle(base) : base;
  };
  const seen = () => {
    if (document.hidden) return;
    unseen.clear();
    showTitle();
  };
  document.addEventListener('visibilitychange', seen);

  const notify = (game: SignalledGame) => {
    const Api = env.Notification;
    if (Api?.permission !== 'granted') return;
    const shown = new Api(t('online.notify.title'), { body: game.label, tag: `santorini-turn-${game.id}` });
    shown.onclick = () => {
      env.open(game.id);
      shown.close();
    };
  };

  return {
    report(game, now) {
      const before = waiting.has(game.id);
      if (now === before) return;
      if (!now) {
        waiting.delete(game.id);
        unseen.delete(game.id);
        showTitle();
        return;
      }
      waiting.add(game.id);
      if (!document.hidden) return;
      unseen.add(game.id);
      showTitle();
      notify(game);
    },
    permission: () => env.Notification?.permission ?? 'unsupported',
    requestPermission: async () =>
      env.Notification === undefined ? 'unsupported' : env.Notification.requestPermission(),
    dispose() {
      document.removeEventListener('visibilitychange', seen);
      unseen.clear();
      showTitle();
    },
  };
}
