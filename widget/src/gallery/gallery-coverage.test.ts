import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findScreen } from '../products/screen-owners';
import { SCREEN_NAMES } from '../state/screens';
import { GALLERY_ENTRIES } from './fixtures';
import { GALLERY_STATE_KINDS, galleryEntryId } from './gallery-entry';
import { DEFAULT_GALLERY_VIEW } from './gallery-view';
import { type MountedGalleryEntry, mountGalleryEntry } from './mount-gallery-entry';

/** The screens this build ships a component for; a screen still pending needs no entry yet. */
const BUILT_SCREENS = SCREEN_NAMES.filter((screen) => findScreen(screen)?.kind === 'component');

describe('the gallery', () => {
  it('has an entry for every screen the widget renders', () => {
    const covered = new Set(GALLERY_ENTRIES.map((entry) => entry.screen));
    expect(BUILT_SCREENS.filter((screen) => !covered.has(screen))).toEqual([]);
  });

  it('names each entry once, in a form usable as a file name', () => {
    const ids = GALLERY_ENTRIES.map(galleryEntryId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { state } of GALLERY_ENTRIES) expect(state).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('shows every kind of state somewhere', () => {
    const kinds = new Set(GALLERY_ENTRIES.map((entry) => entry.kind));
    expect([...GALLERY_STATE_KINDS].filter((kind) => !kinds.has(kind))).toEqual([]);
  });
});

describe('each gallery entry', () => {
  let mounted: MountedGalleryEntry | undefined;
  // The gallery drives the widget as a page does, with no act() around its steps: React renders as
  // it would in a browser, and the steps wait for what shows.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  });
  afterEach(() => {
    mounted?.unmount();
    document.body.replaceChildren();
  });

  it.each(GALLERY_ENTRIES.map((entry) => [galleryEntryId(entry), entry] as const))(
    '%s reaches its state with the fake client alone, without a logged error',
    async (_id, entry) => {
      const element = document.createElement('div');
      document.body.append(element);
      mounted = mountGalleryEntry(element, entry, DEFAULT_GALLERY_VIEW);
      // A screen that throws is caught by the widget's error boundary, which logs it: the test
      // setup fails any test that logs an error.
      await expect(mounted.ready).resolves.toBeUndefined();
    },
  );
});
