import { currentPosition, positionToJson } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import {
  applyBody,
  applyMessage,
  applyOwnTurn,
  freeSeats,
  gameHistory,
  gameResultOf,
  isMyTurn,
  isSpectator,
  mySeats,
  onlineGameFromBody,
  seatHolder,
  seatToMove,
  type OnlineGame,
  type Update,
} from './onlineGame.js';
import { ANN, BOB, EVE, gameBody, onlineGame } from '../testing/onlineGames.js';
import type { ClocksBody, GameBody, ServerMessage } from '@santorini/protocol';
import { resultLine } from './resultText.js';

const body = gameBody;
const made = onlineGame;

function applied(update: Update): OnlineGame {
  if ('resync' in update) throw new Error(`resync: ${update.resync}`);
  return update.online;
}

const turn = (seq: number, text: string, clocks: ClocksBody | null = null): ServerMessage => ({
  type: 'turn',
  seq,
  seat: (seq - 1) % 2,
  turn: text,
  position: null as never,
  clocks,
});

describe('the online game model', () => {
  it('rebuilds the engine game from the record and knows whose turn it is', () => {
    const online = made(body(['@b2 @d4']));
    expect(online.game?.turns).toHaveLength(1);
    expect(seatToMove(online)).toBe(1);
    expect(isMyTurn(online, BOB)).toBe(true);
    expect(isMyTurn(online, ANN)).toBe(false);
    expect(mySeats(online, ANN)).toEqual([0]);
    expect(isSpectator(online, ANN)).toBe(false);
    expect(isSpectator(online, EVE)).toBe(true);
    expect(isSpectator(online, null)).toBe(true);
  });

  it('plays each turn message once, in order, and moves the seq on', () => {
    let online = made(body(['@b2 @d4']));
    online = applied(applyMessage(online, turn(2, '@a5 @e1')));
    expect(online.body.seq).toBe(2);
    expect(online.game?.record.turns).toEqual(['@b2 @d4', '@a5 @e1']);
    // The same turn again (the socket's broadcast after the page's own POST) changes nothing.
    const again = applied(applyMessage(online, turn(2, '@a5 @e1')));
    expect(again.game).toBe(online.game);
    expect(again.body.seq).toBe(2);
    expect(seatToMove(online)).toBe(0);
  });

  it('asks for the whole game again when a turn is missing or does not play here', () => {
    const online = made(body(['@b2 @d4']));
    expect(applyMessage(online, turn(3, 'b2-b3 +b4'))).toEqual({ resync: 'turn 3 came after turn 1' });
    const illegal = applyMessage(online, turn(2, '@b2 @c3'));
    expect('resync' in illegal && illegal.resync).toMatch(/^turn 2 "@b2 @c3" does not play here/);
  });

  it('moves on with a turn the page played itself, as with the broadcast of it', () => {
    const online = made(body(['@b2 @d4']));
    const seen = applied(applyMessage(online, turn(2, '@a5 @e1')));
    if (seen.game === null) throw new Error('no game');
    const position = positionToJson(currentPosition(seen.game));
    const own = applied(applyOwnTurn(online, 2, '@a5 @e1', position));
    expect(own.game?.turns).toHaveLength(2);
    expect(own.body.position).toEqual(position);
    // Its broadcast then brings only the clocks.
    const clocks = { ms: [60_000, 55_000], running: 0, since: 5 };
    const timed = applied(applyMessage(own, turn(2, '@a5 @e1', clocks)));
    expect(timed.game).toBe(own.game);
    expect(timed.body.clocks).toEqual(clocks);
  });

  it("follows the server's position when a seat is out without a turn (a resignation in 3 players)", () => {
    const gods = [{ god: 'apollo' as const }, { god: 'artemis' as const }, { god: 'athena' as const }];
    const placed = ['@a1 @a2', '@c1 @c2', '@e1 @e2'];
    const three = (position: GameBody['position']) =>
      body(placed, {
        players: 3,
        gods: 'random',
        seats: [
          { player: ANN, ai: null },
          { player: BOB, ai: null },
          { player: EVE, ai: null },
        ],
        record: { players: gods, start: 0, rules: {}, seed: 0, turns: placed },
        position,
      });
    const before = made(three(null));
    if (before.game === null) throw new Error('no game');
    const json = positionToJson(currentPosition(before.game));
    const resigned = {
      ...json,
      players: json.players.map((p, seat) => (seat === 1 ? { ...p, out: true, workers: [] } : p)),
    };
    const after = made(three(resigned));
    if (after.game === null) throw new Error('no game');
    expect(currentPosition(after.game).isOut(1)).toBe(true);
    expect(currentPosition(before.game).isOut(1)).toBe(false);
    // The log still shows the turns before, and the next turn follows them.
    expect(gameHistory(after).turns).toEqual(placed);
    const next = applied(applyMessage(after, turn(4, 'a1-b1 +a1')));
    expect(gameHistory(next).turns).toEqual([...placed, 'a1-b1 +a1']);
    expect(gameHistory(next).positions).toHaveLength(5);
  });

  it('takes seats, the end, chat and a rematch from their messages', () => {
    let online = made(
      body([], {
        status: 'open',
        seats: [
          { player: ANN, ai: null },
          { player: null, ai: null },
        ],
      }),
    );
    expect(freeSeats(online)).toEqual([1]);
    expect(seatToMove(online)).toBe(null);
    // The last seat taken starts the game: the page fetches it.
    expect(
      applyMessage(online, {
        type: 'seats',
        seats: [
          { player: ANN, ai: null },
          { player: BOB, ai: null },
        ],
      }),
    ).toEqual({ resync: 'every seat is taken' });
    online = applied(applyBody(online, body([])));
    online = applied(
      applyMessage(online, {
        type: 'seats',
        seats: [
          { player: ANN, ai: null, connected: true },
          { player: BOB, ai: null, connected: false },
        ],
      }),
    );
    expect(freeSeats(online)).toEqual([]);
    expect(online.body.seats[1]?.connected).toBe(false);
    online = applied(applyMessage(online, { type: 'chat', from: BOB, text: 'hello' }));
    expect(online.body.chat.map((line) => line.text)).toEqual(['hello']);
    online = applied(applyMessage(online, { type: 'end', result: { winner: 1, reason: 'resign' } }));
    expect(online.body.status).toBe('finished');
    expect(gameResultOf(online)).toEqual({ winner: 1, reason: 'resign' });
    expect(resultLine(online.body.seats, { winner: 1, reason: 'resign' }, mySeats(online, BOB))).toBe(
      'You win! White (Bob) wins (by resignation).',
    );
    expect(resultLine(online.body.seats, { winner: 1, reason: 'resign' }, [0])).toMatch(/^You lose\./);
    expect(resultLine(online.body.seats, { winner: 1, reason: 'resign' })).toBe(
      'White (Bob) wins (by resignation).',
    );
    expect(resultLine(online.body.seats, { winner: null, reason: 'abandon' })).toBe(
      'The game ended without a winner (the game was abandoned).',
    );
    online = applied(applyMessage(online, { type: 'rematch', id: 'g2', from: BOB }));
    expect(online.body.rematch).toBe('g2');
  });

  it('keeps a newer game over an older description fetched before a turn came', () => {
    const online = applied(applyMessage(made(body(['@b2 @d4'])), turn(2, '@a5 @e1')));
    expect(applied(applyBody(online, body(['@b2 @d4'])))).toBe(online);
    const newer = applied(applyBody(online, body(['@b2 @d4', '@a5 @e1', 'b2-b3 +b4'])));
    expect(newer.body.seq).toBe(3);
  });

  it('keeps its Game when the same game is described again, so a half-made turn is not dropped', () => {
    const online = made(body(['@b2 @d4']));
    const again = applied(applyBody(online, body(['@b2 @d4'])));
    expect(again.game).toBe(online.game);
    expect(applied(applyBody(online, body(['@b2 @d4', '@a5 @e1']))).game).not.toBe(online.game);
  });

  it('keeps who is connected (said by the socket) when a fetched description does not say', () => {
    let online = made(body([]));
    online = applied(
      applyMessage(online, {
        type: 'seats',
        seats: [
          { player: ANN, ai: null, connected: true },
          { player: BOB, ai: null, connected: false },
        ],
      }),
    );
    const fetched = applied(applyBody(online, body([])));
    expect(fetched.body.seats.map((seat) => seat.connected)).toEqual([true, false]);
    const swapped = applied(
      applyBody(
        online,
        body([], {
          seats: [
            { player: BOB, ai: null },
            { player: ANN, ai: null },
          ],
        }),
      ),
    );
    expect(swapped.body.seats.map((seat) => seat.connected)).toEqual([undefined, undefined]);
  });

  it('has no engine game while the Challenger is still choosing', () => {
    const online = made(
      body([], {
        status: 'setup',
        record: null,
        setup: { stage: 'offer', chooser: 0, offered: [], chosen: [null, null] },
      }),
    );
    expect(online.game).toBe(null);
    expect(seatToMove(online)).toBe(null);
    expect(applyMessage(online, turn(1, '@b2 @d4'))).toEqual({
      resync: 'a turn came before the game had a record',
    });
  });

  it('says why a record that does not replay cannot be shown', () => {
    const result = onlineGameFromBody(body(['@b2 @b2']));
    expect('error' in result && result.error).toMatch(/^the game's record cannot be replayed/);
  });

  it("names a team's win in 4 players, from each player's side", () => {
    const seats = [ANN, BOB, EVE, { id: 'p4', name: 'Dan' }].map((player) => ({ player, ai: null }));
    expect(resultLine(seats, { winner: 2, reason: 'win' }, [0])).toBe('You win! Blue (Ann and Eve) win.');
    expect(resultLine(seats, { winner: 2, reason: 'win' }, [3])).toBe('You lose. Blue (Ann and Eve) win.');
  });
});

describe('seatHolder', () => {
  it('marks a bot and names the player a reserved seat waits for', () => {
    expect(seatHolder({ player: { id: 'b', name: 'Robo', bot: true }, ai: null })).toBe('Robo (bot)');
    expect(seatHolder({ player: { id: 'a', name: 'Ann' }, ai: null })).toBe('Ann');
    expect(seatHolder({ player: null, ai: null, invited: { id: 'b', name: 'Robo', bot: true } })).toBe(
      'reserved for Robo',
    );
    expect(seatHolder({ player: null, ai: null })).toBe('free');
  });
});
