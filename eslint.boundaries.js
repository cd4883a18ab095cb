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
    files: [`packages/${pkg}/**/*.{ts,tsx}`],
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

export const boundaries = [
  zonesOf('engine', [...shippedCodeOf('engine')]),
  zonesOf('protocol', [...shippedCodeOf('protocol')]),
  zonesOf('ai', [...shippedCodeOf('ai')]),
  zonesOf('cli', [...shippedCodeOf('cli')]),
  zonesOf('web', [...shippedCodeOf('web')]),
  zonesOf('server', [...shippedCodeOf('server')]),
];
