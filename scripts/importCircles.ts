/**
 * Import circles among each package's sources, type-only imports included (ESLint's
 * import-x/no-cycle leaves those out). Run by `npm run circles` (importCircles.test.ts), which
 * prints every circle it finds. Tests (`*.test.ts`) are left out: they may import anything.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g;

/** The source files under `root` (no tests, declarations or build output). */
export function sourceFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const path = join(root, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('dist') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The files `file` imports by a relative path, resolved as TypeScript does (`./x.js` → `./x.ts`). */
export function importsOf(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const base = resolve(dirname(file), match[1] ?? '').replace(/\.js$/, '');
    const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path));
    if (target !== undefined) found.push(target);
  }
  return found;
}

/** The strongly connected groups of two or more files (Tarjan's algorithm): each holds a circle. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string): void => {
    const own = index.size;
    index.set(file, own);
    low.set(file, own);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? own, low.get(next) ?? own));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) ?? own, index.get(next) ?? own));
    }
    if (low.get(file) !== own) return;
    const group: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = top === file ? undefined : stack.pop()) {
      onStack.delete(top);
      group.push(top);
    }
    if (group.length > 1) groups.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups;
}

/** The circles among the sources under `root`, as paths relative to it. */
export function circlesUnder(root: string): string[][] {
  const graph = new Map(sourceFiles(root).map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]));
  return circles(graph).map((group) => group.map((file) => relative(root, file)));
}
