import { legalTurns, parsePosition, type PositionJson } from '@santorini/engine';

/** A legal turn of the position chosen at random (§3 text); undefined when there is none. */
export function randomTurn(position: PositionJson, random: () => number = Math.random): string | undefined {
  const parsed = parsePosition(position);
  if (!parsed.ok) return undefined;
  const turns = legalTurns(parsed.value);
  return turns[Math.floor(random() * turns.length)]?.text;
}
