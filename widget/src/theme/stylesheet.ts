import css from './foyer.css?inline';

type StyleRoot = Document | ShadowRoot;

/** How many mounted widgets use the sheet in each root, so the last unmount removes it. */
const users = new WeakMap<StyleRoot, number>();
let sheet: CSSStyleSheet | null = null;

function widgetSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
  }
  return sheet;
}

function canAdopt(root: StyleRoot): boolean {
  return (
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in root
  );
}

/**
 * Adds the widget's stylesheet to a document or shadow root as a constructed sheet. A strict
 * Content-Security-Policy (`style-src 'self'`, no 'unsafe-inline') allows constructed sheets but not
 * injected <style> text. Returns the function that releases it. Without constructable stylesheets
 * the host links `@foyer/widget/style.css` instead.
 */
export function adoptWidgetStyles(root: StyleRoot): () => void {
  if (!canAdopt(root)) return () => {};
  const count = users.get(root) ?? 0;
  if (count === 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, widgetSheet()];
  users.set(root, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const remaining = (users.get(root) ?? 1) - 1;
    users.set(root, remaining);
    if (remaining === 0) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}
