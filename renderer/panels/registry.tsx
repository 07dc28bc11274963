import type { ReactNode } from 'react';
import { CookiesPanel } from './CookiesPanel';
import { EmulatorPanel } from './EmulatorPanel';
import { EventsPanel } from './EventsPanel';
import { GalleryPanel } from './GalleryPanel';
import { InboxPanel } from './InboxPanel';
import { PasskeysPanel } from './PasskeysPanel';
import { StatePanel } from './StatePanel';
import { WalletsPanel } from './WalletsPanel';

export type InspectorPanel = { id: string; label: string; render: () => ReactNode };

/** The inspector's panels, in tab order; the tab strip wraps. */
export const INSPECTOR_PANELS: readonly InspectorPanel[] = [
  { id: 'state', label: 'State', render: () => <StatePanel /> },
  { id: 'events', label: 'Events', render: () => <EventsPanel /> },
  { id: 'cookies', label: 'Cookies', render: () => <CookiesPanel /> },
  { id: 'inbox', label: 'Inbox', render: () => <InboxPanel /> },
  { id: 'emulator', label: 'Emulator', render: () => <EmulatorPanel /> },
  { id: 'passkeys', label: 'Passkeys', render: () => <PasskeysPanel /> },
  { id: 'wallets', label: 'Wallets', render: () => <WalletsPanel /> },
  { id: 'gallery', label: 'Gallery', render: () => <GalleryPanel /> },
];
