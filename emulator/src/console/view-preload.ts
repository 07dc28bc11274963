import { existsSync, readFileSync } from 'node:fs';
import { VIEW_MODULES } from '../control/console-boot';

/** What the console's build manifest says of one module: its chunk and the chunks it imports statically. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

const manifests = new Map<string, Record<string, ManifestChunk> | undefined>();

/** The build's manifest, read once per build folder; undefined for a build that wrote none. */
function manifestOf(dir: string): Record<string, ManifestChunk> | undefined {
  if (!manifests.has(dir)) {
    const path = `${dir}.vite/manifest.json`;
    manifests.set(dir, existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
  }
  return manifests.get(dir);
}

/** The scripts and stylesheets a view's module needs, its own first, as paths below the console's folder. */
function filesOf(manifest: Record<string, ManifestChunk>, module: string) {
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.includes(chunk.file)) return;
    scripts.push(chunk.file);
    for (const sheet of chunk.css ?? []) if (!styles.includes(sheet)) styles.push(sheet);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(module);
  return { scripts, styles };
}

/**
 * `<link rel="modulepreload">` lines for the view a page opens on (and preloads of its stylesheets),
 * before `</head>`: its code downloads beside the entry instead of after the entry has run. Chunks the page names already are
 * left out; a page from a build without a manifest, or for no view, is returned as it is.
 */
export function withViewPreload(page: string, dir: string, view: string | undefined): string {
  const manifest = manifestOf(dir);
  if (!manifest || view === undefined || !Object.hasOwn(VIEW_MODULES, view)) return page;
  const { scripts, styles } = filesOf(manifest, VIEW_MODULES[view as keyof typeof VIEW_MODULES]);
  const isNew = (href: string) => !page.includes(`"${href}"`);
  const links = [
    ...scripts
      .map((file) => `/console/${file}`)
      .filter(isNew)
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles
      .map((file) => `/console/${file}`)
      .filter(isNew)
      .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join('');
  return links && page.includes('</head>') ? page.replace('</head>', () => `${links}</head>`) : page;
}
