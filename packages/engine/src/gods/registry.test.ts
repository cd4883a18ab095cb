import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allPowers, implementedGods, powerOf, simpleGods } from './index.js';
import { GOD_NAMES, SIMPLE_GODS } from '../core/godNames.js';

const SOURCE = join(import.meta.dirname, '..');
/** Folders outside the core: the powers themselves, the independent reference oracle, test support. */
const NOT_CORE = ['gods', 'reference', 'testing'];
/** The list of names itself. */
const NAMES_LIST = join(SOURCE, 'core', 'godNames.ts');

function coreFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return dir === SOURCE && NOT_CORE.includes(name) ? [] : coreFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && path !== NAMES_LIST ? [path] : [];
  });
}

/** The code of a file without its comments and without module paths (`from './gods/….js'`). */
function codeOf(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
    .replace(/from '[^']*'/g, "from ''");
}

/** Lines of `code` that name a god as a whole word (identifier or text), any case. */
function godMentions(code: string): string[] {
  const pattern = new RegExp(`(^|[^A-Za-z0-9_$])(${GOD_NAMES.join('|')})($|[^A-Za-z0-9_$])`, 'i');
  return code.split('\n').filter((line) => pattern.test(line));
}

describe('the registry', () => {
  it('no god is named outside gods/ (its names list included): every power fact lives in its module', () => {
    const leaks = coreFiles(SOURCE).flatMap((file) =>
      godMentions(codeOf(readFileSync(file, 'utf8'))).map(
        (line) => `${relative(SOURCE, file)}: ${line.trim()}`,
      ),
    );
    expect(leaks).toEqual([]);
  });

  it('the check finds a name in code and text, and none in comments or module paths', () => {
    expect(godMentions(codeOf("if (god === 'Chaos') x();"))).toHaveLength(1);
    expect(godMentions(codeOf('const zeus = 1;'))).toHaveLength(1);
    expect(godMentions(codeOf('// Chaos\n/* Circe */ const pantry = 1;'))).toEqual([]);
    expect(godMentions(codeOf("import { X } from './gods/chaos.js';"))).toEqual([]);
  });

  it('has a power for every god, each with its own name and a distinct rulebook number', () => {
    const numbers = GOD_NAMES.map((god) => {
      expect(powerOf(god).god).toBe(god);
      return powerOf(god).number;
    });
    expect([...numbers].sort((a, b) => a - b)).toEqual(GOD_NAMES.map((_, index) => index + 1));
    expect(implementedGods().map((god) => powerOf(god).number)).toEqual(
      numbers.slice().sort((a, b) => a - b),
    );
    expect(powerOf(null).number).toBe(0);
  });

  it('lists the Simple Gods (cards 1–10, Chaos deck) as the core does', () => {
    expect(simpleGods()).toEqual(SIMPLE_GODS);
    expect(SIMPLE_GODS).toHaveLength(10);
  });

  it('power memory fields have distinct keys and JSON names', () => {
    const fields = allPowers().flatMap((power) => power.memory ?? []);
    const keys = fields.map((field) => field.key);
    const json = fields.flatMap((field) => field.json);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(json).size).toBe(json.length);
    for (const json of ['god', 'workers', 'out'])
      expect(fields.flatMap((field) => field.json)).not.toContain(json);
  });
});
