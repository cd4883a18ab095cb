// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n.js';
import { PowerCard } from './PowerCard.js';
import { powerText } from './powerText.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('PowerCard', () => {
  let root: Root;
  let container: HTMLElement;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(createElement(PowerCard, { god: 'apollo' }));
    });
  });
  afterEach(async () => {
    act(() => {
      root.unmount();
    });
    container.remove();
    await setLanguage('en');
  });

  const text = (selector: string) => container.querySelector(selector)?.textContent ?? '';

  it('says the power in a sentence, with the full text and rulings folded under it', () => {
    expect(text('h3')).toBe('Apollo');
    expect(text('.power-title')).toBe('God of Music');
    expect(text('.power-text')).toMatch(/^Your worker may move onto a neighbouring opponent worker/);
    expect(container.querySelector('details.power-full')?.hasAttribute('open')).toBe(false);
    expect(text('details.power-full summary')).toBe('Full text and rulings');
    expect(container.querySelectorAll('details.power-full li')).toHaveLength(
      powerText('apollo', 'en').rulings.length,
    );
  });

  it('is written again in French when the language changes to French', async () => {
    await act(async () => {
      await setLanguage('fr');
    });
    expect(text('h3')).toBe('Apollon');
    expect(text('.power-title')).toBe('Dieu de la musique');
    expect(text('.power-text')).toBe(powerText('apollo', 'fr').summary);
    expect(text('.power-text')).toMatch(/^Votre ouvrier peut aller/);
    expect(text('details.power-full summary')).toBe('Texte complet et précisions');
    expect(text('details.power-full')).toContain(powerText('apollo', 'fr').text);
  });

  it('is written in Dutch too', async () => {
    await act(async () => {
      await setLanguage('nl');
    });
    expect(text('.power-text')).toMatch(/^Je bouwer mag naar het veld/);
    expect(text('details.power-full summary')).toBe('Volledige tekst en uitleg');
  });
});
