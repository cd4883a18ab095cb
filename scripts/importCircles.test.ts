import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circlesUnder } from './importCircles.js';

const PACKAGES = join(import.meta.dirname, '..', 'packages');

describe('import circles (type-only imports included)', () => {
  for (const name of readdirSync(PACKAGES)) {
    it(`packages/${name} has none`, () => {
      expect(circlesUnder(join(PACKAGES, name))).toEqual([]);
    });
  }

  it('finds a circle of type-only imports, and none once it is cut', () => {
    const dir = mkdtempSync(join(tmpdir(), 'circles-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import type { B } from './b.js';\nexport type A = { b?: B };\n");
      writeFileSync(join(dir, 'b.ts'), "import type { A } from './a.js';\nexport type B = { a?: A };\n");
      writeFileSync(join(dir, 'c.ts'), "export { type A } from './a.js';\n");
      expect(circlesUnder(dir)).toEqual([['a.ts', 'b.ts']]);
      writeFileSync(join(dir, 'b.ts'), 'export type B = { a?: unknown };\n');
      expect(circlesUnder(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
