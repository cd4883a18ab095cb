import {
  gameFromPosition,
  hasLegalTurn,
  parsePosition,
  positionToJson,
  type Game,
  type PositionJson,
  currentPosition,
} from '@santorini/engine';

/**
 * A 3-player resignation (spec §7: "3, the caller is out (§2.2) and play goes on"). The engine has
 * no resignation of its own, so this works through its public API only: the position now as JSON,
 * the seat marked out as §2.2 eliminates (`out: true`, no workers, power memory gone, the god kept
 * for the record as R23 says), the turn handed on past players who are out, R2 checked for the new
 * player to move (one with no legal turn is eliminated too), and the last player standing the
 * winner. Play goes on in a new engine Game that starts from that position.
 */
export function withSeatOut(game: Game, seat: number, seed: number): Game {
  const json = JSON.parse(JSON.stringify(positionToJson(currentPosition(game)))) as PositionJson;
  const players = json.players as Record<string, unknown>[];
  const eliminate = (out: number): void => {
    const player = players[out];
    players[out] = { god: player?.god ?? null, workers: [], out: true };
  };
  eliminate(seat);
  for (;;) {
    const standing = players.flatMap((player, index) => (player.out === true ? [] : [index]));
    const [last] = standing;
    if (standing.length === 1 && last !== undefined) {
      (json as { winner?: number }).winner = last;
      (json as { toMove: number }).toMove = last;
      return startFrom(json, seed);
    }
    let toMove = json.toMove;
    while (players[toMove]?.out === true) toMove = (toMove + 1) % players.length;
    (json as { toMove: number }).toMove = toMove;
    const parsed = parsePosition(json);
    if (!parsed.ok)
      throw new Error(`the position after a resignation does not read back: ${parsed.error.message}`);
    if (hasLegalTurn(parsed.value)) return startFrom(json, seed);
    eliminate(toMove);
  }
}

function startFrom(json: PositionJson, seed: number): Game {
  const parsed = parsePosition(json);
  if (!parsed.ok)
    throw new Error(`the position after a resignation does not read back: ${parsed.error.message}`);
  const game = gameFromPosition(parsed.value, { seed });
  if (!game.ok)
    throw new Error(`no game starts from the position after a resignation: ${game.error.message}`);
  return game.value;
}
