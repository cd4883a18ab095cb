import { gameBody } from '../testing/onlineGames.js';
import { describe, expect, it } from 'vitest';
import { RESYNC_CLOSE, type ServerMessage } from '@santorini/protocol';
import {
  backoffDelay,
  openGameSocket,
  socketUrl,
  type ConnectionState,
  type GameSocketOptions,
  type SocketLike,
  type Timers,
} from './socket.js';

/** A WebSocket stand-in the test opens, feeds and closes by hand. */
class FakeSocket implements SocketLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop() {
    this.onclose?.(new Event('close') as CloseEvent);
  }
}

/** Timers run by hand: `advance` moves the clock and fires what falls due. */
class FakeTimers implements Timers {
  now = 0;
  private next = 1;
  private readonly pending = new Map<number, { at: number; callback: () => void }>();
  setTimeout(callback: () => void, ms: number) {
    const id = this.next++;
    this.pending.set(id, { at: this.now + ms, callback });
    return id;
  }
  clearTimeout(handle: unknown) {
    this.pending.delete(handle as number);
  }
  advance(ms: number) {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.pending.entries()]
        .filter(([, timer]) => timer.at <= end)
        .sort(([, a], [, b]) => a.at - b.at)[0];
      if (due === undefined) break;
      this.pending.delete(due[0]);
      this.now = due[1].at;
      due[1].callback();
    }
    this.now = end;
  }
  get waiting(): number[] {
    return [...this.pending.values()].map((timer) => timer.at - this.now);
  }
}

function harness(overrides: Partial<GameSocketOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const states: ConnectionState[] = [];
  const messages: ServerMessage[] = [];
  const timers = new FakeTimers();
  const socket = openGameSocket({
    url: 'ws://host/api/games/g1/socket',
    create: (url) => {
      const made = new FakeSocket(url);
      sockets.push(made);
      return made;
    },
    onMessage: (message) => messages.push(message),
    onState: (state) => states.push(state),
    timers,
    random: () => 1 - 1e-9,
    ...overrides,
  });
  const last = (): FakeSocket => {
    const found = sockets[sockets.length - 1];
    if (found === undefined) throw new Error('no socket was opened');
    return found;
  };
  return { socket, sockets, states, messages, timers, last };
}

const TURN = { type: 'turn', seq: 3, seat: 0, turn: 'b2-b3 +b4', position: {}, clocks: null };

describe('the game socket', () => {
  it('opens without since, goes live, passes messages on and keeps the last seq', () => {
    const { socket, last, states, messages } = harness();
    expect(last().url).toBe('ws://host/api/games/g1/socket');
    expect(socket.state).toBe('connecting');
    last().open();
    expect(states).toEqual(['live']);
    last().receive({ type: 'state', game: gameBody(['@a1 @b2', '@c3 @d4']) });
    last().receive(TURN);
    last().receive({ type: 'something-new' });
    // A message the protocol's validator refuses (a field missing) is dropped as well.
    last().receive({ type: 'turn', seq: 4, seat: 1, position: {}, clocks: null });
    expect(messages.map((message) => message.type)).toEqual(['state', 'turn']);
    expect(socket.seq).toBe(3);
  });

  it('reconnects on its own after a drop, resuming with since=seq', () => {
    const { socket, sockets, last, states, timers } = harness({ since: 5 });
    expect(last().url).toBe('ws://host/api/games/g1/socket?since=5');
    last().open();
    last().receive({ ...TURN, seq: 6 });
    last().drop();
    expect(socket.state).toBe('reconnecting');
    expect(sockets).toHaveLength(1);
    timers.advance(1000);
    expect(sockets).toHaveLength(2);
    expect(last().url).toBe('ws://host/api/games/g1/socket?since=6');
    last().open();
    expect(states).toEqual(['live', 'reconnecting', 'live']);
  });

  it('opens again after a resync close with since = the last turn it holds, not one past a gap', () => {
    const { socket, last, timers, messages } = harness({ since: 5 });
    last().open();
    last().receive({ ...TURN, seq: 6 });
    // Turn 7 never came: 8 is passed on (the page fetches the game) but seq stays at 6.
    last().receive({ ...TURN, seq: 8 });
    expect(messages.map((message) => message.type === 'turn' && message.seq)).toEqual([6, 8]);
    expect(socket.seq).toBe(6);
    last().onclose?.({ code: RESYNC_CLOSE.code, reason: RESYNC_CLOSE.reason } as CloseEvent);
    expect(socket.state).toBe('reconnecting');
    const [wait] = timers.waiting;
    expect(wait).toBeLessThanOrEqual(1000);
    timers.advance(wait ?? 0);
    expect(last().url).toBe('ws://host/api/games/g1/socket?since=6');
  });

  it('backs off from up to 1 s, then 0.5 s doubling to 10 s while attempts fail, and starts over once live', () => {
    const { sockets, last, timers } = harness();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      last().drop();
      const [wait] = timers.waiting;
      if (wait === undefined) throw new Error('no retry was scheduled');
      waits.push(wait);
      timers.advance(wait);
    }
    expect(waits).toEqual([1000, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(sockets).toHaveLength(8);
    last().open();
    last().drop();
    expect(timers.waiting).toEqual([1000]);
  });

  it('spreads the first wait over 0–1 s, and jitters each later one down to half of it', () => {
    expect(backoffDelay(0, () => 0)).toBe(0);
    expect(backoffDelay(0, () => 0.5)).toBe(500);
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(3, () => 0.5)).toBe(3000);
    expect(backoffDelay(20, () => 0)).toBe(5000);
  });

  it('pings on a heartbeat, and takes a silent connection for dead', () => {
    const { last, sockets, timers, socket } = harness({ heartbeatMs: 1000 });
    last().open();
    timers.advance(1000);
    expect(last().sent).toEqual(['{"type":"ping"}']);
    last().receive({ type: 'pong' });
    timers.advance(1000);
    expect(last().sent).toHaveLength(2);
    // No answer to the second ping: the next beat drops the socket and tries again.
    timers.advance(1000);
    expect(sockets[0]?.closed).toBe(true);
    expect(socket.state).toBe('reconnecting');
    timers.advance(1000);
    expect(sockets).toHaveLength(2);
  });

  it('sends only while live', () => {
    const { socket, last } = harness();
    expect(socket.send({ type: 'chat', text: 'hi' })).toBe(false);
    last().open();
    expect(socket.send({ type: 'chat', text: 'hi' })).toBe(true);
    expect(last().sent).toEqual(['{"type":"chat","text":"hi"}']);
  });

  it('waits offline while the browser has no network, and wakes at once when it returns', () => {
    let online = true;
    const { socket, sockets, last, timers } = harness({ isOnline: () => online });
    last().open();
    online = false;
    last().drop();
    timers.advance(1000);
    expect(socket.state).toBe('offline');
    expect(sockets).toHaveLength(1);
    online = true;
    socket.wake();
    expect(sockets).toHaveLength(2);
    expect(socket.state).toBe('reconnecting');
  });

  it('stops for good on close', () => {
    const { socket, sockets, last, timers, states } = harness();
    last().open();
    socket.close();
    expect(last().closed).toBe(true);
    timers.advance(60_000);
    expect(sockets).toHaveLength(1);
    expect(states[states.length - 1]).toBe('offline');
  });

  it('resumes from a seq the page learnt elsewhere', () => {
    const { socket, last, timers } = harness();
    last().open();
    socket.resumeFrom(12);
    last().drop();
    timers.advance(1000);
    expect(last().url).toBe('ws://host/api/games/g1/socket?since=12');
  });

  it('uses wss: on an https page', () => {
    expect(socketUrl({ protocol: 'https:', host: 'example.org' }, 'a/b')).toBe(
      'wss://example.org/api/games/a%2Fb/socket',
    );
    expect(socketUrl({ protocol: 'http:', host: 'localhost:5173' }, 'g1')).toBe(
      'ws://localhost:5173/api/games/g1/socket',
    );
  });
});
