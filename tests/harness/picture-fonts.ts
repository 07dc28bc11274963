/**
 * The fonts every recorded picture draws with: Noto Sans for Latin, Greek and Cyrillic, and a Noto
 * Sans per other script, from Fontsource's npm packages (variable, so one file per subset serves every
 * weight). A picture drawn with the machine's fonts records the machine: Debian's `fonts-liberation`
 * alone turns the widget's Arial into Liberation Sans and moves 3% of the pixels on every screen.
 *
 * A page that takes pictures imports this module and hands the widget `pictureFontFamily(locale)`
 * through its own theming (`styles.fontFamily`); `systemFontsDrawn` (tests/support/picture-fonts.ts)
 * proves nothing else was drawn. Fontsource's CSS declares each script's subsets with a unicode-range,
 * so a page downloads only the subsets its text uses.
 */
import '@fontsource-variable/noto-sans';
import '@fontsource-variable/noto-sans-arabic';
import '@fontsource-variable/noto-sans-hebrew';
import '@fontsource-variable/noto-sans-jp';
import '@fontsource-variable/noto-sans-kr';
import '@fontsource-variable/noto-sans-sc';

const LATIN = '"Noto Sans Variable"';
const ARABIC = '"Noto Sans Arabic Variable"';
const HEBREW = '"Noto Sans Hebrew Variable"';
// Han characters are drawn differently in Japanese, Chinese and Korean: the page's language comes first.
const CJK_BY_LANGUAGE: Readonly<Record<string, string>> = {
  ja: '"Noto Sans JP Variable"',
  ko: '"Noto Sans KR Variable"',
  zh: '"Noto Sans SC Variable"',
};

/**
 * The widget's `fontFamily` for a page in `locale`: every bundled face, the language's own CJK face
 * before the other two, and no generic family at the end, so that a character none of them has falls
 * to a system font and fails the check instead of passing unseen.
 */
export function pictureFontFamily(locale: string): string {
  const own = CJK_BY_LANGUAGE[new Intl.Locale(locale).language];
  const cjk = Object.values(CJK_BY_LANGUAGE).sort((a, b) => Number(b === own) - Number(a === own));
  return [LATIN, ARABIC, HEBREW, ...cjk].join(', ');
}
