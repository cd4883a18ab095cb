import { godTitle } from '@santorini/engine';
import { seatName } from '../game/seats.js';
import { actingSeat, flowStage, type ChallengerFlow, type SetupEvent } from './challenger.js';

/** A seat's name in the setup, marked when the AI plays it. */
export function setupSeatName(flow: ChallengerFlow, seat: number): string {
  const name = seatName(flow.seats.length, seat);
  return flow.seats[seat]?.kind === 'ai' ? `${name} (AI)` : name;
}

/** One line of the setup's log. */
export function eventLine(flow: ChallengerFlow, event: SetupEvent): string {
  const who = setupSeatName(flow, event.seat);
  switch (event.kind) {
    case 'offer':
      return `${who}, the Challenger, offered ${event.gods.map(godTitle).join(', ')}.`;
    case 'choose':
      return `${who} chose ${godTitle(event.god)}.`;
    case 'last':
      return `${who} gets the last power: ${godTitle(event.god)}.`;
    case 'start':
      return `${who} named ${setupSeatName(flow, event.start)} the Start Player.`;
  }
}

/** What the setup waits for, addressed to the player who decides. */
export function promptLine(flow: ChallengerFlow): string {
  const seat = actingSeat(flow);
  const who = seat === null ? '' : setupSeatName(flow, seat);
  switch (flowStage(flow)) {
    case 'offer':
      return `${who}, the Challenger: offer ${flow.seats.length} powers, one for each player.`;
    case 'choose':
      return `${who}: choose your power.`;
    case 'start':
      return `${who}, the Challenger: name the Start Player.`;
    case 'ready':
      return `Every player has a power. ${setupSeatName(flow, flow.setup.start ?? 0)} starts.`;
  }
}
