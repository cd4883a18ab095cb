import {
  currentPosition,
  newGame,
  playTurnText,
  positionToJson,
  type GodName,
  type PositionJson,
} from '@santorini/engine';

/** The position (spec §2 JSON) after these turns of a new game with these gods (tests, benches). */
export function positionAfter(gods: readonly (GodName | null)[], turns: readonly string[]): PositionJson {
  const started = newGame({ gods });
  if (!started.ok) throw new Error(started.error.message);
  let game = started.value;
  for (const turn of turns) {
    const played = playTurnText(game, turn);
    if (!played.ok) throw new Error(`${turn}: ${played.error.message}`);
    game = played.value;
  }
  return positionToJson(currentPosition(game));
}
