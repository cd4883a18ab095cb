import {
  formatTurn,
  godTitle,
  godsTakingStep,
  squareName,
  type ExtraStep,
  type Refusal,
  type RefusalReason,
} from '@santorini/engine';
import { currentLanguage, t } from './i18n.js';

/** The reasons whose words name the gods that take a step the base rules lack. */
const TAKERS: Partial<Record<RefusalReason, ExtraStep>> = {
  lowDome: 'lowDome',
  noForce: 'force',
  noRemove: 'remove',
  noPass: 'pass',
};

/** The part of a reason's words that depends on the refusal's data, by i18next context. */
function contextOf(r: Refusal): string | undefined {
  if (r.reason === 'noLegalTurn' && r.cause !== undefined) return 'cause';
  if ((r.reason === 'incomplete' || r.reason === 'incompleteAfterMove') && r.steps !== undefined)
    return 'example';
  if (r.reason === 'nextToLimus' && r.anyDome === true) return 'anyDome';
  return undefined;
}

/**
 * A refused step's reason in the current language, written from the engine's refusal kind and its
 * data (never from the engine's English). `seatLabel` names the seat a reason is about.
 */
export function refusalText(r: Refusal, seatLabel: (seat: number) => string): string {
  const square = (index: number): string => {
    const sq = r.squares?.[index];
    return sq === undefined ? '?' : squareName(sq);
  };
  const takers = TAKERS[r.reason];
  const steps = r.steps ?? [];
  return t(`refusal.${r.reason}`, {
    context: contextOf(r),
    a: square(0),
    b: square(1),
    levelA: r.levels?.[0] ?? 0,
    levelB: r.levels?.[1] ?? 0,
    power: r.power === undefined ? t('refusal.thePower') : godTitle(r.power),
    number: r.count ?? 0,
    spent: r.spent ?? 0,
    seat: r.seat === undefined ? '?' : seatLabel(r.seat),
    turn: formatTurn(steps),
    cause: r.cause === undefined ? t('refusal.notAllowed') : refusalText(r.cause, seatLabel),
    takers:
      takers === undefined
        ? ''
        : new Intl.ListFormat(currentLanguage(), { type: 'unit', style: 'short' }).format(
            godsTakingStep(takers).map(godTitle),
          ),
  });
}
