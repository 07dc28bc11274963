import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { VIEW_MODULES } from '@foyer/emulator/control';
import { describe, expect, it } from 'vitest';
import { PROJECT_VIEWS } from './routes';

// The emulator preloads a view's chunk by the module the build manifest names for it; the registry
// imports each view's code. They must name the same module, or the page preloads the wrong code.
describe("the views' modules", () => {
  it('are the ones the view registry imports, for every view but the bundled inbox', () => {
    const registry = readFileSync(resolve(import.meta.dirname, 'view-registry.tsx'), 'utf8');
    expect(registry).toContain("import { InboxView } from '../views/InboxView';");
    expect([...Object.keys(VIEW_MODULES), 'inbox'].sort()).toEqual(
      PROJECT_VIEWS.map((view) => view.id).sort(),
    );
    for (const [view, module] of Object.entries(VIEW_MODULES)) {
      const path = relative(import.meta.dirname, resolve(import.meta.dirname, '..', module)).replace(
        /\.tsx$/,
        '',
      );
      const specifier = path.startsWith('.') ? path : `./${path}`;
      expect(registry).toContain(`${view}: () => import('${specifier}')`);
    }
  });
});
