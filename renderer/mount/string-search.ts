import type { MessageId } from '@foyer/widget';
import { MESSAGE_IDS } from '../../widget/src/config/schemas';
import { enMessages } from '../../widget/src/strings/en';
import { pluralForms } from '../../widget/src/strings/messages';

/** A message id with the English text it shows by default (a text with a count: its `other` form). */
export type CatalogEntry = { id: MessageId; english: string };

const ENTRIES: readonly CatalogEntry[] = MESSAGE_IDS.map((id) => ({
  id,
  english: pluralForms(enMessages[id]).other,
}));

/** The ids whose id or English text contains every word of the query, in catalog order. */
export function searchStrings(query: string): CatalogEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return ENTRIES.filter(({ id, english }) => {
    const haystack = `${id} ${english}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
