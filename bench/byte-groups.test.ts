import { describe, expect, it } from 'vitest';
import { BYTE_GROUPS, groupOfModule, splitInProportion } from './byte-groups';
import { stytchHeadlessModules } from './stytch-headless-modules';

const STYTCH = '/repo/node_modules/@stytch/vanilla-js/dist/esm';
const headless = new Set([
  `${STYTCH}/packages/web/src/StytchClient.mjs`,
  `${STYTCH}/node_modules/js-cookie/dist/js.cookie.mjs`,
]);

describe('groupOfModule', () => {
  it.each([
    ['/repo/node_modules/react/cjs/react.production.js', 'react'],
    ['/repo/node_modules/react-dom/cjs/react-dom-client.production.js', 'react'],
    ['/repo/node_modules/scheduler/index.js', 'react'],
    [`${STYTCH}/node_modules/preact/compat/dist/compat.module.mjs`, 'react'],
    [`${STYTCH}/packages/web/src/StytchClient.mjs`, 'client'],
    [`${STYTCH}/node_modules/js-cookie/dist/js.cookie.mjs`, 'client'],
    [`${STYTCH}/packages/web/src/ui/b2c/AppContainer.mjs`, 'ui'],
    [`${STYTCH}/node_modules/@radix-ui/react-tabs/dist/index.mjs`, 'ui'],
    ['/repo/widget/src/mount/mount-widget.tsx', 'ui'],
    ['/repo/node_modules/valtio/esm/vanilla.mjs', 'ui'],
    ['/repo/node_modules/libphonenumber-js/min/exports/parsePhoneNumber.js', 'ui'],
    ['\0rolldown/runtime.js', 'other'],
    ['\0vite/preload-helper.js', 'other'],
    ['/repo/bench/pages/interactive-probe.ts', 'other'],
  ])('puts %s in %s', (id, group) => {
    expect(groupOfModule(id, headless)).toBe(group);
  });

  it('reads Windows paths too', () => {
    expect(groupOfModule(`${STYTCH}/packages/web/src/StytchClient.mjs`.replaceAll('/', '\\'), headless)).toBe(
      'client',
    );
  });
});

describe('stytchHeadlessModules', () => {
  const modules = [...stytchHeadlessModules()];
  const has = (suffix: string) => modules.some((path) => path.endsWith(suffix));

  it('follows the installed headless entry to the client and the libraries it uses', () => {
    expect(has('/dist/esm/packages/web/src/StytchClient.mjs')).toBe(true);
    expect(has('/dist/esm/packages/core/src/SessionManager.mjs')).toBe(true);
    expect(has('/dist/esm/node_modules/js-cookie/dist/js.cookie.mjs')).toBe(true);
  });

  it('does not reach the prebuilt UI or Preact', () => {
    expect(has('/dist/esm/packages/web/src/ui/b2c/AppContainer.mjs')).toBe(false);
    expect(modules.some((path) => path.includes('/node_modules/preact/'))).toBe(false);
  });
});

describe('splitInProportion', () => {
  it('splits a file size by weight and adds up to exactly the file size', () => {
    const split = splitInProportion(1001, { ui: 2, client: 1, react: 1, other: 0 });
    expect(split).toEqual({ ui: 501, client: 250, react: 250, other: 0 });
    expect(BYTE_GROUPS.reduce((sum, group) => sum + split[group], 0)).toBe(1001);
  });

  it('gives nothing to anyone when there are no weights', () => {
    expect(splitInProportion(500, { ui: 0, client: 0, react: 0, other: 0 })).toEqual({
      ui: 0,
      client: 0,
      react: 0,
      other: 0,
    });
  });
});
