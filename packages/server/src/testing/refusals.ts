import { Refusal } from '../service/refusal.js';

/** The refusal code a call fails with, or `accepted` when it does not fail. */
export async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof Refusal) return error.code;
    throw error;
  }
  return 'accepted';
}
