import './gallery.css';
import { PRODUCT_NAMES } from '../../widget/src/config/types';
import { GALLERY_ENTRIES } from '../../widget/src/gallery/fixtures';
import { type GalleryEntry, galleryEntryId } from '../../widget/src/gallery/gallery-entry';
import { GALLERY_THEMES, type GalleryView } from '../../widget/src/gallery/gallery-view';
import { type MountedGalleryEntry, mountGalleryEntry } from '../../widget/src/gallery/mount-gallery-entry';
import { allLocales } from '../../widget/src/locales/all';
import { MOUNT_MODES } from '../../widget/src/mount/options';
import { PRODUCTS } from '../../widget/src/products/registry';
import { findScreen } from '../../widget/src/products/screen-owners';
import { reachableScreens } from '../../widget/src/runtime/preload-screens';
import { type GalleryCell, galleryCellLabel } from './gallery-cells';
import { pictureFontFamily } from './picture-fonts';

declare global {
  interface Window {
    /** The gallery's entry ids, for the snapshot test to walk. */
    foyerGalleryEntries: string[];
    /**
     * Shows these rows of cells in place of what the page showed, without loading it again: resolves
     * once every cell's state shows. Lets a test check and picture many entries and views at once.
     */
    foyerGalleryShow(rows: readonly (readonly GalleryCell[])[]): Promise<void>;
  }
}

let shown: MountedGalleryEntry[] = [];

const findEntry = (entryId: string): GalleryEntry => {
  const entry = GALLERY_ENTRIES.find((each) => galleryEntryId(each) === entryId);
  if (!entry) throw new Error(`no gallery entry ${entryId}`);
  return entry;
};

/**
 * Wallets announce themselves to the whole window (EIP-6963), so every widget on the page hears every
 * cell's wallets: cells that announce different ones cannot share a page without changing each other.
 */
function assertOneWalletSet(entries: readonly GalleryEntry[]): void {
  const sets = new Set(entries.map((entry) => (entry.wallets ?? []).join(', ')));
  if (sets.size > 1)
    throw new Error(`cells on one page announce different wallets: ${[...sets].join(' | ')}`);
}

/**
 * One cell: a figure with its caption and the widget, in the view's language, direction and theme, as
 * a host page in that language would be. Its layout containment makes it the box the widget's fixed
 * toasts and overlays place themselves in, as the page's viewport was when an entry had a page alone.
 */
function cellElement(cell: GalleryCell): { figure: HTMLElement; host: HTMLElement } {
  const label = galleryCellLabel(cell);
  const figure = document.createElement('figure');
  figure.className = 'gallery-cell';
  figure.lang = cell.view.locale;
  figure.dir = allLocales.find((catalog) => catalog.tag === cell.view.locale)?.dir ?? 'ltr';
  figure.dataset.theme = cell.view.theme;
  figure.dataset.picturePart = label;
  const caption = document.createElement('figcaption');
  caption.textContent = label;
  const host = document.createElement('div');
  host.className = 'gallery-widget';
  figure.append(caption, host);
  return { figure, host };
}

/**
 * The focused element, inside shadow roots too. Each cell's screen may move the focus on arrival, and
 * only one can keep it: whichever came last, which depends on timing. Every cell is pictured at rest
 * instead (where the focus lands is the end-to-end tests' concern).
 */
function deepestFocus(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

async function show(rows: readonly (readonly GalleryCell[])[]): Promise<void> {
  const entries = rows.flat().map((cell) => findEntry(cell.entryId));
  assertOneWalletSet(entries);
  for (const each of shown) each.unmount();
  shown = [];
  const main = document.querySelector('main');
  if (!main) throw new Error('the gallery page has no <main>');
  main.replaceChildren();
  const ready: Promise<void>[] = [];
  for (const row of rows) {
    const rowElement = document.createElement('div');
    rowElement.className = 'gallery-row';
    main.append(rowElement);
    for (const cell of row) {
      const { figure, host } = cellElement(cell);
      rowElement.append(figure);
      const mounted = mountGalleryEntry(host, findEntry(cell.entryId), cell.view, {
        fontFamily: pictureFontFamily(cell.view.locale),
      });
      shown.push(mounted);
      ready.push(
        mounted.ready.catch((cause: unknown) => {
          throw new Error(`${galleryCellLabel(cell)}: ${String(cause)}`);
        }),
      );
    }
  }
  await Promise.all(ready);
  deepestFocus()?.blur();
}

/**
 * Fetches every screen's code first, as a mounted widget does at idle: an entry then shows in the
 * pass that mounts it, the way a user meets a screen, rather than after a loading state.
 */
async function preloadEveryScreen(): Promise<void> {
  const screens = new Set(MOUNT_MODES.flatMap((mode) => reachableScreens(mode, PRODUCT_NAMES, PRODUCTS)));
  await Promise.all(
    [...screens].map((screen) => {
      const source = findScreen(screen, PRODUCTS);
      const component: object | undefined = source?.Component;
      return component && 'preload' in component
        ? (component as { preload(): Promise<void> }).preload()
        : undefined;
    }),
  );
}

window.foyerGalleryEntries = GALLERY_ENTRIES.map(galleryEntryId);
window.foyerGalleryShow = show;
await preloadEveryScreen();

/**
 * One entry for a person to look at: `?entry=Main/empty&theme=dark&locale=es&shadow=1`. The page's
 * `data-gallery` says `ready` once the entry's state shows, or `failed`; without an entry, `listed`.
 */
const params = new URLSearchParams(window.location.search);
const entryId = params.get('entry');
if (entryId) {
  const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
    allowed.find((each) => each === value) ?? fallback;
  const tags = allLocales.map((catalog) => catalog.tag);
  const view: GalleryView = {
    theme: pick(params.get('theme'), GALLERY_THEMES, 'light'),
    locale: pick(params.get('locale'), tags, 'en'),
    shadow: params.get('shadow') === '1',
  };
  show([[{ entryId, view }]]).then(
    () => {
      document.body.dataset.gallery = 'ready';
    },
    (cause: unknown) => {
      console.error(cause);
      document.body.dataset.gallery = 'failed';
    },
  );
} else {
  document.body.dataset.gallery = 'listed';
}
