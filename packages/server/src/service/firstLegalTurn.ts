import { legalTurns, parsePosition, type PositionJson } from '@santorini/engine';

/** The engine's first legal turn in a position (spec §2 JSON); undefined when none or unreadable. */
export function firstLegalTurn(position: PositionJson): string | undefined {
  const parsed = parsePosition(position);
  return parsed.ok ? legalTurns(parsed.value)[0]?.text : undefined;
}
