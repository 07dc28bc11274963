import type { GalleryView } from '../../widget/src/gallery/gallery-view';

/** One entry in one view, as a cell of the gallery page (tests/harness/gallery.tsx). */
export type GalleryCell = { entryId: string; view: GalleryView };

/**
 * `Main/empty · dark, ja, shadow DOM`: the caption a person reads in the picture, and the name a
 * failed check gives the cell it found something in.
 */
export function galleryCellLabel({ entryId, view }: GalleryCell): string {
  return `${entryId} · ${view.theme}, ${view.locale}, ${view.shadow ? 'shadow' : 'light'} DOM`;
}
