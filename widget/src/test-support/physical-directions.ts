/**
 * Finds the declarations of a stylesheet that name a physical side (left, right) where a logical one
 * (inline start, inline end) would mirror with the text. The widget's CSS is plain and flat enough
 * for a small reader: comments out, then `{`, `}` and `;` split preludes from declarations.
 */

export type CssDeclaration = {
  /** The innermost rule's selector (or at-rule prelude) the declaration sits in. */
  selector: string;
  property: string;
  value: string;
  line: number;
};

export type PhysicalDirection = CssDeclaration & { problem: string };

/** Every declaration of `css`, with the selector of the rule around it. */
export function readDeclarations(css: string): CssDeclaration[] {
  // Comments become spaces of the same length, so line numbers still point at the source.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const declarations: CssDeclaration[] = [];
  const preludes: string[] = [];
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char !== '{' && char !== '}' && char !== ';') continue;
    const segment = text.slice(start, index);
    const line = text.slice(0, start + segment.search(/\S|$/)).split('\n').length;
    if (char === '{') {
      preludes.push(segment.trim().replace(/\s+/g, ' '));
    } else {
      const colon = segment.indexOf(':');
      if (colon > 0 && !segment.trim().startsWith('@')) {
        declarations.push({
          selector: preludes.at(-1) ?? '',
          property: segment.slice(0, colon).trim().toLowerCase(),
          value: segment
            .slice(colon + 1)
            .trim()
            .replace(/\s+/g, ' '),
          line,
        });
      }
      if (char === '}') preludes.pop();
    }
    start = index + 1;
  }
  return declarations;
}

const SIDE_IN_NAME = /(^|-)(left|right)(-|$)/;
/** `left`/`right` as a keyword of the value (text-align, float, clear, justify-*, positions, gradients). */
const SIDE_IN_VALUE = /(^|[\s,(])(left|right)(?=$|[\s,)])/;
/** Shorthands whose four values run top, right, bottom, left. */
const FOUR_SIDED = new Set([
  'margin',
  'padding',
  'inset',
  'border-width',
  'border-style',
  'border-color',
  'scroll-margin',
  'scroll-padding',
]);

const isZero = (token: string | undefined) => token === undefined || /^[+-]?0*\.?0+([a-z%]*)$/.test(token);

/** Splits at spaces and commas outside parentheses: `0 var(--a, 1px)` is two tokens. */
function topLevelTokens(value: string, separator: ' ' | ','): string[] {
  const tokens: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === separator && depth === 0) {
      if (current.trim()) tokens.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) tokens.push(current.trim());
  return tokens;
}

/** Whether the corners `tl tr br bl` of a radius list mirror onto themselves. */
function isSymmetricRadius(part: string): boolean {
  const values = topLevelTokens(part, ' ');
  const [a, b = a, c = a, d = b] = values;
  return a === b && c === d;
}

/** Why a declaration depends on the physical sides, or null when it mirrors with the text. */
export function physicalProblem({ property, value }: CssDeclaration): string | null {
  // Custom property names are the theme's own and may contain any word.
  if (property.startsWith('--')) return null;
  const bare = value.toLowerCase().replace(/var\(--[\w-]+/g, 'var(');
  if (SIDE_IN_NAME.test(property)) return `"${property}" names a physical side`;
  if (SIDE_IN_VALUE.test(bare)) return `"${value}" names a physical side`;
  const translateX = /translatex\(\s*([^)]+)\)/.exec(bare);
  if (translateX && !isZero(translateX[1]?.trim())) return 'translateX moves towards a physical side';
  const translate = /translate(?:3d)?\(\s*([^,)]+)/.exec(bare);
  if (translate && !isZero(translate[1]?.trim())) return 'translate moves towards a physical side';
  if (property === 'translate' && !isZero(topLevelTokens(bare, ' ')[0])) {
    return 'translate moves towards a physical side';
  }
  if (FOUR_SIDED.has(property)) {
    const values = topLevelTokens(bare, ' ');
    if (values.length === 4 && values[1] !== values[3]) return 'its right and left values differ';
  }
  if (property === 'border-radius' && !bare.split('/').every(isSymmetricRadius)) {
    return 'its left and right corners differ';
  }
  if (property === 'box-shadow' || property === 'text-shadow') {
    const offsets = topLevelTokens(bare, ',').map(
      (shadow) => topLevelTokens(shadow, ' ').filter((token) => /^[+-]?[\d.]/.test(token))[0],
    );
    if (offsets.some((x) => !isZero(x))) return 'its shadow falls towards a physical side';
  }
  return null;
}

/** The declarations of `css` that do not mirror with the text direction. */
export function findPhysicalDirections(css: string): PhysicalDirection[] {
  return readDeclarations(css).flatMap((declaration) => {
    const problem = physicalProblem(declaration);
    return problem ? [{ ...declaration, problem }] : [];
  });
}
