import { describe, expect, it } from 'vitest';
import { COLOR_TOKENS, colorAt, colorGroups, withColor } from './theme-colors';

describe('theme colours', () => {
  it('lists every colour of the theme and nothing that is not one', () => {
    const names = COLOR_TOKENS.map((path) => path.join('.'));
    expect(names).toContain('colors.primary');
    expect(names).toContain('buttons.secondary.borderColor');
    expect(names).toContain('inputs.placeholderColor');
    expect(names).not.toContain('buttons.primary.borderRadius');
    expect(names).not.toContain('fontFamily');
  });

  it("shows the styles' colour, else the theme's, in the picker's lower-case form", () => {
    expect(colorAt({ colors: { primary: '#AABBCC' } }, ['colors', 'primary'])).toBe('#aabbcc');
    expect(colorAt({}, ['colors', 'primary'])).toBe('#19303d');
    expect(colorAt({ colors: { primary: 'red' } }, ['colors', 'primary'])).toBe('#19303d');
  });

  it('sets one colour, creating its objects and keeping the rest', () => {
    const styles = { fontFamily: 'serif', buttons: { height: '40px' } };
    expect(withColor(styles, ['buttons', 'primary', 'textColor'], '#112233')).toEqual({
      fontFamily: 'serif',
      buttons: { height: '40px', primary: { textColor: '#112233' } },
    });
    expect(styles).toEqual({ fontFamily: 'serif', buttons: { height: '40px' } });
  });
});

describe('theme colour groups', () => {
  it('groups the colours by the object holding them, in the theme order', () => {
    const groups = colorGroups();
    expect(groups.map(({ group }) => group)).toEqual([
      'container',
      'colors',
      'buttons.primary',
      'buttons.secondary',
      'buttons.disabled',
      'inputs',
    ]);
    expect(groups.flatMap(({ paths }) => paths)).toEqual(COLOR_TOKENS);
  });
});
