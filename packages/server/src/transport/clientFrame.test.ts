import { describe, expect, it } from 'vitest';
import { Refusal } from '../service/refusal.js';
import { MAX_FRAME_BYTES, readClientFrame } from './clientFrame.js';

const text = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));

const refusalOf = (read: ReturnType<typeof readClientFrame>): { code: string; message: string } =>
  read instanceof Refusal ? { code: read.code, message: read.message } : { code: 'read', message: '' };

describe('readClientFrame', () => {
  it('reads a frame once into one case of the protocol’s ClientMessage', () => {
    expect(readClientFrame(text({ type: 'turn', seq: 3, turn: 'b2-b3 +b4' }), false)).toEqual({
      type: 'turn',
      seq: 3,
      turn: 'b2-b3 +b4',
    });
    expect(readClientFrame([Buffer.from('{"type":'), Buffer.from('"ping"}')], false)).toEqual({
      type: 'ping',
    });
  });

  it('refuses what spec §7 refuses, naming what is wrong', () => {
    expect(refusalOf(readClientFrame(Buffer.alloc(MAX_FRAME_BYTES + 1, 32), false)).code).toBe('too-large');
    expect(refusalOf(readClientFrame(text({ type: 'ping' }), true))).toMatchObject({ code: 'malformed' });
    expect(refusalOf(readClientFrame(Buffer.from('{"type"'), false))).toEqual({
      code: 'malformed',
      message: 'the frame is not JSON',
    });
    expect(refusalOf(readClientFrame(text({ type: 'turn', seq: 1.5, turn: 'x' }), false))).toEqual({
      code: 'malformed',
      message: 'seq: expected integer',
    });
    expect(refusalOf(readClientFrame(text({ type: 'chat' }), false))).toEqual({
      code: 'malformed',
      message: 'text is missing',
    });
    expect(refusalOf(readClientFrame(text('ping'), false)).message).toContain('JSON object');
  });
});
