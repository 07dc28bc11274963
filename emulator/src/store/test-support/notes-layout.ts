import { z } from 'zod';
import { clockCollection } from '../clock-collection';
import { describeCollection } from '../collection-descriptor';
import type { JournalOptions } from '../journal';
import { secretDigest } from '../secret-digest';
import { ProjectStore } from '../store';

/*
 * A layout with no product in it, for the store's own tests: the store knows only the table of
 * collections and the settings a project starts with that it is handed, so its tests hand it these.
 */

export type Note = { note_id: string; text: string };
/** A note shared by a link: found by its token's digest, as the products' sessions and links are. */
export type Share = { share_id: string; note_id: string; share_token: string };
export type Ping = { ping_id: string };
export type NoteSettings = { project_name: string; note_limit: number };

export const NOTES_LAYOUT = {
  collections: {
    notes: describeCollection<Note>({
      key: 'note_id',
      streamEvent: 'note',
      schema: z.looseObject({ note_id: z.string(), text: z.string() }),
    }),
    shares: describeCollection<Share>({
      key: 'share_id',
      lookupKey: (share) => secretDigest(share.share_token),
      schema: z.looseObject({ share_id: z.string(), note_id: z.string() }),
    }),
    pings: describeCollection<Ping>({
      key: 'ping_id',
      movesStreamPosition: false,
      schema: z.looseObject({ ping_id: z.string() }),
    }),
    clock: clockCollection,
  },
  defaultSettings: { project_name: 'Notes', note_limit: 3 } satisfies NoteSettings,
};

export type NotesStore = ProjectStore<(typeof NOTES_LAYOUT)['collections'], NoteSettings>;

export type NotesProject = ReturnType<NotesStore['project']>;

export const NotesStore = {
  inMemory: (): NotesStore => ProjectStore.inMemory(NOTES_LAYOUT),
  open: (dir: string, options?: JournalOptions): NotesStore => ProjectStore.open(dir, NOTES_LAYOUT, options),
};
