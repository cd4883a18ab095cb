import paths from './appPaths.json' with { type: 'json' };

/**
 * The addresses of the app's pages besides `/` (route.ts reads them), as the server's routes
 * write them (`*`: the rest of the address). The one list: the web build copies it to
 * dist/app-paths.json (vite.config.ts), where the server reads which addresses answer with the app.
 */
export const APP_PATHS: readonly string[] = paths;
