import type { MessageId } from '@foyer/widget';
import { MESSAGE_IDS } from '../../widget/src/config/schemas';
import { en } from '../../widget/src/strings/en';

/** A message id with the English text it shows by default. */
export type CatalogEntry = { id: MessageId; english: string };

const ENTRIES: readonly CatalogEntry[] = MESSAGE_IDS.map((id) => ({ id, english: en[id] }));

/** The ids whose id or English text contains every word of the query, in catalog order. */
export function searchStrings(query: string): CatalogEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return ENTRIES.filter(({ id, english }) => {
    const haystack = `${id} ${english}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
