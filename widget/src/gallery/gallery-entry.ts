import type { WidgetConfig } from '../config/types';
import type { MountMode } from '../mount/options';
import type { ScreenName } from '../state/screens';
import type { WidgetStore } from '../state/store';
import type { FakeClientBuilder } from '../test-support/fake-client';
import type { GalleryWallet } from './gallery-wallets';
import type { ScreenDriver } from './screen-driver';

/** The four kinds of state the gallery shows for a screen. */
export const GALLERY_STATE_KINDS = ['empty', 'submitting', 'error', 'success'] as const;
export type GalleryStateKind = (typeof GALLERY_STATE_KINDS)[number];

/**
 * One screen in one state, reached the way a user reaches it: the widget is mounted with a fake
 * client, the store is set as the flow leaves it on arrival, then the user's steps on the screen run.
 */
export type GalleryEntry = {
  screen: ScreenName;
  /** Unique within the screen; part of the snapshot's file name, so kebab-case. */
  state: string;
  kind: GalleryStateKind;
  /** The mount entry point; login when absent. */
  mode?: MountMode;
  passwordResetToken?: string;
  config: WidgetConfig;
  /** Wallets announced on the page for the wallet screens; their requests stay unanswered. */
  wallets?: readonly GalleryWallet[];
  /** The client's answers. A call the entry does not set up fails loudly. */
  client(fake: FakeClientBuilder): FakeClientBuilder;
  /** The store as the flow leaves it when it arrives at the screen (named actions only). */
  arrive?(store: WidgetStore): void;
  /** The user's steps on the screen; resolves once the state shows. */
  act?(screen: ScreenDriver): Promise<void>;
};

/** `Main/submitting`: how the gallery, its panel and its snapshots name an entry. */
export function galleryEntryId({ screen, state }: Pick<GalleryEntry, 'screen' | 'state'>): string {
  return `${screen}/${state}`;
}
