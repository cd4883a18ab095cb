import { applyTurnText, parsePositionText } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../memoryIo.js';
import { DEFAULT_OPTIONS } from './engineOptions.js';
import { InlineSearchHost } from './inlineSearchHost.js';
import { runEngine } from './runEngine.js';
import { MIDGAME } from './testPositions.js';

describe('runEngine', () => {
  it('answers a whole piped script, finishing the last search when the input ends', async () => {
    const io = memoryIo(`sep\r\nposition ${MIDGAME}\r\ngo depth 2\r\nisready\r\ngo depth 1`);
    await runEngine(io, new InlineSearchHost(), DEFAULT_OPTIONS);
    const lines = io.stdoutText().split('\n');
    expect(lines.at(-1)).toBe('');
    const best = lines.filter((line) => line.startsWith('bestturn '));
    expect(best).toHaveLength(2);
    const start = parsePositionText(MIDGAME);
    if (!start.ok) throw new Error(start.error.message);
    for (const line of best) expect(applyTurnText(start.value, line.slice(9)).ok).toBe(true);
    expect(lines).toContain('readyok');
  });

  it('stops reading at quit', async () => {
    const io = memoryIo('isready\nquit\nisready\n');
    await runEngine(io, new InlineSearchHost(), DEFAULT_OPTIONS);
    expect(io.stdoutText()).toBe('readyok\n');
  });
});
