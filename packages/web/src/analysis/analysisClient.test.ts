import type { Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { analyse } from '../ai/analyse.js';
import { newSearcher } from '../ai/chooseTurn.js';
import type { AnalysisMessage, AnalysisRequest } from '../ai/protocol.js';
import { currentPosition } from '../game/localGame.js';
import { gameFrom } from '../testing/games.js';
import { AnalysisClient, positionKey, type Analysis, type AnalysisWorker } from './analysisClient.js';

/** Runs the real analysis (two plies deep) at once, holding its messages until the test delivers them. */
class HeldWorker implements AnalysisWorker {
  onmessage: ((event: MessageEvent<AnalysisMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly held: AnalysisMessage[] = [];
  terminated = false;

  postMessage(request: AnalysisRequest): void {
    analyse(newSearcher(), { ...request, maxDepth: 2 }, (message) => this.held.push(message));
  }

  terminate(): void {
    this.terminated = true;
  }

  deliver(): void {
    for (const message of this.held) this.onmessage?.({ data: message } as MessageEvent<AnalysisMessage>);
  }
}

function heldClient(): { client: AnalysisClient; workers: HeldWorker[] } {
  const workers: HeldWorker[] = [];
  const client = new AnalysisClient(() => {
    const worker = new HeldWorker();
    workers.push(worker);
    return worker;
  });
  return { client, workers };
}

const early = (): Position => currentPosition(gameFrom([null, null], ['@b2 @c3', '@d4 @b4']));
const later = (): Position => currentPosition(gameFrom([null, null], ['@b2 @c3', '@d4 @b4', 'b2-b3 +a3']));

describe('the analysis client', () => {
  it('hears each depth of the position asked about, then ends its worker', () => {
    const { client, workers } = heldClient();
    const heard: Analysis[] = [];
    const key = client.analyse(early(), (analysis) => heard.push(analysis));
    expect(key).toBe(positionKey(early()));
    workers[0]?.deliver();
    expect(heard.map((analysis) => [analysis.depth, analysis.done])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(heard.every((analysis) => analysis.key === key && analysis.top.length === 3)).toBe(true);
    expect(workers[0]?.terminated).toBe(true);
  });

  it('drops a stale answer: the first position is never heard once another is asked about', () => {
    const { client, workers } = heldClient();
    const heard: Analysis[] = [];
    client.analyse(early(), (analysis) => heard.push(analysis));
    const second = client.analyse(later(), (analysis) => heard.push(analysis));
    expect(workers[0]?.terminated).toBe(true);
    // The old worker's messages arrive late (already queued when it was ended): none is heard.
    workers[0]?.deliver();
    expect(heard).toEqual([]);
    workers[1]?.deliver();
    expect(heard.length).toBeGreaterThan(0);
    expect(heard.every((analysis) => analysis.key === second)).toBe(true);
  });

  it('hears nothing after stop', () => {
    const { client, workers } = heldClient();
    const heard: Analysis[] = [];
    client.analyse(early(), (analysis) => heard.push(analysis));
    client.stop();
    workers[0]?.deliver();
    expect(heard).toEqual([]);
    expect(workers[0]?.terminated).toBe(true);
  });

  it('says why when the worker fails', () => {
    const { client, workers } = heldClient();
    const heard: Analysis[] = [];
    client.analyse(early(), (analysis) => heard.push(analysis));
    workers[0]?.onerror?.({ message: 'boom' } as ErrorEvent);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ done: true, error: 'the analysis failed: boom' });
  });
});
