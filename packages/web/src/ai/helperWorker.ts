import { HelperThread, type HelperSearchRequest, type HelperSetup } from '@santorini/ai';

/** The part of a dedicated worker's global scope used here (the DOM library does not declare it). */
interface HelperScope {
  onmessage: ((event: MessageEvent<HelperSetup | HelperSearchRequest>) => void) | null;
}

// A lazy-SMP helper of the AI worker (worker.ts starts it): its first message is its setup (the
// shared tables, its number, its report), each later one sets it searching the AI's position.
let helper: HelperThread | null = null;
const scope = self as unknown as HelperScope;

scope.onmessage = (event) => {
  const message = event.data;
  if ('tables' in message) helper = new HelperThread(message);
  else helper?.search(message);
};
