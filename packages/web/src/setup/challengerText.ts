import { godTitle } from '@santorini/engine';
import { t } from '../i18n/i18n.js';
import { seatName } from '../game/seats.js';
import { actingSeat, flowStage, type ChallengerFlow, type SetupEvent } from './challenger.js';

/** A seat's name in the setup, marked when the AI plays it. */
export function setupSeatName(flow: ChallengerFlow, seat: number): string {
  const name = seatName(flow.seats.length, seat);
  return flow.seats[seat]?.kind === 'ai' ? t('local.challenger.aiSeat', { name }) : name;
}

/** One line of the setup's log. */
export function eventLine(flow: ChallengerFlow, event: SetupEvent): string {
  const who = setupSeatName(flow, event.seat);
  switch (event.kind) {
    case 'offer':
      return t('local.challenger.offered', { who, gods: event.gods.map(godTitle).join(', ') });
    case 'choose':
      return t('local.challenger.chose', { who, god: godTitle(event.god) });
    case 'last':
      return t('local.challenger.last', { who, god: godTitle(event.god) });
    case 'start':
      return t('local.challenger.named', { who, start: setupSeatName(flow, event.start) });
  }
}

/** What the setup waits for, addressed to the player who decides. */
export function promptLine(flow: ChallengerFlow): string {
  const seat = actingSeat(flow);
  const who = seat === null ? '' : setupSeatName(flow, seat);
  switch (flowStage(flow)) {
    case 'offer':
      return t('local.challenger.promptOffer', { who, players: flow.seats.length });
    case 'choose':
      return t('local.challenger.promptChoose', { who });
    case 'start':
      return t('local.challenger.promptStart', { who });
    case 'ready':
      return t('local.challenger.promptReady', { start: setupSeatName(flow, flow.setup.start ?? 0) });
  }
}
