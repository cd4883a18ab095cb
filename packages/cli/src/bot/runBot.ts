import type { TextSink } from '../cliIo.js';
import { botLog, type BotLog } from './botLog.js';
import type { BotOptions } from './botOptions.js';
import { GameDriver } from './gameDriver.js';
import { ApiError, ServerApi, type GameSummary, type PlayerView } from './serverApi.js';
import { sleep } from './sleep.js';

export interface BotIo {
  readonly stdout: TextSink;
  readonly stderr: TextSink;
}

export const EXIT_BOT_STOPPED = 0;
export const EXIT_BOT_UNREACHABLE = 1;

/** How often a game in play is read while the bot waits for its turn, in ms. */
const FOLLOW_MS = 300;

/**
 * Runs a bot account until `stop` aborts: logs in, then every `pollMs` looks at its games (and the
 * lobby with `accept: open`), takes up invitations and open seats while it plays fewer than
 * `games`, and plays each game in play with its own engine process. Answers the exit status: 1
 * when the server cannot be reached or the login fails, 0 once stopped.
 */
export async function runBot(options: BotOptions, io: BotIo, stop: AbortSignal): Promise<number> {
  const log = botLog(io.stdout, io.stderr);
  const api = new ServerApi(options.server);
  let me: PlayerView;
  try {
    me = await api.logIn(options.name, options.password, options.create);
  } catch (error) {
    log.error(`cannot log in as ${JSON.stringify(options.name)}: ${describe(error)}`);
    return EXIT_BOT_UNREACHABLE;
  }
  log.info(`logged in to ${options.server} as ${me.name}${me.bot === true ? ' (bot)' : ''}`);
  const playing = new Map<string, Promise<void>>();
  while (!stop.aborted) {
    try {
      await lookForGames(api, me, options, playing, log, stop);
    } catch (error) {
      log.error(describe(error));
    }
    await sleep(options.pollMs, stop);
  }
  await Promise.all(playing.values());
  log.info('stopped');
  return EXIT_BOT_STOPPED;
}

/** One look at the bot's games: every game it is seated in gets a driver; new seats up to the limit. */
async function lookForGames(
  api: ServerApi,
  me: PlayerView,
  options: BotOptions,
  playing: Map<string, Promise<void>>,
  log: BotLog,
  stop: AbortSignal,
): Promise<void> {
  const mine = await api.myGames();
  const candidates = mine.filter((game) => !isSeated(game, me.id) && playable(game));
  if (options.accept === 'open')
    candidates.push(...(await api.openGames()).filter((game) => isOpenToAnyone(game, me.id)));
  for (const game of mine) {
    const seat = seatOf(game, me.id);
    if (seat !== undefined) follow(api, game.id, seat, options, playing, log, stop);
  }
  for (const game of candidates) {
    if (playing.size >= options.games || stop.aborted) return;
    if (playing.has(game.id)) continue;
    try {
      const seat = await api.join(game.id, invitedSeat(game, me.id));
      log.info(`game ${game.id}: joined at seat ${seat}`);
      follow(api, game.id, seat, options, playing, log, stop);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      log.error(`game ${game.id}: could not join (${error.message})`);
    }
  }
}

function follow(
  api: ServerApi,
  gameId: string,
  seat: number,
  options: BotOptions,
  playing: Map<string, Promise<void>>,
  log: BotLog,
  stop: AbortSignal,
): void {
  if (playing.has(gameId)) return;
  const driver = new GameDriver(
    api,
    gameId,
    seat,
    { engine: options.engine, movetimeMs: options.movetimeMs, followMs: FOLLOW_MS },
    log,
  );
  const run = driver
    .run(stop)
    .catch((error: unknown) => {
      log.error(`game ${gameId}: ${describe(error)}`);
    })
    .finally(() => playing.delete(gameId));
  playing.set(gameId, run);
}

const seatOf = (game: GameSummary, playerId: string): number | undefined => {
  const seat = game.seats.findIndex((held) => held.player?.id === playerId);
  return seat < 0 ? undefined : seat;
};

const isSeated = (game: GameSummary, playerId: string): boolean => seatOf(game, playerId) !== undefined;

const invitedSeat = (game: GameSummary, playerId: string): number | undefined => {
  const seat = game.seats.findIndex((held) => held.player === null && held.invited?.id === playerId);
  return seat < 0 ? undefined : seat;
};

/** The bot takes no part in the challenger flow (choosing gods): it joins only other games. */
const playable = (game: GameSummary): boolean => game.gods !== 'challenger';

/** An open 2-player game with a seat free for anyone, and nobody of it the bot itself. */
const isOpenToAnyone = (game: GameSummary, playerId: string): boolean =>
  game.status === 'open' &&
  game.players === 2 &&
  playable(game) &&
  !isSeated(game, playerId) &&
  game.seats.some((seat) => seat.player === null && seat.ai === null && seat.invited === undefined);

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));
