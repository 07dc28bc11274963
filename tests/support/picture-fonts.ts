/**
 * Whether a page drew only with the fonts it brought (tests/harness/picture-fonts.ts), never with the
 * machine's: the pictures' baselines then hold on any machine, whatever fonts it has installed.
 */
import type { Page } from '@playwright/test';

/**
 * A text on the page and the system (not web) fonts Chromium drew it with; `part` names the part of
 * the picture it is in (the `data-picture-part` of its nearest element that has one), if any.
 */
export type SystemFontUse = { text: string; fonts: string[]; part?: string };

const TEXT_NODE = 3;

type CdpNode = {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  /** Names and values, one after the other. */
  attributes?: string[];
  children?: CdpNode[];
  shadowRoots?: CdpNode[];
  contentDocument?: CdpNode;
};

const PART_ATTRIBUTE = 'data-picture-part';

/** Every element that holds text of its own, in light and shadow trees (the inputs' own included). */
function* elementsWithText(
  node: CdpNode,
  outerPart?: string,
): Generator<{ nodeId: number; text: string; part?: string }> {
  const attributes = node.attributes ?? [];
  const partIndex = attributes.findIndex((name, index) => index % 2 === 0 && name === PART_ATTRIBUTE);
  const part = partIndex >= 0 ? attributes[partIndex + 1] : outerPart;
  const texts = (node.children ?? []).filter((child) => child.nodeType === TEXT_NODE);
  const text = texts
    .map((child) => child.nodeValue)
    .join('')
    .trim();
  // A style or script element's text is never drawn.
  if (text && !['STYLE', 'SCRIPT', 'TITLE'].includes(node.nodeName))
    yield { nodeId: node.nodeId, text, ...(part !== undefined && { part }) };
  for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])])
    yield* elementsWithText(child, part);
  if (node.contentDocument) yield* elementsWithText(node.contentDocument);
}

/**
 * What the page draws with a font of the machine's instead of one it loaded, read from Chromium
 * itself (`CSS.getPlatformFontsForNode`, the fonts DevTools lists under "Rendered Fonts"). Empty when
 * every glyph came from a web font.
 */
export async function systemFontsDrawn(page: Page): Promise<SystemFontUse[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: CdpNode };
    // Asked all at once: one round trip per element in turn would make this the slowest check of a step.
    const uses = await Promise.all(
      [...elementsWithText(root)].map(async ({ nodeId, ...found }) => {
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        return { ...found, fonts: fonts.filter((font) => !font.isCustomFont).map((font) => font.familyName) };
      }),
    );
    return uses.filter((use) => use.fonts.length > 0);
  } finally {
    await cdp.detach();
  }
}
