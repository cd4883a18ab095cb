// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render, type Rendered } from '../testing/render.js';
import { PlayerLink, SeatHolder } from './PlayerLink.js';

describe('PlayerLink', () => {
  let shown:
    Rendered<Parameters<typeof PlayerLink>[0]> | Rendered<Parameters<typeof SeatHolder>[0]> | undefined;
  afterEach(() => {
    shown?.unmount();
  });

  it.each([
    [{ id: 'g', name: 'Bob', guest: true }, 'BobGuest', '.guest-badge'],
    [{ id: 'b', name: 'Robo', bot: true }, 'RoboBot', '.bot-badge'],
    [{ id: 'a', name: 'Ann' }, 'Ann', null],
  ])('shows %j with its badge', (player, text, badge) => {
    shown = render(PlayerLink, { player });
    expect(shown.container.textContent).toBe(text);
    expect(shown.container.querySelector('.player-link')?.textContent).toBe(player.name);
    expect(shown.container.querySelectorAll('.guest-badge, .bot-badge')).toHaveLength(badge === null ? 0 : 1);
    if (badge !== null) expect(shown.container.querySelector(badge)).not.toBeNull();
  });

  it('marks a guest holding a seat, or invited to one', () => {
    const bob = { id: 'g', name: 'Bob', guest: true };
    shown = render(SeatHolder, { seat: { player: bob, ai: null } });
    expect(shown.container.textContent).toBe('BobGuest');
    shown.unmount();
    shown = render(SeatHolder, { seat: { player: null, ai: null, invited: bob } });
    expect(shown.container.textContent).toBe('reserved for BobGuest');
  });
});
