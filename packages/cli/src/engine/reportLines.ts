import { formatScore, type SearchInfo } from '@santorini/ai';

/** Turns contain spaces ("b2-b3 +b4"), so the principal variation separates them with "; ". */
export const PV_SEPARATOR = '; ';

/** `info depth <d> score <s> nodes <n> nps <r> pv <turn>; <turn>…` (spec §6). */
export function infoLine(info: SearchInfo): string {
  const nps = Math.round((info.nodes * 1000) / Math.max(1, info.timeMs));
  const score = formatScore(info.score);
  return `info depth ${info.depth} score ${score} nodes ${info.nodes} nps ${nps} pv ${info.pv.join(PV_SEPARATOR)}`;
}

/** `bestturn <turn>`, or `bestturn none` when the game is over or no turn is legal. */
export function bestTurnLine(turn: string | null): string {
  return `bestturn ${turn ?? 'none'}`;
}
