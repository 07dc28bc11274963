import { describe, expect, it } from 'vitest';
import { adoptWidgetStyles } from './stylesheet';

describe('the adopted stylesheet', () => {
  it('is added once per root and removed when the last widget there releases it', () => {
    const before = document.adoptedStyleSheets.length;
    const releaseFirst = adoptWidgetStyles(document);
    const releaseSecond = adoptWidgetStyles(document);
    expect(document.adoptedStyleSheets.length).toBe(before + 1);
    const sheet = document.adoptedStyleSheets.at(-1);
    expect([...(sheet?.cssRules ?? [])].some((rule) => rule.cssText.includes('.foyer-button'))).toBe(true);
    releaseFirst();
    releaseFirst();
    expect(document.adoptedStyleSheets.length).toBe(before + 1);
    releaseSecond();
    expect(document.adoptedStyleSheets.length).toBe(before);
  });

  it('keeps a host page’s own adopted sheets', () => {
    const hostSheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [hostSheet];
    const release = adoptWidgetStyles(document);
    release();
    expect(document.adoptedStyleSheets).toEqual([hostSheet]);
    document.adoptedStyleSheets = [];
  });
});
