// @vitest-environment happy-dom
import { replayRecord, type GameRecord } from '@santorini/engine';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings, type NewGameSettings } from '../game/newGame.js';
import { NewGameDialog } from './NewGameDialog.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the new-game dialog with the Challenger (rendered by React)', () => {
  let root: Root;
  let container: HTMLElement;
  let started: { record: GameRecord; settings: NewGameSettings }[];

  beforeEach(() => {
    started = [];
    container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
    });
  });
  afterEach(() => {
    act(() => {
      root.unmount();
    });
    container.remove();
  });

  const render = (settings: NewGameSettings) => {
    act(() => {
      root.render(
        createElement(NewGameDialog, {
          initial: settings,
          onStart: (record, chosen) => {
            started.push({ record, settings: chosen });
          },
          onCancel: null,
        }),
      );
    });
  };
  const button = (text: string) => {
    const found = [...container.querySelectorAll('button')].find((element) => element.textContent === text);
    if (found === undefined) throw new Error(`no button "${text}"`);
    return found;
  };
  const input = (selector: string) => {
    const found = container.querySelector<HTMLInputElement>(selector);
    if (found === null) throw new Error(`nothing matches ${selector}`);
    return found;
  };
  const click = (element: HTMLElement) => {
    act(() => {
      element.click();
    });
  };
  const alertText = () => container.querySelector('[role="alert"]')?.textContent ?? null;
  const prompt = () => container.querySelector('.status')?.textContent;
  const twoPeople = (): NewGameSettings => ({
    ...defaultSettings(0),
    seats: [{ kind: 'person' }, { kind: 'person' }],
  });

  it('walks two people through the offer, the choice and the Start Player, refusing a short offer', () => {
    render(twoPeople());
    click(input('input[name="gods"][value="challenger"]'));
    click(button('Start'));
    expect(prompt()).toBe('Blue, the Challenger: offer 2 powers, one for each player.');
    expect(document.activeElement).toBe(container.querySelector('.status'));
    expect(container.querySelectorAll('input[name="offer"]')).toHaveLength(30);
    expect(container.querySelector('#offer-atlas')?.textContent).toBe(
      'Your worker may build a dome on any level, even the ground.',
    );

    click(input('input[name="offer"][value="apollo"]'));
    click(button('Offer these powers'));
    expect(alertText()).toBe('the Challenger offers as many powers as there are players: 2, not 1');
    expect(prompt()).toMatch(/offer 2 powers/);

    click(input('input[name="offer"][value="atlas"]'));
    expect(alertText()).toBeNull();
    click(button('Offer these powers'));
    expect(prompt()).toBe('White: choose your power.');
    expect(container.querySelector('.setup-log')?.textContent).toBe(
      'Blue, the Challenger, offered Apollo, Atlas.',
    );

    click(button('Take Atlas'));
    expect(prompt()).toBe('Blue, the Challenger: name the Start Player.');
    click(button('White starts'));
    expect(prompt()).toBe('Every player has a power. White starts.');
    expect([...container.querySelectorAll('.setup-log li')].map((line) => line.textContent)).toEqual([
      'Blue, the Challenger, offered Apollo, Atlas.',
      'White chose Atlas.',
      'Blue gets the last power: Apollo.',
      'Blue named White the Start Player.',
    ]);
    expect(started).toEqual([]);

    click(button('Start game'));
    expect(started).toHaveLength(1);
    const [game] = started;
    if (game === undefined) throw new Error('no game started');
    const { record, settings } = game;
    expect(record.players).toEqual([{ god: 'apollo' }, { god: 'atlas' }]);
    expect(record.start).toBe(1);
    expect(record.setup).toEqual({ challenger: 0, offered: ['apollo', 'atlas'] });
    expect(record.turns).toEqual([]);
    expect(settings.seed).toBe(record.seed);
    expect(replayRecord(record).ok).toBe(true);
  });

  it('keeps the rule switches and confirm turn in a collapsed Advanced part, and starts with them', () => {
    render(twoPeople());
    const advanced = container.querySelector('details.advanced');
    expect(advanced?.hasAttribute('open')).toBe(false);
    expect(advanced?.querySelector('summary')?.textContent).toBe('Advanced');
    const boxes = [
      ...container.querySelectorAll<HTMLInputElement>('details.advanced input[type="checkbox"]'),
    ];
    expect(boxes.map((box) => box.name)).toEqual([
      'chaosAnyDome',
      'limusAnyDome',
      'biaStarts',
      'allowCirceEros',
      'confirmTurns',
    ]);
    // Without gods no switch changes anything, and each says so.
    expect(container.querySelector('#rule-chaosAnyDome-text')?.textContent).toMatch(
      /Changes nothing in this game: it needs Chaos\.$/,
    );

    click(input('input[name="gods"][value="pick"]'));
    // The god cards are for one seat at a time: choose the seat, then the god's card.
    const pick = (seat: number, god: string) => {
      click(input(`input[name="pick-seat"][value="${seat}"]`));
      click(input(`input[name="god-${seat}"][value="${god}"]`));
    };
    pick(0, 'chaos');
    pick(1, 'bia');
    expect(container.querySelector('#rule-chaosAnyDome-text')?.textContent).not.toMatch(/Changes nothing/);
    expect(container.querySelector('#rule-limusAnyDome-text')?.textContent).toMatch(/it needs Limus\.$/);
    expect(container.querySelector('#rule-allowCirceEros-text')?.textContent).toMatch(
      /it needs Circe and Eros\.$/,
    );
    click(input('input[name="chaosAnyDome"]'));
    click(input('input[name="biaStarts"]'));
    click(input('input[name="confirmTurns"]'));
    click(button('Start'));
    const [game] = started;
    if (game === undefined) throw new Error('no game started');
    expect(game.record.rules).toEqual({ chaosAnyDome: true, biaStarts: true });
    expect(game.record.start).toBe(1);
    expect(game.settings.confirmTurns).toBe(true);
    const replayed = replayRecord(game.record);
    expect(replayed.ok && replayed.value.final.rules).toMatchObject({ chaosAnyDome: true, biaStarts: true });
  });

  it('opens the Advanced part when a switch is already on', () => {
    render({ ...twoPeople(), rules: { limusAnyDome: true } });
    expect(container.querySelector('details.advanced')?.hasAttribute('open')).toBe(true);
    expect(input('input[name="limusAnyDome"]').checked).toBe(true);
  });

  it('lets the AI choose for its seat and a chosen Challenger offer, and goes back to the settings', () => {
    render({
      ...defaultSettings(0),
      players: 3,
      seats: [{ kind: 'ai', level: 2 }, { kind: 'person' }, { kind: 'person' }],
      picks: [],
    });
    click(input('input[name="gods"][value="challenger"]'));
    click(input('input[name="challenger"][value="2"]'));
    click(button('Start'));
    expect(prompt()).toBe('Orange, the Challenger: offer 3 powers, one for each player.');

    click(input('input[name="offer"][value="apollo"]'));
    click(input('input[name="offer"][value="atlas"]'));
    click(input('input[name="offer"][value="chronus"]'));
    click(button('Offer these powers'));
    expect(alertText()).toMatch(/Chronus/);

    click(input('input[name="offer"][value="chronus"]'));
    click(input('input[name="offer"][value="pan"]'));
    click(button('Offer these powers'));
    // Blue, the AI, sits at the Challenger's left and takes a power at once; then White chooses.
    expect(container.querySelectorAll('.setup-log li')[1]?.textContent).toMatch(
      /^Blue \(AI\) chose (Apollo|Atlas|Pan)\.$/,
    );
    expect(prompt()).toBe('White: choose your power.');
    expect(container.querySelectorAll('button[aria-describedby^="left-"]')).toHaveLength(2);

    click(button('Back'));
    expect(input('input[name="challenger"][value="2"]').checked).toBe(true);
    expect(started).toEqual([]);
  });
});
