/**
 * The emulator's ground rule (emulator/README.md, Layout): products sit above `src/store/` and
 * `src/http/`, which name no product, and no module of `src/` imports itself round a cycle. Run by
 * `npm run lint`. The rules hold for tests too: the store's tests hand it a layout of their own
 * (store/test-support/), and a test that drives the whole emulator lives with the product it is
 * about, or in src/whole-emulator/ when it is about several.
 */

module.exports = {
  forbidden: [
    {
      name: 'store-imports-no-product',
      comment:
        'The store is the ground floor: products hand it their collections (src/collections.ts), it imports none of them.',
      severity: 'error',
      from: { path: '^emulator/src/store/' },
      to: { path: '^emulator/src/', pathNot: '^emulator/src/(store|http)/' },
    },
    {
      name: 'http-imports-no-product',
      comment:
        'http/ is transport for both APIs: it may know the assembled store by its types (emulator-store.ts), never a product.',
      severity: 'error',
      from: { path: '^emulator/src/http/' },
      to: { path: '^emulator/src/', pathNot: '^emulator/src/((store|http|tls)/|emulator-store\\.ts$)' },
    },
    {
      name: 'http-knows-the-assembled-store-by-type',
      comment: 'emulator-store.ts loads every product: http/ may name its types, never load it.',
      severity: 'error',
      from: { path: '^emulator/src/http/' },
      to: { path: '^emulator/src/emulator-store\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes load order matter and hides which module is the lower one.',
      severity: 'error',
      from: { path: '^emulator/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    // `import type` counts: a type-only import still ties the two modules' meaning together.
    tsPreCompilationDeps: true,
  },
};
