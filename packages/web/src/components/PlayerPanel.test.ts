// @vitest-environment happy-dom
import { parsePositionText, type Position } from '@santorini/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { render, type Rendered } from '../testing/render.js';
import { PlayerPanel } from './PlayerPanel.js';

function position(rules: string): Position {
  const parsed = parsePositionText(
    `{"players":[{"god":"chaos","workers":["b2","d4"]},{"god":"bia","workers":["c2","c4"]}],` +
      `"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0${rules}}`,
  );
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

describe('the player panel', () => {
  let shown: Rendered<Parameters<typeof PlayerPanel>[0]> | undefined;
  afterEach(() => {
    shown?.unmount();
  });
  const props = {
    position: position(''),
    seats: [{ kind: 'person' }, { kind: 'ai', level: 3 }] as const,
    thinking: false,
    fromPosition: false,
    confirmTurns: false,
  };

  it('says nothing about the game when it is a default one', () => {
    shown = render(PlayerPanel, props);
    expect(shown.container.querySelectorAll('.player')).toHaveLength(2);
    expect(shown.container.querySelector('.game-info')).toBeNull();
  });

  it('lists the rule switches on, a pasted start and confirm turn', () => {
    shown = render(PlayerPanel, {
      ...props,
      position: position(',"rules":{"biaStarts":true,"chaosAnyDome":true}'),
      fromPosition: true,
      confirmTurns: true,
    });
    const info = shown.container.querySelector('.game-info');
    expect(
      [...(info?.querySelectorAll('li[data-rule]') ?? [])].map((line) => line.getAttribute('data-rule')),
    ).toEqual(['chaosAnyDome', 'biaStarts']);
    expect(info?.querySelector('[data-rule="biaStarts"]')?.textContent).toMatch(/^Bia starts: /);
    expect(info?.textContent).toContain('This game started from a pasted position.');
    expect(info?.textContent).toContain('Each turn waits for “Confirm turn”.');
  });

  it("shows what each power holds now: Chaos's card, Morpheus's coins, Athena's move up, Circe's borrowing", () => {
    shown = render(PlayerPanel, props);
    expect(shown.container.querySelector('[data-seat="0"] .power-state')?.textContent).toMatch(
      /^Power now: \w+ \(\d+ cards left\)$/,
    );
    expect(shown.container.querySelector('[data-seat="1"] .power-state')).toBeNull();
    const json = (players: string) =>
      parsePositionText(
        `{"players":${players},"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0}`,
      );
    const morpheus = json(
      '[{"god":"morpheus","workers":["b2","d4"],"coins":3},{"god":"athena","workers":["c2","c4"],"movedUp":true}]',
    );
    if (!morpheus.ok) throw new Error(morpheus.error.message);
    shown.unmount();
    shown = render(PlayerPanel, { ...props, position: morpheus.value });
    const states = [...shown.container.querySelectorAll('.power-state')].map((list) => list.textContent);
    expect(states).toEqual(['3 coins on the card', 'Moved up last turn: opponents cannot move up']);
    const circe = json(
      '[{"god":"circe","workers":["b2","d4"],"borrowed":true},{"god":"pan","workers":["c2","c4"]}]',
    );
    if (!circe.ok) throw new Error(circe.error.message);
    shown.unmount();
    shown = render(PlayerPanel, { ...props, position: circe.value });
    expect([...shown.container.querySelectorAll('.power-state')].map((list) => list.textContent)).toEqual([
      "Holds Pan's power until her next turn",
      'Power taken by Circe until her next turn',
    ]);
  });
});
