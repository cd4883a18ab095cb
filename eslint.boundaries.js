// Folder boundaries, one block a package: which folders may import which, by
// import-x/no-restricted-paths. A zone reads "code in `target` may not import from `from`"
// (`except`: folders of `from` that stay allowed). Tests (`*.test.ts`) may import anything
// but a circle.

const SHIPPED = ['**/*.test.ts', '**/*.test.tsx'];

/**
 * @param {string} pkg
 * @param {{target: string | string[], from: string | string[], except?: string[], message: string}[]} zones
 */
function zonesOf(pkg, zones) {
  return {
    // The files of the import-x block in eslint.config.js (a package's config files have no plugin).
    files: [
      `packages/${pkg}/src/**/*.{ts,tsx}`,
      `packages/${pkg}/bench/**/*.ts`,
      `packages/${pkg}/train/**/*.ts`,
    ],
    ignores: SHIPPED,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }] },
  };
}

/** Shipped code never imports the package's test helpers, benches or trainers. */
function shippedCodeOf(pkg) {
  return [
    {
      target: [`packages/${pkg}/src/*.{ts,tsx}`, `packages/${pkg}/src/!(testing)/**/*`],
      from: `packages/${pkg}/src/testing`,
      message: 'testing/ is for tests only',
    },
    {
      target: `packages/${pkg}/src`,
      from: [`packages/${pkg}/bench`, `packages/${pkg}/train`],
      message: 'the sources never import the benches or the trainers',
    },
  ];
}

/**
 * The engine's stage folders (packages/engine/src), read bottom-up as the pipeline: each stage
 * imports only the stages before it in the list. `core/` (squares, positions, steps, memory,
 * refusal kinds, god names) imports nothing above it; `gods/` (a module a power and its kit) only
 * `core/`; `turn/` (the turn pipeline) `core/` and `gods/`; then reading written turns, the fast
 * base-game kernel and setup; JSON positions; game records; games. `words/` writes English from the
 * problems' data: the stages that hand errors out with their message (written, setup, json, record)
 * import it, the rules below them never do. `testing/` and `reference/` (the test oracles) are for
 * tests only. The package's index may import any stage.
 */
const ENGINE_STAGES = ['core', 'gods', 'turn', 'written', 'kernel', 'setup', 'json', 'record', 'game'];
const ENGINE_WORDLESS = ['core', 'gods', 'turn', 'kernel'];

function engineStages() {
  const src = (folder) => `packages/engine/src/${folder}`;
  return [
    ...ENGINE_STAGES.map((stage, index) => ({
      target: src(stage),
      from: [...ENGINE_STAGES.slice(index + 1), 'testing', 'reference'].map(src),
      message: `${stage}/ is an engine stage: it imports only the stages below it (${ENGINE_STAGES.slice(0, index).join(', ') || 'none'}), never the test oracles.`,
    })),
    {
      target: ENGINE_WORDLESS.map(src),
      from: src('words'),
      message: 'the rules return data: words/ is imported only by the stages that hand errors out.',
    },
    {
      target: src('words'),
      from: ['turn', 'kernel', 'json', 'game', 'testing', 'reference'].map(src),
      message:
        'words/ writes the problems of the stages from their data: it reads their types, not their logic.',
    },
  ];
}

/**
 * The web app's folders (packages/web/src) in two tiers, as in bulletproof-react. Shared layers,
 * lowest first: each imports only the layers before it in the list, and never a feature. Features:
 * parts of the app that the root files (`main.tsx`, `Root.tsx`, `App.tsx`: the local game page)
 * compose; a feature imports shared layers only, never another feature, and what two features share
 * goes down to a shared layer. Adding a folder is one word in one of the two lists.
 *
 * Words: i18n/ is the lowest layer, so it imports no folder of the app. The gods' power texts and
 * their type (`PowerTexts`) are i18n's own tables, beside the catalogs, since powers/, learn/,
 * setup/, online/ and puzzles/ all show them; a feature writes its other words through the catalog.
 */
const WEB_SHARED_LAYERS = [
  'lib', // the app's addresses and navigation (route.ts)
  'i18n', // words: i18next, the catalogs, the power texts
  'board', // the 2D board, framework-free
  'game', // the local game and its setup, pure functions over the engine
  'ai', // the AI's worker and its client
  'powers', // power cards, emblems, a power's state
  'components', // shared React views
  'view3d', // the 3D view and the 2D / 3D switch
  'analysis', // replay and analysis of a game, local or online
];
const WEB_FEATURES = ['setup', 'online', 'learn', 'puzzles', 'pwa'];

/** The zones of the layers and features above, for a package's `src/`. */
function layeredFolders(pkg, sharedLayers, features) {
  const src = (folder) => `packages/${pkg}/src/${folder}`;
  return [
    ...sharedLayers.map((layer, index) => ({
      target: src(layer),
      from: [...sharedLayers.slice(index + 1), ...features].map(src),
      message: `${layer}/ is a shared layer: it imports only the layers below it (${sharedLayers.slice(0, index).join(', ') || 'none'}), never a feature.`,
    })),
    ...features.map((feature) => ({
      target: src(feature),
      from: features.filter((other) => other !== feature).map(src),
      message: `${feature}/ is a feature: features never import each other; move what they share down to a shared layer.`,
    })),
    {
      target: [...sharedLayers, ...features].map(src),
      from: `packages/${pkg}/src/*.{ts,tsx}`,
      message: 'the root files (main, Root, App) compose the folders; no folder imports them.',
    },
  ];
}

export const boundaries = [
  zonesOf('engine', [...shippedCodeOf('engine'), ...engineStages()]),
  zonesOf('protocol', [...shippedCodeOf('protocol')]),
  zonesOf('ai', [...shippedCodeOf('ai')]),
  zonesOf('cli', [...shippedCodeOf('cli')]),
  zonesOf('web', [...shippedCodeOf('web'), ...layeredFolders('web', WEB_SHARED_LAYERS, WEB_FEATURES)]),
  zonesOf('server', [...shippedCodeOf('server')]),
];
