import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The web build's list of its pages' addresses (packages/web/src/appPaths.ts), in the web root. */
export const APP_PATHS_FILE = 'app-paths.json';

/**
 * The addresses the built web app answers with its index.html, besides `/` (route patterns such as
 * `/puzzles/*`), from the build's app-paths.json: the web app's own list, not a copy of it here.
 */
export function readAppPaths(webRoot: string): readonly string[] {
  const file = join(webRoot, APP_PATHS_FILE);
  if (!existsSync(file))
    throw new Error(`the web app's build has no ${APP_PATHS_FILE} (in ${webRoot}): run npm run build`);
  const paths: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(paths) || !paths.every((path) => typeof path === 'string' && path.startsWith('/')))
    throw new Error(`${file} must be a list of addresses starting with /`);
  return paths as string[];
}
