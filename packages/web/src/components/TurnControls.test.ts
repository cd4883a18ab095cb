// @vitest-environment happy-dom
import { emptyPosition } from '@santorini/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { render, type Rendered } from '../testing/render.js';
import { TurnControls } from './TurnControls.js';

describe('the turn controls', () => {
  let shown: Rendered<Parameters<typeof TurnControls>[0]> | undefined;
  afterEach(() => {
    shown?.unmount();
  });

  it('offers "Confirm turn" only while a complete turn waits for it', () => {
    const pressed: string[] = [];
    const press = (what: string) => () => {
      pressed.push(what);
    };
    shown = render(TurnControls, {
      status: 'Blue: the turn is complete. Confirm it, or undo a step.',
      notice: null,
      board: emptyPosition(),
      choice: null,
      canEnd: false,
      awaitingConfirmation: true,
      hasPass: false,
      canUndoStep: true,
      canUndoTurn: true,
      onChoose: press('choose'),
      onCancelChoice: press('cancel'),
      onEndTurn: press('end'),
      onConfirm: press('confirm'),
      onPass: press('pass'),
      onUndoStep: press('undo step'),
      onUndoTurn: press('undo turn'),
    });
    shown.click(shown.button('Confirm turn'));
    shown.click(shown.button('Undo step'));
    expect(pressed).toEqual(['confirm', 'undo step']);
    shown.update({ awaitingConfirmation: false });
    expect(() => shown?.button('Confirm turn')).toThrow('no button "Confirm turn"');
  });
});
