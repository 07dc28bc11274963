import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withViewPreload } from './view-preload';

const PAGE =
  '<html><head><script type="module" crossorigin src="/console/assets/index-e.js"></script></head></html>';

let built: string;
beforeAll(() => {
  built = `${mkdtempSync(join(tmpdir(), 'foyer-view-preload-'))}/`;
  mkdirSync(`${built}.vite`);
  writeFileSync(
    `${built}.vite/manifest.json`,
    JSON.stringify({
      'index.html': { file: 'assets/index-e.js', imports: ['_shared-s.js'] },
      '_shared-s.js': { file: 'assets/shared-s.js' },
      'views/UsersView.tsx': {
        file: 'assets/UsersView-u.js',
        imports: ['_shared-s.js', 'index.html'],
        css: ['assets/UsersView-u.css'],
      },
    }),
  );
});
afterAll(() => rmSync(built, { recursive: true, force: true }));

describe("the addressed view's code, named in the page", () => {
  it('preloads the view chunk and what it imports, not what the page loads already', () => {
    const page = withViewPreload(PAGE, built, 'users');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/console/assets/UsersView-u.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/console/assets/shared-s.js">');
    expect(page).toContain(
      '<link rel="preload" as="style" crossorigin href="/console/assets/UsersView-u.css">',
    );
    expect(page.match(/index-e\.js/g)).toHaveLength(1);
  });

  it('leaves the page as it is for no view, an unknown one, or a build without a manifest', () => {
    expect(withViewPreload(PAGE, built, undefined)).toBe(PAGE);
    expect(withViewPreload(PAGE, built, 'drop-tables')).toBe(PAGE);
    expect(withViewPreload(PAGE, join(built, 'elsewhere/'), 'users')).toBe(PAGE);
  });
});
