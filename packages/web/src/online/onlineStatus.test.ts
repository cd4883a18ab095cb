import { describe, expect, it } from 'vitest';
import { stepOptions } from '../game/localGame.js';
import { ANN, BOB, gameBody, onlineGame } from '../testing/onlineGames.js';
import type { OnlineGame } from './onlineGame.js';
import type { GameBody } from '@santorini/protocol';
import { onlineStatus } from './onlineStatus.js';
import { clickDraft, completedTurn, endableTurn, newDraft } from './turnDraft.js';
import { square } from '../testing/games.js';

const online = (turns: string[], patch: Partial<GameBody> = {}): OnlineGame =>
  onlineGame(gameBody(turns, patch));

describe('composing an online turn and the status line', () => {
  it('builds a turn by clicks as in local play and hands it over complete, not played', () => {
    const game = online(['@b2 @d4', '@a5 @e1']);
    if (game.game === null) throw new Error('no game');
    let draft = newDraft(game.game);
    draft = clickDraft(draft, square('b2'));
    draft = clickDraft(draft, square('b3'));
    expect(completedTurn(draft)).toBe(null);
    expect(endableTurn(draft)).toBe(null);
    draft = clickDraft(draft, square('b4'));
    expect(completedTurn(draft)).toBe('b2-b3 +b4');
    // The game itself is unchanged until the server answers.
    expect(draft.turns).toHaveLength(2);
  });

  it('says whose turn it is, to the player, to the opponent and to a spectator', () => {
    const game = online(['@b2 @d4']);
    if (game.game === null) throw new Error('no game');
    const draft = newDraft(game.game);
    const options = stepOptions(draft);
    expect(onlineStatus(game, BOB, draft, options, false)).toBe(
      'Your turn. White to move: place your first worker.',
    );
    expect(onlineStatus(game, ANN, draft, options, false)).toBe('White (Bob) to move.');
    expect(onlineStatus(game, null, draft, options, false)).toBe('White (Bob) to move. You are watching.');
    expect(onlineStatus(game, BOB, draft, options, true)).toBe('Sending your turn…');
  });

  it('says what an open game waits for, and how a finished one ended', () => {
    const open = online([], {
      status: 'open',
      seats: [
        { player: ANN, ai: null },
        { player: null, ai: null },
      ],
    });
    expect(onlineStatus(open, ANN, null, { steps: [], canEnd: false }, false)).toBe(
      'Waiting for players: 1 seat is free.',
    );
    const over = online(['@b2 @d4'], { status: 'finished', result: { winner: 0, reason: 'resign' } });
    expect(onlineStatus(over, ANN, null, { steps: [], canEnd: false }, false)).toBe(
      'You win! Blue (Ann) wins (by resignation).',
    );
  });
});
