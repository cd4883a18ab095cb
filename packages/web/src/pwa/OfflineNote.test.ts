// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, type Rendered } from '../testing/render.js';
import { OfflineNote } from './OfflineNote.js';
import { createOfflineStatusStore } from './offlineStatus.js';

type Props = Parameters<typeof OfflineNote>[0];

describe('the offline note', () => {
  let shown: Rendered<Props> | undefined;
  afterEach(() => {
    shown?.unmount();
    vi.useRealTimers();
  });

  it('says nothing until the service worker has something to say', () => {
    shown = render(OfflineNote, { store: createOfflineStatusStore() });
    expect(shown.container.textContent).toBe('');
  });

  it('says the app is ready to play offline, then goes by itself', () => {
    vi.useFakeTimers();
    const store = createOfflineStatusStore();
    shown = render(OfflineNote, { store });
    act(() => {
      store.set({ kind: 'ready' });
    });
    expect(shown.container.querySelector('[role="status"]')?.textContent).toContain('Ready to play offline');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(shown.container.textContent).toBe('');
  });

  it('offers a new version: Reload hands over to it, Later puts the note away', () => {
    const store = createOfflineStatusStore();
    const reload = vi.fn();
    shown = render(OfflineNote, { store });
    act(() => {
      store.set({ kind: 'update', reload });
    });
    expect(shown.container.textContent).toContain('A new version is available');
    shown.click(shown.button('Reload'));
    expect(reload).toHaveBeenCalledOnce();
    shown.click(shown.button('Later'));
    expect(shown.container.textContent).toBe('');
  });
});
