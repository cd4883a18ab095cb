import { createServer, type IncomingMessage, type Server } from 'node:http';
import { emptyPosition, positionToJson } from '@santorini/engine';
import { WebSocketServer, type WebSocket } from 'ws';
import type { BotLog } from '../bot/botLog.js';
import type { GameBody } from '@santorini/protocol';

/**
 * A stand-in for the Santorini server in the bot's tests: one game, `g1`, over HTTP and its socket,
 * driven by the test: its body, its sockets, what it was asked.
 */
export interface FakeServer {
  readonly base: string;
  game: GameBody;
  /** Refuse socket upgrades with this HTTP status (null: accept them). */
  refuse: number | null;
  readonly sockets: WebSocket[];
  readonly upgrades: string[];
  reads: number;
  /** Called with each POST /api/games/g1/turns: answers the status and body, or null to drop it. */
  onTurn: (body: { seq: number; turn: string }) => { status: number; body: unknown } | null;
  readonly turns: { seq: number; turn: string }[];
  close(): Promise<void>;
}

const bodyOf = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      resolve(text);
    });
  });

/** The empty 2-player board, seat 0 to place. */
export const startPosition = positionToJson(emptyPosition());

/** A fake server listening on a free port of 127.0.0.1. */
export async function fakeServer(): Promise<FakeServer> {
  const sockets: WebSocket[] = [];
  const wss = new WebSocketServer({ noServer: true });
  const http: Server = createServer((request, response) => {
    const reply = (status: number, body: unknown): void => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/api/games/g1') {
      fake.reads++;
      reply(200, fake.game);
      return;
    }
    if (request.method === 'POST' && request.url === '/api/games/g1/turns') {
      void bodyOf(request).then((text) => {
        const turn = JSON.parse(text) as { seq: number; turn: string };
        fake.turns.push(turn);
        const answer = fake.onTurn(turn);
        if (answer === null) request.socket.destroy();
        else reply(answer.status, answer.body);
      });
      return;
    }
    reply(404, { error: 'not-found', message: 'no such thing' });
  });
  http.on('upgrade', (request: IncomingMessage, socket, head) => {
    fake.upgrades.push(request.url ?? '');
    if (fake.refuse !== null) {
      socket.end(`HTTP/1.1 ${String(fake.refuse)} Refused\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      fake.sockets.push(ws);
      if (!(request.url ?? '').includes('since='))
        ws.send(JSON.stringify({ type: 'state', game: fake.game }));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const fake: FakeServer = {
    base: `http://127.0.0.1:${String(port)}`,
    game: {
      id: 'g1',
      status: 'playing',
      players: 2,
      gods: 'none',
      seats: [],
      seq: 0,
      position: startPosition,
      clocks: null,
      result: null,
      record: null,
      rules: {},
      setup: null,
      rematch: null,
      chat: [],
    },
    refuse: null,
    sockets,
    upgrades: [],
    reads: 0,
    onTurn: () => ({ status: 500, body: { error: 'internal', message: 'not expected' } }),
    turns: [],
    close: async () => {
      for (const ws of fake.sockets) ws.terminate();
      wss.close();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
  return fake;
}

/** A bot log that keeps its lines. */
export const keptLog = (): BotLog & { out: string[]; errors: string[] } => {
  const out: string[] = [];
  const errors: string[] = [];
  return { out, errors, info: (line: string) => out.push(line), error: (line: string) => errors.push(line) };
};
