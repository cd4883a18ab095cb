import type { PositionJson } from '@santorini/engine';
import type { TurnChooser } from '../ai/turnChooser.js';
import { firstLegalTurn } from '../service/firstLegalTurn.js';

/** A TurnChooser for tests: plays the engine's first legal turn, at once, and counts its calls. */
export class FirstTurnChooser implements TurnChooser {
  calls = 0;
  private closed = false;

  chooseTurn(position: PositionJson): Promise<string> {
    this.calls++;
    if (this.closed) return Promise.reject(new Error('the chooser is closed'));
    const turn = firstLegalTurn(position);
    return turn === undefined ? Promise.reject(new Error('no legal turn')) : Promise.resolve(turn);
  }

  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }
}
