import { readClientMessage, type ClientMessage } from '@santorini/protocol';
import { Refusal } from '../service/refusal.js';

/** The largest frame a client may send (spec §7). */
export const MAX_FRAME_BYTES = 64 * 1024;

/** A frame's bytes, as `ws` hands them over (one buffer, a list of fragments, or an ArrayBuffer). */
function bytesOf(data: unknown): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data as Buffer[]);
  return Buffer.from(data as ArrayBuffer);
}

/**
 * A client's frame, read once at the edge, as one case of the protocol's `ClientMessage`; or the
 * refusal to answer it with (spec §7: over 64 KB is too-large; binary, not JSON, of an unknown type
 * or with a field missing or mistyped is malformed).
 */
export function readClientFrame(data: unknown, isBinary: boolean): ClientMessage | Refusal {
  const bytes = bytesOf(data);
  if (bytes.length > MAX_FRAME_BYTES)
    return new Refusal('too-large', `a frame is at most ${MAX_FRAME_BYTES} bytes`);
  if (isBinary) return new Refusal('malformed', 'frames are JSON text, not binary');
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return new Refusal('malformed', 'the frame is not JSON');
  }
  const read = readClientMessage(value);
  return read.ok ? read.value : new Refusal('malformed', read.error);
}
