import {
  currentPosition,
  formatStep,
  isExtraTurn,
  legalTurns,
  nextSteps,
  parseTurn,
  playTurn,
  playTurnText,
  undoTurn,
  type Game,
  type GodName,
  type LegalTurn,
  type PlayedTurn,
  type Position,
  type Square,
  type Turn,
  quoteText,
} from '@santorini/engine';
import type { Dialogue } from './dialogue.js';
import { seatGodsTable } from './play/godTable.js';
import { renderPlayerPanel } from './play/playerPanel.js';
import { recordOf, saveRecord } from './play/savedGame.js';
import { seatLabel, teamName } from './play/seatLabels.js';
import { aiLevel, type SeatKind } from './play/seats.js';
import { notASquare } from './play/squareWords.js';
import { LevelPlayer, Searcher } from '@santorini/ai';
import { turnNews, winnerLine } from './play/turnNews.js';
import type { Random } from './random.js';
import { boardLegend, renderBoard, type RenderOptions } from './render.js';

export type { SeatKind } from './play/seats.js';

export type GameEnd = 'finished' | 'quit';

export interface GameOptions extends RenderOptions {
  readonly random: Random;
}

const HOW_TO_WRITE = `How to write a turn (squares a1-e5, a1 bottom left):
  @b2 @d4      placement: put your two workers on b2 and d4 (the second is the female)
  b2-b3 +b4    move the worker on b2 to b3, then build on b4 (any square next to b3)
  b2-b3        a move up onto level 3 wins at once: no build
  +e5D         a dome below level 3 (Atlas, Selene); b1+b2: the worker on b1 builds
  c4>a2        force a worker (Charon); -e4 removes a block (Ares); pass declines an extra turn
You may move one square in any direction, up at most one level, down any number;
not onto a worker or a dome. You build a level (or a dome on level 3) next to where you moved.
Commands: moves [START] (your legal turns, or those that begin with START, e.g. "moves b2"),
  board, gods (the powers in play), undo, save FILE (the game record), help, quit`;

/**
 * One game played on a dialogue until a win or a quit: the engine's Game holds the rules state (the
 * turns, the positions, undo); the session adds who plays each seat and the words.
 */
export class GameSession {
  private game: Game;
  /** The number of turns in the last save (or in the file a loaded game came from). */
  private savedTurns: number;
  /** One AI player per AI seat, kept for the game (its search table and random choices). */
  private readonly aiPlayers = new Map<number, LevelPlayer>();

  /** `loaded`: the game came from a file, so its turns so far are saved. */
  constructor(
    game: Game,
    private readonly seats: readonly SeatKind[],
    private readonly dialogue: Dialogue,
    private readonly options: GameOptions,
    loaded = false,
  ) {
    this.game = game;
    this.savedTurns = loaded ? game.turns.length : 0;
  }

  /** The game as played so far (spec §4), in text form. */
  get record(): string {
    return recordOf(this.game, this.seats);
  }

  private get position(): Position {
    return currentPosition(this.game);
  }

  async run(): Promise<GameEnd> {
    const played = this.game.turns.length;
    const resumed = played === 0 ? 'New game' : `Game continued after ${played} turns`;
    this.dialogue.say(`\n${resumed}: ${this.sides()}.`);
    this.showBoard();
    for (;;) {
      const winner = this.position.winner;
      if (winner !== null) {
        this.dialogue.say(winnerLine(this.position, this.seats, winner));
        return 'finished';
      }
      const seat = this.position.toMove;
      const turns = legalTurns(this.position);
      if (turns.length === 0) {
        // The engine marks a player without a legal turn as beaten (spec §2.2); this is a fallback.
        this.dialogue.say(`${this.label(seat)} has no legal turn and loses.`);
        return 'finished';
      }
      const level = aiLevel(this.seats[seat]);
      if (this.seats[seat] === 'random') {
        const chosen = turns[this.options.random.below(turns.length)];
        if (chosen !== undefined) this.playLegal(chosen);
      } else if (level !== null) {
        this.aiTurn(seat, level, turns);
      } else if ((await this.humanTurn(turns)) === 'quit') {
        return 'quit';
      }
    }
  }

  /** The AI's turn: a search on this thread (the terminal waits anyway), then its turn is played. */
  private aiTurn(seat: number, level: number, turns: readonly LegalTurn[]): void {
    let player = this.aiPlayers.get(seat);
    if (player === undefined) {
      player = new LevelPlayer(new Searcher({ hashMb: 16 }), level, this.options.random.below(2 ** 31));
      this.aiPlayers.set(seat, player);
    }
    this.dialogue.say(`${this.label(seat)} is thinking…`);
    const { turn } = player.chooseTurn(this.position);
    const applied = turn === null ? null : playTurnText(this.game, turn);
    const fallback = turns[0];
    if (applied?.ok === true) this.play(applied.value);
    else if (fallback !== undefined) this.playLegal(fallback);
  }

  /** Reads one line from the person to move: a turn, or one of the commands. */
  private async humanTurn(turns: readonly LegalTurn[]): Promise<'quit' | undefined> {
    const hint = this.position.inPlacement ? ' (place both workers, e.g. @b2 @d4)' : '';
    const input = await this.dialogue.ask(`${this.label(this.position.toMove)} to move${hint}> `);
    if (input === undefined) return 'quit';
    const [command = '', ...rest] = input.split(/\s+/);
    const argument = rest.join(' ');
    switch (command.toLowerCase()) {
      case '':
        return undefined;
      case 'quit':
      case 'exit':
        return (await this.quitAnyway()) ? 'quit' : undefined;
      case 'help':
      case '?':
        this.dialogue.say(`${HOW_TO_WRITE}\n\nYour legal turns:\n${columns(turns.map((t) => t.text))}`);
        return undefined;
      case 'moves':
        this.dialogue.say(this.movesStarting(turns, argument));
        return undefined;
      case 'board':
        this.showBoard();
        return undefined;
      case 'gods':
        this.dialogue.say(seatGodsTable(this.gods()));
        return undefined;
      case 'undo':
        this.undo();
        return undefined;
      case 'save':
        await this.save(argument);
        return undefined;
    }
    this.humanPlays(input);
    return undefined;
  }

  private humanPlays(input: string): void {
    const applied = playTurnText(this.game, input);
    if (applied.ok) {
      this.play(applied.value);
      return;
    }
    const malformed = applied.error.kind === 'malformed';
    const what = malformed ? 'Cannot read' : 'Cannot play';
    const why = (malformed ? notASquare(input) : null) ?? applied.error.message;
    const next = malformed ? '' : this.nextStepsAfter(input);
    this.dialogue.say(
      `${what} ${quoteText(input)}: ${why}.${next} Type "help" for how to write a turn, "moves" for the list.`,
    );
  }

  /** Whether to quit: at once when nothing is unsaved, else when the person says so (or input ends). */
  private async quitAnyway(): Promise<boolean> {
    const unsaved = this.game.turns.length - this.savedTurns;
    if (unsaved <= 0) return true;
    const turns = unsaved === 1 ? '1 turn is' : `${unsaved} turns are`;
    const answer = await this.dialogue.ask(
      `${turns} not saved ("save FILE" keeps them). Quit anyway? [y/N] `,
    );
    if (answer === undefined || /^y(es)?$/i.test(answer)) return true;
    this.dialogue.say('The game goes on.');
    return false;
  }

  /** For a legal but unfinished turn: ` Next: +b4, +c4 (or end here).`; empty otherwise. */
  private nextStepsAfter(input: string): string {
    const parsed = parseTurn(input);
    if (!parsed.ok) return '';
    const options = nextSteps(this.position, parsed.value);
    if (options.steps.length === 0) return '';
    const lastMover = lastMoverOf(parsed.value);
    const steps = options.steps.map((step) => formatStep(step, lastMover)).sort();
    return ` It can go on with: ${steps.join(', ')}.`;
  }

  private movesStarting(turns: readonly LegalTurn[], start: string): string {
    const prefix = start.toLowerCase();
    const matching = turns.map((t) => t.text).filter((text) => text.startsWith(prefix));
    if (matching.length === 0) return `No legal turn begins with "${start}".`;
    return columns(matching);
  }

  private async save(path: string): Promise<void> {
    if (path === '') {
      this.dialogue.say('Write "save FILE", e.g. "save game.txt": the game record in text form.');
      return;
    }
    const problem = await saveRecord(path, this.record);
    if (problem !== null) {
      this.dialogue.say(`Cannot save: ${problem}.`);
      return;
    }
    this.savedTurns = this.game.turns.length;
    this.dialogue.say(`Saved ${this.savedTurns} turns to ${path}.`);
  }

  /** Plays a turn from the engine's list of legal turns (a random or fallback choice). */
  private playLegal(turn: LegalTurn): void {
    const played = playTurn(this.game, turn.turn);
    if (played.ok) this.play(played.value);
  }

  /** Goes on with `next`, the game with one more turn, and says what the turn did. */
  private play(next: Game): void {
    const before = this.position;
    this.game = next;
    const text = next.turns[next.turns.length - 1]?.text ?? '';
    const extra = isExtraTurn(before, before.toMove) ? ' (extra turn)' : '';
    this.dialogue.say(`${this.label(before.toMove)} plays ${text}${extra}`);
    this.showBoard();
    for (const line of turnNews(before, this.position, this.seats)) this.dialogue.say(line);
  }

  /**
   * Takes back turns until a person is to move again (a random player's or the AI's reply goes
   * too), and says which turns went.
   */
  private undo(): void {
    const humanAt = this.game.turns.findLastIndex((turn) => this.seats[turn.seat] === 'human');
    if (humanAt < 0) {
      this.dialogue.say('Nothing to undo.');
      return;
    }
    const undone: PlayedTurn[] = [];
    while (this.game.turns.length > humanAt) {
      const back = undoTurn(this.game);
      if (back === null) break;
      this.game = back.game;
      undone.push(back.undone);
    }
    const what = undone.map((turn) => `${turn.text} by ${this.label(turn.seat)}`);
    this.dialogue.say(`Took back ${what.join(', then ')}.`);
    this.showBoard();
  }

  private gods(): (GodName | null)[] {
    return this.game.record.players.map((player) => player.god);
  }

  private label(seat: number): string {
    return seatLabel(this.position, this.seats, seat);
  }

  /** `Player A against Player B (random)`; in 4 players the two teams. */
  private sides(): string {
    const count = this.position.playerCount;
    if (count === 4)
      return [0, 1]
        .map((seat) => `${teamName(seat)} (${this.label(seat)} and ${this.label(seat + 2)})`)
        .join(' against ');
    return Array.from({ length: count }, (_, seat) => this.label(seat)).join(' against ');
  }

  private showBoard(): void {
    const board = renderBoard(this.position, this.options);
    const withPowers = this.position.playerCount > 2 || this.gods().some((god) => god !== null);
    const panel = withPowers ? `${renderPlayerPanel(this.position, this.seats, this.options)}\n` : '';
    this.dialogue.say(`\n${board}${panel}${boardLegend(this.position)}`);
  }
}

function lastMoverOf(turn: Turn): Square | undefined {
  let mover: Square | undefined;
  for (const step of turn) if (step.kind === 'move') mover = step.to;
  return mover;
}

function columns(items: readonly string[]): string {
  const width = Math.max(...items.map((item) => item.length)) + 2;
  const perRow = Math.max(1, Math.floor(80 / width));
  const rows: string[] = [];
  for (let start = 0; start < items.length; start += perRow) {
    rows.push(
      items
        .slice(start, start + perRow)
        .map((item) => item.padEnd(width))
        .join('')
        .trimEnd(),
    );
  }
  return `${rows.join('\n')}\n(${items.length} legal turns)`;
}
