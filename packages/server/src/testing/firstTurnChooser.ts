import type { PositionJson } from '@santorini/engine';
import type { TurnChooser } from '../ai/turnChooser.js';
import { firstLegalTurn } from '../service/firstLegalTurn.js';

/**
 * A TurnChooser for tests: plays the engine's first legal turn, at once, and counts its calls; keeps
 * the time each call was given (undefined: none).
 */
export class FirstTurnChooser implements TurnChooser {
  calls = 0;
  readonly times: (number | undefined)[] = [];
  private closed = false;

  chooseTurn(
    position: PositionJson,
    _level?: number,
    options?: { readonly signal?: AbortSignal; readonly timeMs?: number },
  ): Promise<string> {
    this.calls++;
    this.times.push(options?.timeMs);
    if (this.closed) return Promise.reject(new Error('the chooser is closed'));
    const turn = firstLegalTurn(position);
    return turn === undefined ? Promise.reject(new Error('no legal turn')) : Promise.resolve(turn);
  }

  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }
}
