// @vitest-environment happy-dom
import { createElement } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from './App.js';
import { SAVE_KEY } from './game/savedGame.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the app (hot seat, rendered by React)', () => {
  let root: Root;
  let container: HTMLElement;

  beforeEach(() => {
    window.localStorage.clear();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => {
      root.unmount();
    });
    container.remove();
  });

  const render = () => {
    act(() => {
      root = createRoot(container);
      root.render(createElement(App));
    });
  };
  const button = (text: string) =>
    [...container.querySelectorAll('button')].find((element) => element.textContent === text);
  const square = (name: string) => container.querySelector<HTMLButtonElement>(`[data-square="${name}"]`);
  const click = (element: HTMLElement | null | undefined) => {
    if (element === null || element === undefined) throw new Error('nothing to click');
    act(() => {
      element.click();
    });
  };

  it('asks for a new game, then plays clicks on the board and keeps the game in localStorage', () => {
    render();
    const person = container.querySelector<HTMLInputElement>('input[name="seat-1"][value="person"]');
    if (person === null) throw new Error('no person choice for seat 1');
    click(person);
    click(button('Start'));
    expect(container.querySelectorAll('button[data-square]')).toHaveLength(25);
    expect(container.querySelector('.status')?.textContent).toBe('Blue to move: place your first worker.');

    click(square('b2'));
    expect(square('b2')?.getAttribute('aria-label')).toBe('b2, level 0, Blue worker');
    click(square('d4'));
    expect(container.querySelector('.log code')?.textContent).toBe('@b2 @d4');
    expect(container.querySelector('.status')?.textContent).toBe('White to move: place your first worker.');
    expect(window.localStorage.getItem(SAVE_KEY)).toContain('@b2 @d4');

    click(square('d4'));
    expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/d4 is occupied by a worker/);
  });

  it('picks up the saved game on load', () => {
    render();
    const person = container.querySelector<HTMLInputElement>('input[name="seat-1"][value="person"]');
    if (person === null) throw new Error('no person choice for seat 1');
    click(person);
    click(button('Start'));
    click(square('a1'));
    click(square('e5'));
    act(() => {
      root.unmount();
    });
    render();
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(square('e5')?.getAttribute('aria-label')).toBe('e5, level 0, Blue worker, changed last turn');
  });

  it('exports the record, loads a pasted one, explains a bad paste, and opens a share link', () => {
    const record =
      '{"players":[{"god":null},{"god":null}],"start":0,"rules":{},"seed":0,"turns":["@a1 @b1","@e5 @d5","a1-a2 +a3"]}';
    window.location.hash = `#game=${encodeURIComponent(record)}`;
    render();
    window.location.hash = '';
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(square('a2')?.getAttribute('aria-label')).toMatch(/^a2, level 0, Blue worker/);
    const exported = container.querySelector<HTMLTextAreaElement>('[data-testid="export"]');
    expect(exported?.value).toContain('3. a1-a2 +a3');

    const paste = container.querySelectorAll<HTMLTextAreaElement>('.share textarea')[1];
    if (paste === undefined) throw new Error('no paste box');
    const type = (text: string) => {
      act(() => {
        // React tracks the value it set; the prototype's setter makes the change visible to it.
        Reflect.set(HTMLTextAreaElement.prototype, 'value', text, paste);
        paste.dispatchEvent(new Event('input', { bubbles: true }));
      });
    };
    type('not a record');
    click(button('Load game'));
    expect(container.querySelector('.share [role="alert"]')?.textContent).toMatch(
      /^This is not a game record: /,
    );
    // Loading replaces the game in progress only when the player says so.
    type(record.replace(',"a1-a2 +a3"', ''));
    click(button('Load game'));
    expect(container.querySelector('.share [role="alert"]')).toBeNull();
    expect(container.querySelector('dialog')?.textContent).toMatch(/^Replace the game in progress\?/);
    click(button('Keep my game'));
    expect(container.querySelector('dialog')).toBeNull();
    expect(square('a2')?.getAttribute('aria-label')).toMatch(/^a2, level 0, Blue worker/);
    type(record.replace(',"a1-a2 +a3"', ''));
    click(button('Load game'));
    click(button('Replace it'));
    expect(square('a1')?.getAttribute('aria-label')).toMatch(/^a1, level 0, Blue worker/);
  });

  it('asks before a share link replaces the game in progress', () => {
    const record =
      '{"players":[{"god":null},{"god":null}],"start":0,"rules":{},"seed":0,"turns":["@a1 @b1","@e5 @d5"]}';
    window.location.hash = `#game=${encodeURIComponent(record)}`;
    render();
    window.location.hash = '';
    act(() => {
      root.unmount();
    });
    const linked = record.replace('"@e5 @d5"', '"@c3 @c4"');
    window.location.hash = `#game=${encodeURIComponent(linked)}`;
    render();
    window.location.hash = '';
    expect(container.querySelector('dialog')?.textContent).toMatch(/Opening the game in the link ends/);
    expect(square('e5')?.getAttribute('aria-label')).toMatch(/White worker/);
    click(button('Replace it'));
    expect(square('c3')?.getAttribute('aria-label')).toMatch(/White worker/);
  });
});
