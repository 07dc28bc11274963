import type { WidgetOptions } from '../mount/options';
import { chooseLocale, type LocaleChoice } from './choose-locale';
import { createTranslator, type Translator } from './messages';

type LanguageOptions = Pick<WidgetOptions, 'locale' | 'locales' | 'dir' | 'strings'>;

/** The visitor's languages, best first; none outside a browser. */
function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

/** The translator for a widget's options: the chosen catalog, the host's overrides and direction. */
export function widgetLanguage(options: LanguageOptions): { translator: Translator; choice: LocaleChoice } {
  const choice = chooseLocale(options.locale, options.locales ?? [], browserLanguages());
  const catalog = options.dir ? { ...choice.catalog, dir: options.dir } : choice.catalog;
  return { translator: createTranslator(catalog, options.strings), choice };
}

/** The developer warning for a language the widget could not show, in the language it does show. */
export function localeWarning(choice: LocaleChoice): {
  id: 'config.warning.localeNotImported' | 'config.warning.localeInvalid';
  values: Record<string, string>;
} | null {
  if (!choice.problem) return null;
  const values = { requested: choice.problem.requested, shown: choice.catalog.name };
  return choice.problem.kind === 'invalid'
    ? { id: 'config.warning.localeInvalid', values }
    : { id: 'config.warning.localeNotImported', values };
}
