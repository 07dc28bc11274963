import type { StreamPosition } from '../store/stream-position';
import type { ListPage, ProjectSummary } from './list-answers';

// What the emulator hands the console's page with its HTML, so the page draws its first view without
// asking: the answers its first control reads would get, in a data block that never runs.

/** The id of the page's `<script type="application/json">` block. */
export const CONSOLE_BOOT_ID = 'foyer-console-boot';

/** How many records a console list reads a page at a time. */
export const CONSOLE_PAGE_SIZE = 200;

/**
 * How many records of its view's list the console's page carries: a few screenfuls, the rest read a
 * page at a time as the list scrolls. A full page of a large project's messages made the page 160 kB
 * of HTML, and the browser's parse of it the largest part of a cold console's time.
 */
export const CONSOLE_FIRST_PAGE_SIZE = 50;

/** The lists a view opens with, read a page at a time: the one the page embeds for its view. */
export const VIEW_LISTS = {
  inbox: 'messages',
  users: 'users',
  sessions: 'sessions',
  requests: 'requests',
} as const;

/**
 * The module of each view the console loads on demand, as the console's build manifest names it
 * (relative to `console/`); the page preloads the addressed one's chunk. console/app/view-registry.tsx
 * imports the same modules. The inbox, the view the console opens on, is in the page's own bundle.
 */
export const VIEW_MODULES = {
  users: 'views/UsersView.tsx',
  sessions: 'views/SessionsView.tsx',
  clock: 'views/ClockView.tsx',
  faults: 'views/FaultsView.tsx',
  settings: 'app/SettingsPage.tsx',
  oauth: 'views/OAuthView.tsx',
  apps: 'views/ConnectedAppsView.tsx',
  access: 'views/ProjectAccessView.tsx',
  requests: 'views/RequestLogView.tsx',
} as const;

export type BootList = (typeof VIEW_LISTS)[keyof typeof VIEW_LISTS];

/** A list's first page as `GET /control/v1/projects/<token>/<list>?limit=…` answers it (its `data`). */
export type BootListAnswer = { results_metadata: ListPage<unknown>['results_metadata'] } & {
  [list in BootList]?: unknown[];
};

export type ConsoleBoot = {
  /** What `GET /control/v1/projects` answers. */
  projects: { projects: ProjectSummary[] };
  /** The project the page's address names, when it exists. */
  project?: {
    public_token: string;
    /** Where the project's stream stood before the list below was read. */
    position: StreamPosition;
    /** The first page of the list the addressed view opens with, if it opens with one. */
    list?: { name: BootList; answer: BootListAnswer };
  };
};
