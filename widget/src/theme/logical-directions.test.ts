import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findPhysicalDirections, type PhysicalDirection } from '../test-support/physical-directions';

const widgetSrc = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every stylesheet of the widget, found on disk so a new file is checked without being listed. */
const CSS_FILES = readdirSync(widgetSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => relative(widgetSrc, join(widgetSrc, file)).split('\\').join('/'))
  .sort();

/**
 * The physical declarations that must stay physical. Each says why; anything else that names left or
 * right would sit on the wrong side in Arabic and Hebrew.
 */
const ALLOWED: readonly { file: string; selector: string; property: string; why: string }[] = [
  {
    file: 'theme/styles/core.css',
    selector: '.foyer-spinner',
    property: 'border-right-color',
    why: 'the gap of a turning ring is a picture, not a side of the layout; spinners do not mirror',
  },
  // The toast stack is centred on the page: half the page from the left, then back by half its own
  // width, which puts its middle in the middle whichever way the text runs. Auto inline margins
  // between logical insets centre it too, but snap its edges to other pixels than the recorded
  // left-to-right pictures (PasswordForgot-resent) show.
  {
    file: 'theme/styles/toasts.css',
    selector: '.foyer-toasts',
    property: 'left',
    why: 'centring: the same middle in both directions',
  },
  {
    file: 'theme/styles/toasts.css',
    selector: '.foyer-toasts',
    property: 'transform',
    why: 'centring: back by half its own width, the same in both directions',
  },
];

const isAllowed = (file: string, found: PhysicalDirection) =>
  ALLOWED.some(
    (allowed) =>
      allowed.file === file && allowed.selector === found.selector && allowed.property === found.property,
  );

describe("the widget's stylesheets", () => {
  it('are found', () => {
    expect(CSS_FILES).toContain('theme/foyer.css');
    expect(CSS_FILES).toContain('theme/styles/core.css');
  });

  it.each(CSS_FILES)('%s uses logical sides only, so right to left mirrors it', (file) => {
    const css = readFileSync(join(widgetSrc, file), 'utf8');
    const physical = findPhysicalDirections(css)
      .filter((found) => !isAllowed(file, found))
      .map(
        ({ line, selector, property, value, problem }) =>
          `${file}:${line} ${selector} { ${property}: ${value} }: ${problem}`,
      );
    expect(physical).toEqual([]);
  });

  it('keep no allowance that no longer matches a declaration', () => {
    for (const allowed of ALLOWED) {
      const css = readFileSync(join(widgetSrc, allowed.file), 'utf8');
      expect(
        findPhysicalDirections(css).some((found) => isAllowed(allowed.file, found)),
        `${allowed.file} ${allowed.selector} ${allowed.property}`,
      ).toBe(true);
    }
  });
});

describe('the physical-direction check', () => {
  const problems = (css: string) => findPhysicalDirections(css).map(({ property }) => property);

  it('flags left and right in property names, physical corners included', () => {
    expect(
      problems(`.a { margin-left: 1px; padding-right: 2px; right: 0; border-left: 0;
        border-top-right-radius: 0; border-right-color: red; scroll-margin-left: 0 }`),
    ).toEqual([
      'margin-left',
      'padding-right',
      'right',
      'border-left',
      'border-top-right-radius',
      'border-right-color',
      'scroll-margin-left',
    ]);
  });

  it('flags left and right as values: text-align, float, clear, positions and gradients', () => {
    expect(
      problems(`.a { text-align: right; float: left; clear: right; justify-content: left;
        background: linear-gradient(to right, red, blue); transform-origin: top left }`),
    ).toEqual(['text-align', 'float', 'clear', 'justify-content', 'background', 'transform-origin']);
  });

  it('flags sideways moves, lopsided four-sided shorthands, corners and shadows', () => {
    expect(
      problems(`.a { transform: translateX(-50%); transform: translate(4px, 0); translate: -2px;
        margin: -4px 0 0 -4px; padding: 1px 2px 3px 4px; border-radius: 0 4px 4px 0;
        border-radius: 4px 0; box-shadow: 2px 0 4px black }`),
    ).toEqual([
      'transform',
      'transform',
      'translate',
      'margin',
      'padding',
      'border-radius',
      'border-radius',
      'box-shadow',
    ]);
  });

  it('passes logical and symmetric declarations', () => {
    expect(
      problems(`.a:hover { margin-inline-start: 1px; padding: 0 12px; inset-inline-end: 0;
        text-align: start; border-start-end-radius: 0; border-radius: 4px; translate: 0 -2px;
        transform: translateY(-50%) rotate(180deg); box-shadow: 0 2px 8px rgb(0 0 0 / 15%);
        margin: 1px 2px 3px 2px; color: var(--foyer-left-over); --foyer-right-now: 1px }
        @media (prefers-reduced-motion: reduce) { .b { transition: none } }`),
    ).toEqual([]);
  });

  it('ignores sides named in comments', () => {
    expect(problems('/* margin-left: 4px; */ .a { color: red } /* text-align: right */')).toEqual([]);
  });
});
