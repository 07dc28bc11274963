import { type BootList, CONSOLE_BOOT_ID, type ConsoleBoot, type ListPage } from '@foyer/emulator/control';
import type { FirstPages } from '../port/live-list';

/**
 * What the emulator handed the page with its HTML (its first reads' answers, see the emulator's
 * console/page-boot.ts), or undefined: an emulator that asks for a control token, or a page another
 * site's link opened, reads over the control API instead.
 */
export function readBootData(doc: Document = document): ConsoleBoot | undefined {
  const text = doc.getElementById(CONSOLE_BOOT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ConsoleBoot;
  } catch {
    return undefined;
  }
}

/** Hands out the project's carried first page once, to the first list of its kind that opens. */
export function firstPagesOf(boot: ConsoleBoot | undefined, publicToken: string): FirstPages {
  const project = boot?.project?.public_token === publicToken ? boot.project : undefined;
  let list = project?.list;
  return {
    take<T>(name: BootList) {
      if (!project || !list || list.name !== name) return undefined;
      const { answer } = list;
      list = undefined;
      const page: ListPage<T> = {
        results: (answer[name] ?? []) as T[],
        results_metadata: answer.results_metadata,
      };
      return { page, position: project.position };
    },
  };
}
