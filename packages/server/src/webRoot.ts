import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/web/dist, found from this file (the same from src/ and from dist/). */
export const defaultWebRoot = (): string =>
  resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
