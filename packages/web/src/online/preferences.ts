/** This screen's preferences for online play, kept in localStorage. */
const CONFIRM_KEY = 'santorini.online.confirmTurns';

/** Whether a completed turn waits for "Confirm turn" before it is sent. */
export function loadConfirmTurns(storage: Storage): boolean {
  try {
    return storage.getItem(CONFIRM_KEY) === 'true';
  } catch {
    return false;
  }
}

export function saveConfirmTurns(storage: Storage, on: boolean): void {
  try {
    storage.setItem(CONFIRM_KEY, String(on));
  } catch {
    // Storage may be full or refused (private mode): the preference lasts for this page only.
  }
}
