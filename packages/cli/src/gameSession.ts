import { applyTurnText, emptyPosition, legalTurns, type LegalTurn, type Position } from '@santorini/engine';
import type { Dialogue } from './dialogue.js';
import type { Random } from './random.js';
import { BOARD_LEGEND, renderBoard, SIDE_LETTERS, type RenderOptions } from './render.js';

export type SeatKind = 'human' | 'random';

export type GameEnd = 'finished' | 'quit';

export interface GameOptions extends RenderOptions {
  readonly random: Random;
}

const HOW_TO_WRITE = `How to write a turn (squares a1-e5, a1 bottom left):
  @b2 @d4      placement: put your two workers on b2 and d4
  b2-b3 +b4    move the worker on b2 to b3, then build on b4 (any square next to b3)
  b2-b3        a move up onto level 3 wins at once: no build
You may move one square in any direction, up at most one level, down any number;
not onto a worker or a dome. You build a level (or a dome on level 3) next to where you moved.
Commands: moves (list your legal turns), board, undo, help, quit`;

/** One two-player game from the empty board, played out on a dialogue until a win or a quit. */
export class GameSession {
  private position = emptyPosition(2);
  /** The positions before each turn played, for undo. */
  private readonly history: Position[] = [];

  constructor(
    private readonly seats: readonly [SeatKind, SeatKind],
    private readonly dialogue: Dialogue,
    private readonly options: GameOptions,
  ) {}

  async run(): Promise<GameEnd> {
    this.dialogue.say(`\nNew game: ${this.label(0)} against ${this.label(1)}.`);
    this.showBoard();
    for (;;) {
      const winner = this.position.winner;
      if (winner !== null) {
        this.dialogue.say(`${this.label(winner)} wins!`);
        return 'finished';
      }
      const seat = this.position.toMove;
      const turns = legalTurns(this.position);
      if (turns.length === 0) {
        // The engine marks a player without a legal turn as beaten (spec §2.2); this is a fallback.
        this.dialogue.say(`${this.label(seat)} has no legal turn and loses.`);
        return 'finished';
      }
      if (this.seats[seat] === 'random') {
        const chosen = turns[this.options.random.below(turns.length)];
        if (chosen !== undefined) this.play(chosen.position, chosen.text);
      } else if ((await this.humanTurn(turns)) === 'quit') {
        return 'quit';
      }
    }
  }

  /** Reads one line from the person to move: a turn, or one of the commands. */
  private async humanTurn(turns: readonly LegalTurn[]): Promise<'quit' | undefined> {
    const hint = this.position.inPlacement ? ' (place both workers, e.g. @b2 @d4)' : '';
    const input = await this.dialogue.ask(`${this.label(this.position.toMove)} to move${hint}> `);
    if (input === undefined) return 'quit';
    switch (input.toLowerCase()) {
      case '':
        return undefined;
      case 'quit':
      case 'exit':
        return 'quit';
      case 'help':
      case '?':
        this.dialogue.say(`${HOW_TO_WRITE}\n\nYour legal turns:\n${columns(turns.map((t) => t.text))}`);
        return undefined;
      case 'moves':
        this.dialogue.say(columns(turns.map((t) => t.text)));
        return undefined;
      case 'board':
        this.showBoard();
        return undefined;
      case 'undo':
        this.undo();
        return undefined;
    }
    const applied = applyTurnText(this.position, input);
    if (applied.ok) {
      this.play(applied.value, input);
    } else {
      const what = applied.error.kind === 'malformed' ? 'Cannot read' : 'Cannot play';
      this.dialogue.say(
        `${what} "${input}": ${applied.error.message}. Type "help" for how to write a turn, "moves" for the list.`,
      );
    }
    return undefined;
  }

  private play(next: Position, text: string): void {
    const seat = this.position.toMove;
    this.history.push(this.position);
    this.position = next;
    this.dialogue.say(`${this.label(seat)} plays ${text}`);
    this.showBoard();
  }

  /** Takes back turns until a person is to move again (a random player's reply goes too). */
  private undo(): void {
    const humanAt = this.history.findLastIndex((p) => this.seats[p.toMove] === 'human');
    const previous = this.history[humanAt];
    if (previous === undefined) {
      this.dialogue.say('Nothing to undo.');
      return;
    }
    this.history.splice(humanAt);
    this.position = previous;
    this.showBoard();
  }

  private label(seat: number): string {
    return `Player ${SIDE_LETTERS.charAt(seat)}${this.seats[seat] === 'random' ? ' (random)' : ''}`;
  }

  private showBoard(): void {
    this.dialogue.say(`\n${renderBoard(this.position, this.options)}${BOARD_LEGEND}`);
  }
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
