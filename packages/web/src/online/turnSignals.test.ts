import { describe, expect, it } from 'vitest';
import { createTurnSignals, type NotificationApi, type ShownNotification } from './turnSignals.js';

/** A document whose visibility the test sets. */
function fakeDocument() {
  const listeners = new Set<() => void>();
  return {
    title: 'Santorini',
    hidden: false,
    addEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.delete(listener),
    show(hidden: boolean) {
      this.hidden = hidden;
      for (const listener of listeners) listener();
    },
  };
}

/** A Notification constructor that records what was shown, with the permission the test gives. */
function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const shown: { title: string; options: NotificationOptions | undefined; item: ShownNotification }[] = [];
  let asked = 0;
  class FakeNotification implements ShownNotification {
    static permission = permission;
    static requestPermission() {
      asked += 1;
      FakeNotification.permission = answer;
      return Promise.resolve(answer);
    }
    onclick: ((event: Event) => void) | null = null;
    closed = false;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options, item: this });
    }
    close() {
      this.closed = true;
    }
  }
  return { api: FakeNotification satisfies NotificationApi, shown, asked: () => asked };
}

const game = { id: 'g1', label: 'against Bob' };

describe('the "your turn" signals', () => {
  it('marks the title while a turn waits in a hidden tab, and puts it back once the tab is seen', () => {
    const document = fakeDocument();
    const signals = createTurnSignals({ document, Notification: undefined, open: () => undefined });
    signals.report(game, true);
    expect(document.title).toBe('Santorini');
    signals.report(game, false);
    document.show(true);
    signals.report(game, true);
    expect(document.title).toBe('● Your turn — Santorini');
    document.show(false);
    expect(document.title).toBe('Santorini');
  });

  it('puts the title back when the turn is played elsewhere, and on dispose', () => {
    const document = fakeDocument();
    const signals = createTurnSignals({ document, Notification: undefined, open: () => undefined });
    document.show(true);
    signals.report(game, true);
    signals.report({ id: 'g2', label: 'against Cleo' }, true);
    signals.report(game, false);
    expect(document.title).toBe('● Your turn — Santorini');
    signals.dispose();
    expect(document.title).toBe('Santorini');
  });

  it('notifies once per turn, only while hidden and with permission, and opens the game on a click', () => {
    const document = fakeDocument();
    const notifications = fakeNotifications('granted');
    const opened: string[] = [];
    const signals = createTurnSignals({
      document,
      Notification: notifications.api,
      open: (id) => opened.push(id),
    });
    signals.report(game, true);
    expect(notifications.shown).toEqual([]);
    signals.report(game, false);
    document.show(true);
    signals.report(game, true);
    signals.report(game, true);
    expect(notifications.shown).toHaveLength(1);
    const [first] = notifications.shown;
    expect(first?.title).toBe('Your turn — Santorini');
    expect(first?.options?.body).toBe('against Bob');
    first?.item.onclick?.(new Event('click'));
    expect(opened).toEqual(['g1']);
    expect((first?.item as unknown as { closed: boolean }).closed).toBe(true);
  });

  it('never notifies without permission, and asks only when told to', async () => {
    const document = fakeDocument();
    const notifications = fakeNotifications('default', 'denied');
    const signals = createTurnSignals({ document, Notification: notifications.api, open: () => undefined });
    document.show(true);
    signals.report(game, true);
    expect(notifications.shown).toEqual([]);
    expect(notifications.asked()).toBe(0);
    expect(signals.permission()).toBe('default');
    expect(await signals.requestPermission()).toBe('denied');
    expect(signals.permission()).toBe('denied');
    const without = createTurnSignals({ document, Notification: undefined, open: () => undefined });
    expect(without.permission()).toBe('unsupported');
    expect(await without.requestPermission()).toBe('unsupported');
  });
});
