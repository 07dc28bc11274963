import './gallery.css';
import { PRODUCT_NAMES } from '../../widget/src/config/types';
import { GALLERY_ENTRIES } from '../../widget/src/gallery/fixtures';
import { galleryEntryId } from '../../widget/src/gallery/gallery-entry';
import { GALLERY_THEMES, type GalleryView } from '../../widget/src/gallery/gallery-view';
import { type MountedGalleryEntry, mountGalleryEntry } from '../../widget/src/gallery/mount-gallery-entry';
import { allLocales } from '../../widget/src/locales/all';
import { MOUNT_MODES } from '../../widget/src/mount/options';
import { PRODUCTS } from '../../widget/src/products/registry';
import { findScreen } from '../../widget/src/products/screen-owners';
import { reachableScreens } from '../../widget/src/runtime/preload-screens';
import { pictureFontFamily } from './picture-fonts';

declare global {
  interface Window {
    /** The gallery's entry ids, for the snapshot test to walk. */
    foyerGalleryEntries: string[];
    /**
     * Shows another entry in place of the current one, without loading the page again: resolves once
     * its state shows. Lets a test walk many entries and languages on one page.
     */
    foyerGalleryShow(entryId: string, view: GalleryView): Promise<void>;
  }
}

/**
 * One gallery entry on a page of its own: `?entry=Main/empty&theme=dark&locale=es&shadow=1`. The
 * page's `data-gallery` says `ready` once the entry's state shows, or `failed`.
 */
const params = new URLSearchParams(window.location.search);
const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.find((each) => each === value) ?? fallback;

let shown: MountedGalleryEntry | null = null;

/** Mounts an entry into a fresh element (a shadow root cannot be detached from the old one). */
function show(entryId: string, view: GalleryView): Promise<void> {
  const entry = GALLERY_ENTRIES.find((each) => galleryEntryId(each) === entryId);
  const slot = document.getElementById('widget');
  if (!entry || !slot) return Promise.reject(new Error(`no gallery entry ${entryId}`));
  shown?.unmount();
  const element = document.createElement('div');
  element.id = 'widget';
  slot.replaceWith(element);
  // The host page reads in the widget's language, as a site in that language would.
  document.documentElement.lang = view.locale;
  document.documentElement.dir = allLocales.find((catalog) => catalog.tag === view.locale)?.dir ?? 'ltr';
  document.body.dataset.theme = view.theme;
  shown = mountGalleryEntry(element, entry, view, { fontFamily: pictureFontFamily(view.locale) });
  return shown.ready;
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
const entryId = params.get('entry');
if (entryId) {
  const tags = allLocales.map((catalog) => catalog.tag);
  show(entryId, {
    theme: pick(params.get('theme'), GALLERY_THEMES, 'light'),
    locale: pick(params.get('locale'), tags, 'en'),
    shadow: params.get('shadow') === '1',
  }).then(
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
