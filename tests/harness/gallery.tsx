import './gallery.css';
import { GALLERY_ENTRIES } from '../../widget/src/gallery/fixtures';
import { galleryEntryId } from '../../widget/src/gallery/gallery-entry';
import { GALLERY_THEMES, type GalleryTheme } from '../../widget/src/gallery/gallery-view';
import { mountGalleryEntry } from '../../widget/src/gallery/mount-gallery-entry';
import { allLocales } from '../../widget/src/locales/all';

declare global {
  interface Window {
    /** The gallery's entry ids, for the snapshot test to walk. */
    foyerGalleryEntries: string[];
  }
}

/**
 * One gallery entry on a page of its own: `?entry=Main/empty&theme=dark&locale=es&shadow=1`. The
 * page's `data-gallery` says `ready` once the entry's state shows, or `failed`.
 */
const params = new URLSearchParams(window.location.search);
const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.find((each) => each === value) ?? fallback;

window.foyerGalleryEntries = GALLERY_ENTRIES.map(galleryEntryId);
const entry = GALLERY_ENTRIES.find((each) => galleryEntryId(each) === params.get('entry'));
const element = document.getElementById('widget');
if (entry && element) {
  const theme: GalleryTheme = pick(params.get('theme'), GALLERY_THEMES, 'light');
  const tags = allLocales.map((catalog) => catalog.tag);
  const locale = pick(params.get('locale'), tags, 'en');
  document.documentElement.lang = locale;
  document.body.dataset.theme = theme;
  const { ready } = mountGalleryEntry(element, entry, {
    theme,
    locale,
    shadow: params.get('shadow') === '1',
  });
  ready.then(
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
