import { allLocales } from '../locales/all';
import { mountByMode } from '../mount/mount-by-mode';
import type { WidgetHandle } from '../mount/options';
import { widgetLanguage } from '../strings/widget-language';
import { fakeClient } from '../test-support/fake-client';
import type { GalleryEntry } from './gallery-entry';
import { GALLERY_STYLES, type GalleryView } from './gallery-view';
import { announceStalledWallets } from './gallery-wallets';
import { screenDriver } from './screen-driver';

export type MountedGalleryEntry = {
  handle: WidgetHandle;
  /** Resolves once the entry's state shows and the page's fonts are in: nothing left to change. */
  ready: Promise<void>;
  unmount(): void;
};

/**
 * Mounts one gallery entry through the widget's public mount, with a fake client and no network: the
 * store is set as the flow arrives, then the entry's user steps run (the screen's own wait otherwise).
 * `fontFamily` replaces the theme's, as a host's styles would: the visual tests bring their own fonts.
 */
export function mountGalleryEntry(
  element: HTMLElement,
  entry: GalleryEntry,
  view: GalleryView,
  { fontFamily }: { fontFamily?: string } = {},
): MountedGalleryEntry {
  const stopAnnouncing = announceStalledWallets(window, entry.wallets ?? []);
  const handle = mountByMode(entry.mode ?? 'login', {
    client: entry.client(fakeClient()).build().client,
    element,
    config: { ...entry.config, enableShadowDOM: view.shadow },
    styles: { ...GALLERY_STYLES[view.theme], ...(fontFamily && { fontFamily }) },
    locale: view.locale,
    locales: allLocales,
    passwordResetToken: entry.passwordResetToken,
  });
  entry.arrive?.(handle.state);
  const root = element.shadowRoot ?? element;
  const driver = screenDriver(
    root,
    handle.state,
    widgetLanguage({ locale: view.locale, locales: allLocales }).translator,
  );
  const ready = (async () => {
    await (entry.act ?? ((screen) => screen.waitFor(`[data-screen="${entry.screen}"]`)))(driver);
    // Pages without the Font Loading API (a DOM emulation in tests) have no fonts to wait for. A
    // face's subsets load when layout first meets their characters: lay out, then wait for them.
    if ('fonts' in document) {
      element.getBoundingClientRect();
      await document.fonts.ready;
    }
  })();
  return {
    handle,
    ready,
    unmount() {
      handle.unmount();
      stopAnnouncing();
    },
  };
}
