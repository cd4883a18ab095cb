// @vitest-environment happy-dom
import { act, createElement, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WinnerDialog } from '../components/WinnerDialog.js';
import { winnerLine } from '../game/gameLog.js';
import { setLanguage } from '../i18n/i18n.js';
import { defaultSettings } from '../game/newGame.js';
import { NewGameDialog } from './NewGameDialog.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the new-game and winner dialogs in French and Dutch (rendered by React)', () => {
  let root: Root;
  let container: HTMLElement;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
    });
  });
  afterEach(async () => {
    act(() => {
      root.unmount();
    });
    container.remove();
    await setLanguage('en');
  });

  const render = (element: ReactElement) => {
    act(() => {
      root.render(element);
    });
  };
  const texts = (selector: string) =>
    [...container.querySelectorAll(selector)].map((element) => element.textContent.trim());

  it('sets up a game in French, with links to how to play and to the gods', async () => {
    await setLanguage('fr');
    render(createElement(NewGameDialog, { initial: defaultSettings(0), onStart: () => {}, onCancel: null }));
    expect(container.querySelector('h2')?.textContent).toBe('Nouvelle partie');
    expect(texts('legend')).toEqual(expect.arrayContaining(['Joueurs', 'Dieux', 'Places']));
    expect(texts('.segment span')).toEqual(expect.arrayContaining(['Aucun (jeu de base)', 'Humain', 'IA']));
    expect(texts('.level-hint')).toEqual(['Niveau 3\u00a0: joueur de club']);
    expect(texts('button[type="submit"]')).toEqual(['Commencer']);
    const links = [...container.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Vous découvrez Santorini\u202f? Comment jouer', '/learn'],
      ['Que font les dieux\u202f?', '/learn#power-cards'],
    ]);
  });

  it('says who won and offers what next in Dutch', async () => {
    await setLanguage('nl');
    const none = () => {};
    render(
      createElement(WinnerDialog, {
        message: winnerLine(2, 1),
        reason: null,
        onRematch: none,
        onNewGame: none,
        onClose: none,
      }),
    );
    expect(container.querySelector('h2')?.textContent).toBe('Wit wint!');
    expect(texts('button')).toEqual(['Revanche', 'Nieuw spel', 'Bekijk het bord']);
  });
});
