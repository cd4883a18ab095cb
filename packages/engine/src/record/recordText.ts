import { isGodName, type GodName } from '../core/godNames.js';
import {
  canonicalTurn,
  isRuleName,
  nameProblem,
  offeredProblem,
  playerCountProblem,
  recordError,
  seatProblem,
  seedProblem,
  unknownRule,
  type GameRecord,
  type RecordError,
} from './record.js';
import {
  escapeItem,
  escapeValue,
  formatHeader,
  listItems,
  parseHeader,
  valueText,
  type Header,
} from './recordHeader.js';
import { rulesOn } from './recordJson.js';
import { given } from '../core/invalidField.js';
import type { Disagreement, RecordPlace, RecordProblem } from './recordError.js';
import { disagreement, readStartPosition } from './recordPosition.js';
import { replayRecord } from './recordReplay.js';
import { gameResult, possibleResults, UNFINISHED } from './recordResult.js';
import { ok, type Result } from '../core/result.js';
import type { RuleSwitches } from '../core/rules.js';

/** The headers in the order they are written; Gods, Start and Seed are required. */
const HEADER_KEYS = [
  'Players',
  'Gods',
  'Start',
  'Rules',
  'Seed',
  'Challenger',
  'Offered',
  'Position',
  'Result',
];
const REQUIRED_KEYS = ['Gods', 'Start', 'Seed'];

/** A bare `?` in Players: the seat has no name. */
const NO_NAME = '?';
const NO_GOD = 'none';

const TURN_LINE = /^(\d+)\.\s*(.*)$/u;

// ---- Writing ----

const nameItem = (name: string | undefined): string =>
  name === undefined ? NO_NAME : name === NO_NAME ? `\\${NO_NAME}` : escapeItem(name);

/**
 * The record as text for people (docs/record.md): header lines, an empty line, one numbered turn a
 * line. `Result` comes from replaying the turns (`*` when nobody has won or they do not replay).
 */
export function formatRecordText(record: GameRecord): string {
  const replayed = replayRecord(record);
  const headers = [
    formatHeader('Players', record.players.map((player) => nameItem(player.name)).join(', ')),
    formatHeader('Gods', record.players.map((player) => player.god ?? NO_GOD).join(', ')),
    formatHeader('Start', String(record.start)),
    formatHeader('Rules', rulesOn(record.rules).join(', ')),
    formatHeader('Seed', String(record.seed)),
  ];
  if (record.setup !== undefined)
    headers.push(
      formatHeader('Challenger', String(record.setup.challenger)),
      formatHeader('Offered', record.setup.offered.join(', ')),
    );
  if (record.position !== undefined)
    headers.push(formatHeader('Position', escapeValue(JSON.stringify(record.position))));
  headers.push(formatHeader('Result', replayed.ok ? gameResult(replayed.value.final) : UNFINISHED));
  const turns = record.turns.map((turn, index) => `${index + 1}. ${turn}\n`);
  return `${headers.join('\n')}\n\n${turns.join('')}`;
}

// ---- Reading ----

interface Read {
  /** Each header by key, with its line number. */
  readonly headers: Map<string, { header: Header; line: number }>;
  readonly turns: string[];
}

/** Splits the text into headers and turns; checks the layout, the turn numbers and the grammar. */
function readLines(text: string): Result<Read, RecordError> {
  const headers: Read['headers'] = new Map();
  const turns: string[] = [];
  for (const [index, raw] of text.split(/\r?\n/u).entries()) {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    if (trimmed.startsWith('[')) {
      if (turns.length > 0) return recordError({ kind: 'headerAfterTurns', text: trimmed }, { line });
      const header = parseHeader(trimmed);
      if (!header.ok) return recordError(header.error, { line });
      const { key } = header.value;
      if (!HEADER_KEYS.includes(key))
        return recordError({ kind: 'unknownHeader', key, known: HEADER_KEYS }, { line });
      const earlier = headers.get(key);
      if (earlier !== undefined)
        return recordError({ kind: 'secondHeader', key, firstLine: earlier.line }, { line });
      headers.set(key, { header: header.value, line });
      continue;
    }
    const match = TURN_LINE.exec(trimmed);
    const expected = turns.length + 1;
    if (match === null) return recordError({ kind: 'notTurnLine', expected }, { line });
    if (Number(match[1]) !== expected)
      return recordError({ kind: 'turnNumber', expected, got: match[1] ?? '' }, { line });
    const turn = canonicalTurn(match[2] ?? '');
    if (!turn.ok) return recordError(turn.error, { line, turn: expected });
    turns.push(turn.value);
  }
  return ok({ headers, turns });
}

/** Reads each header's value into the record's fields; `at(key)` places a problem at its header and line. */
class HeaderReader {
  constructor(private readonly headers: Read['headers']) {}

  at(key: string, problem: RecordProblem, place: RecordPlace = {}): Result<never, RecordError> {
    const found = this.headers.get(key);
    return recordError(problem, {
      ...(found === undefined ? {} : { line: found.line }),
      field: key,
      ...place,
    });
  }

  has(key: string): boolean {
    return this.headers.has(key);
  }

  items(key: string): string[] {
    const found = this.headers.get(key);
    return found === undefined ? [] : listItems(found.header).map((item) => item.text);
  }

  players(count: number): Result<(string | undefined)[], RecordError> {
    const found = this.headers.get('Players');
    if (found === undefined) return ok(new Array<undefined>(count).fill(undefined));
    const items = listItems(found.header);
    if (items.length !== count)
      return this.at('Players', { kind: 'nameCount', players: count, names: items.length, inText: true });
    const names: (string | undefined)[] = [];
    for (const [seat, item] of items.entries()) {
      if (item.plain && item.text === NO_NAME) {
        names.push(undefined);
        continue;
      }
      const problem = nameProblem(item.text);
      if (problem !== null) return this.at('Players', problem, { player: seat });
      names.push(item.text);
    }
    return ok(names);
  }

  gods(key: 'Gods' | 'Offered'): Result<(GodName | null)[], RecordError> {
    const gods: (GodName | null)[] = [];
    for (const item of this.items(key)) {
      const name = item.toLowerCase();
      if (key === 'Gods' && name === NO_GOD) gods.push(null);
      else if (isGodName(name)) gods.push(name);
      else return this.at(key, { kind: 'unknownGod', got: given(item), orNone: key === 'Gods' });
    }
    return ok(gods);
  }

  text(key: string): string {
    const found = this.headers.get(key);
    return found === undefined ? '' : valueText(found.header);
  }

  number(key: string): Result<number, RecordError> {
    const text = this.text(key);
    return /^\d+$/u.test(text) ? ok(Number(text)) : this.at(key, { kind: 'notNumber', got: given(text) });
  }

  rules(): Result<Partial<RuleSwitches>, RecordError> {
    const rules: Partial<Record<keyof RuleSwitches, boolean>> = {};
    for (const name of this.items('Rules')) {
      if (!isRuleName(name)) return this.at('Rules', unknownRule(name));
      if (rules[name] === true) return this.at('Rules', { kind: 'listedTwice', name });
      rules[name] = true;
    }
    return ok(rules);
  }
}

/** The header a disagreement with the start position is about. */
const disagreeingHeader = ({ field }: Disagreement): string =>
  field === 'start' ? 'Start' : field === 'rules' ? 'Rules' : 'Gods';

/** The `[Position "…"]` header: spec §2 JSON, checked against the gods, the start and the rules. */
function readPosition(
  reader: HeaderReader,
  fields: Pick<GameRecord, 'players' | 'start' | 'rules'>,
): Result<GameRecord['position'], RecordError> {
  if (!reader.has('Position')) return ok(undefined);
  let value: unknown;
  try {
    value = JSON.parse(reader.text('Position'));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return reader.at('Position', { kind: 'notJson', detail });
  }
  const read = readStartPosition(value);
  if (!read.ok) return reader.at('Position', { kind: 'position', error: read.error });
  const problem = disagreement(fields, read.value.position);
  if (problem === null) return ok(read.value.json);
  const seat = problem.field === 'god' ? { player: problem.seat } : {};
  return reader.at(disagreeingHeader(problem), { kind: 'disagrees', disagreement: problem }, seat);
}

function readSetup(reader: HeaderReader, gods: (GodName | null)[]): Result<GameRecord['setup'], RecordError> {
  if (!reader.has('Challenger') && !reader.has('Offered')) return ok(undefined);
  if (!reader.has('Offered')) return reader.at('Challenger', { kind: 'headerWithout', other: 'Offered' });
  if (!reader.has('Challenger')) return reader.at('Offered', { kind: 'headerWithout', other: 'Challenger' });
  const challenger = reader.number('Challenger');
  if (!challenger.ok) return challenger;
  const badSeat = seatProblem(challenger.value, gods.length, 'challenger');
  if (badSeat !== null) return reader.at('Challenger', badSeat);
  const offered = reader.gods('Offered');
  if (!offered.ok) return offered;
  const problem = offeredProblem(gods, offered.value as GodName[]);
  if (problem !== null) return reader.at('Offered', problem);
  return ok({ challenger: challenger.value, offered: offered.value as GodName[] });
}

/**
 * Reads the text form (docs/record.md). Headers may come in any order; Players, Rules, Challenger
 * with Offered, and Result may be left out. The Result header is checked for its form only: it is
 * not part of the record, and is worked out again when the record is written.
 */
export function parseRecordText(text: string): Result<GameRecord, RecordError> {
  const read = readLines(text);
  if (!read.ok) return read;
  const reader = new HeaderReader(read.value.headers);
  for (const key of REQUIRED_KEYS) if (!reader.has(key)) return recordError({ kind: 'missingHeader', key });
  const gods = reader.gods('Gods');
  if (!gods.ok) return gods;
  const count = gods.value.length;
  const badCount = playerCountProblem(count);
  if (badCount !== null) return reader.at('Gods', badCount);
  const names = reader.players(count);
  if (!names.ok) return names;
  const start = reader.number('Start');
  if (!start.ok) return start;
  const badStart = seatProblem(start.value, count, 'start');
  if (badStart !== null) return reader.at('Start', badStart);
  const rules = reader.rules();
  if (!rules.ok) return rules;
  const seed = reader.number('Seed');
  if (!seed.ok) return seed;
  const badSeed = seedProblem(seed.value);
  if (badSeed !== null) return reader.at('Seed', badSeed);
  const setup = readSetup(reader, gods.value);
  if (!setup.ok) return setup;
  if (reader.has('Result')) {
    const result = reader.text('Result');
    const allowed = possibleResults(count);
    if (!allowed.includes(result))
      return reader.at('Result', { kind: 'result', allowed, got: given(result) });
  }
  const players = gods.value.map((god, seat) => {
    const name = names.value[seat];
    return name === undefined ? { god } : { god, name };
  });
  const position = readPosition(reader, { players, start: start.value, rules: rules.value });
  if (!position.ok) return position;
  const record: GameRecord = {
    players,
    start: start.value,
    rules: rules.value,
    seed: seed.value,
    turns: read.value.turns,
  };
  if (setup.value !== undefined) record.setup = setup.value;
  if (position.value !== undefined) record.position = position.value;
  return ok(record);
}
