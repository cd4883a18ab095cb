// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalGame } from '../game/localGame.js';
import { importGame } from '../game/sharing.js';
import { gameFrom } from '../testing/games.js';
import { render, type Rendered } from '../testing/render.js';
import { SharePanel } from './SharePanel.js';

const POSITION =
  '{"players":[{"workers":["b2","d4"]},{"workers":["c2","c4"]}],' +
  '"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0}';

function fromPosition(): LocalGame {
  const imported = importGame(POSITION);
  if ('error' in imported) throw new Error(imported.error);
  return imported.game;
}

describe('the save and share panel', () => {
  let shown: Rendered<Parameters<typeof SharePanel>[0]> | undefined;
  afterEach(() => {
    shown?.unmount();
  });
  const tabs = () =>
    [...(shown?.container.querySelectorAll('.share-tabs button') ?? [])].map((tab) => tab.textContent);
  const exported = () => shown?.container.querySelector<HTMLTextAreaElement>('[data-testid="export"]')?.value;

  it('offers the record, the position and a link, the record of a pasted game holding its position', () => {
    const loads: string[] = [];
    shown = render(SharePanel, {
      game: gameFrom([null, null], ['@b2 @d4']),
      onImport: (text) => {
        loads.push(text);
        return null;
      },
    });
    expect(tabs()).toEqual(['Game record (text)', 'Game record (JSON)', 'Position (JSON)', 'Share link']);
    expect(exported()).toContain('1. @b2 @d4');

    shown.update({ game: fromPosition() });
    expect(tabs()).toEqual(['Game record (text)', 'Game record (JSON)', 'Position (JSON)', 'Share link']);
    expect(exported()).toContain('[Position "{\\"players\\":');
    shown.click(shown.button('Game record (JSON)'));
    expect(JSON.parse(exported() ?? 'null')).toMatchObject({
      position: JSON.parse(POSITION) as unknown,
      turns: [],
    });
    shown.click(shown.button('Share link'));
    expect(exported()).toMatch(/#game=%7B%22players%22.*%22position%22/);
  });

  it('shows why a paste did not load and keeps the text; a good paste clears it', () => {
    let answer: string | null = 'This is not a position: levels: missing';
    shown = render(SharePanel, { game: gameFrom([null, null], []), onImport: () => answer });
    const paste = shown.container.querySelectorAll<HTMLTextAreaElement>('.share textarea')[1];
    if (paste === undefined) throw new Error('no paste box');
    shown.type(paste, '{"toMove":0}');
    shown.click(shown.button('Load game'));
    expect(shown.container.querySelector('[role="alert"]')?.textContent).toBe(
      'This is not a position: levels: missing',
    );
    expect(paste.value).toBe('{"toMove":0}');
    answer = null;
    shown.click(shown.button('Load game'));
    expect(shown.container.querySelector('[role="alert"]')).toBeNull();
    expect(paste.value).toBe('');
  });
});
