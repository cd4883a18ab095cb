import { err, ok, parsePosition, quoteText, type Position, type Result } from '@santorini/engine';
import { parseJson } from '../jsonText.js';
import { wholeNumberIn } from '../wholeNumber.js';
import { optionName, optionValue, type OptionName } from './engineOptions.js';

/** The limits of one `go`; the first one reached stops the search. None given: the level's own time. */
export interface GoLimits {
  readonly depth?: number;
  readonly nodes?: number;
  readonly timeMs?: number;
}

type PlainKind = 'sep' | 'isready' | 'newgame' | 'stop' | 'quit' | 'blank';

/** One line from the controller (spec §6), parsed. */
export type EngineCommand =
  | { [K in PlainKind]: { readonly kind: K } }[PlainKind]
  | { readonly kind: 'position'; readonly position: Position }
  | { readonly kind: 'go'; readonly limits: GoLimits }
  | { readonly kind: 'setoption'; readonly name: OptionName; readonly value: number };

/** The `<why>` of `error <why>` for a word the protocol does not know (spec §6: exactly this). */
export const UNKNOWN_COMMAND = 'unknown command';

const PLAIN_COMMANDS = new Set(['sep', 'isready', 'newgame', 'stop', 'quit']);

/** Parses one line; a failure is the text of the `error` line to answer. CRLF and blanks are fine. */
export function parseCommand(line: string): Result<EngineCommand, string> {
  const text = line.trim();
  if (text === '') return ok({ kind: 'blank' });
  const space = text.search(/\s/);
  const word = space < 0 ? text : text.slice(0, space);
  const rest = space < 0 ? '' : text.slice(space).trim();
  switch (word) {
    case 'position':
      return parsePositionArgument(rest);
    case 'go':
      return parseGo(rest);
    case 'setoption':
      return parseSetOption(rest);
    default:
      if (!PLAIN_COMMANDS.has(word)) return err(UNKNOWN_COMMAND);
      if (rest !== '') return err(`${word} takes no arguments, got ${quoteText(rest)}`);
      return ok({ kind: word as PlainKind });
  }
}

function parsePositionArgument(text: string): Result<EngineCommand, string> {
  if (text === '') return err('position needs the position as JSON on the same line');
  const value = parseJson(text);
  if (!value.ok) return err(`invalid position: invalid JSON: ${value.error}`);
  const position = parsePosition(value.value);
  if (!position.ok) return err(`invalid position: ${position.error.message}`);
  return ok({ kind: 'position', position: position.value });
}

/** The largest value of any limit: about 31 years of movetime, far beyond any search's reach. */
export const MAX_GO_LIMIT = 999_999_999_999;

const GO_LIMITS: Readonly<Record<string, { key: keyof GoLimits; min: number }>> = {
  movetime: { key: 'timeMs', min: 0 },
  depth: { key: 'depth', min: 1 },
  nodes: { key: 'nodes', min: 1 },
};

function parseGo(text: string): Result<EngineCommand, string> {
  const words = text === '' ? [] : text.split(/\s+/);
  const limits: { -readonly [K in keyof GoLimits]: number } = {};
  for (let i = 0; i < words.length; i += 2) {
    const word = words[i] ?? '';
    const limit = Object.hasOwn(GO_LIMITS, word) ? GO_LIMITS[word] : undefined;
    if (limit === undefined)
      return err(`go: unknown limit ${quoteText(word)} (limits: movetime, depth, nodes)`);
    if (limits[limit.key] !== undefined) return err(`go: ${word} given twice`);
    const valueText = words[i + 1];
    if (valueText === undefined) return err(`go: ${word} needs a number`);
    const value = wholeNumberIn(valueText, { what: `go: ${word}`, min: limit.min, max: MAX_GO_LIMIT });
    if (!value.ok) return err(value.error);
    limits[limit.key] = value.value;
  }
  return ok({ kind: 'go', limits });
}

/** `setoption name <Name> value <v>`: the name is one word, as every option's is. */
function parseSetOption(text: string): Result<EngineCommand, string> {
  const match = /^name\s+(\S+)\s+value\s+(\S+)$/.exec(text);
  if (match === null) return err('setoption: expected setoption name <Level|Seed|Threads> value <v>');
  const name = optionName(match[1] ?? '');
  if (!name.ok) return err(`setoption: ${name.error}`);
  const value = optionValue(name.value, match[2] ?? '');
  if (!value.ok) return err(`setoption: ${value.error}`);
  return ok({ kind: 'setoption', name: name.value, value: value.value });
}
