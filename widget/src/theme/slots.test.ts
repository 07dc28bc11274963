import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SLOTS, STATE_ATTRIBUTES, slot, stateAttributes } from './slots';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(join(src, '..', 'README.md'), 'utf8');

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

/** The backticked names of the README paragraph that starts with `label`. */
function readmeList(label: string): string[] {
  const paragraph = readme.split('\n\n').find((block) => block.startsWith(`${label}:`)) ?? '';
  return [...paragraph.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
}

describe('the styling contract', () => {
  it('is listed in the README exactly as the code has it: slots with their variants, and state attributes', () => {
    const slotsWithVariants = Object.entries(SLOTS).flatMap(([name, variants]) => [name, ...variants]);
    expect(readmeList('Slots')).toEqual(slotsWithVariants);
    expect(readmeList('State attributes')).toEqual(STATE_ATTRIBUTES.map((name) => `data-${name}`));
  });

  it('is the only source of class, part and data-* attributes in the components', () => {
    const components = filesUnder(src, /\.tsx$/).filter((path) => !/\.test\.tsx$|test-support/.test(path));
    const literals = components.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/\b(className|part|data-[a-z-]+)=["{`]/g)]
        .filter(
          (match) =>
            !(
              match[1] === 'className' &&
              readFileSync(path, 'utf8').slice(match.index).startsWith('className={VISUALLY_HIDDEN_CLASS}')
            ),
        )
        .map((match) => `${relative(src, path)}: ${match[1]}`),
    );
    expect(literals).toEqual([]);
  });

  it('styles only classes that are slots (or the visually-hidden utility)', () => {
    const known = new Set([...Object.keys(SLOTS).map((name) => `foyer-${name}`), 'foyer-visually-hidden']);
    const css = filesUnder(join(src, 'theme'), /\.css$/).map((path) => readFileSync(path, 'utf8'));
    const used = css.flatMap((text) =>
      [...text.matchAll(/\.(foyer-[a-z-]+)/g)].map((match) => match[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !known.has(name))).toEqual([]);
  });

  it('gives a variant its own part and a state its data attribute, leaving false states out', () => {
    expect(slot('button', { variant: 'secondary' })).toEqual({
      className: 'foyer-button',
      part: 'button button-secondary',
    });
    expect(slot('input', { also: ['phone-number'] })).toEqual({
      className: 'foyer-input foyer-phone-number',
      part: 'input phone-number',
    });
    expect(slot('title', { visuallyHidden: true }).className).toBe('foyer-title foyer-visually-hidden');
    expect(stateAttributes({ submitting: false, expired: true, screen: 'Main' })).toEqual({
      'data-expired': 'true',
      'data-screen': 'Main',
    });
  });
});
