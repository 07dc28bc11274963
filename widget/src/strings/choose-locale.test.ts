import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { es } from '../locales/es';
import { ptBR } from '../locales/pt-br';
import { chooseLocale } from './choose-locale';

const available = [es, ptBR];
const tagOf = (...args: Parameters<typeof chooseLocale>) => chooseLocale(...args).catalog.tag;

describe('choosing the language', () => {
  it('is English when nothing is asked for', () => {
    expect(chooseLocale(undefined, available, ['es'])).toEqual({ catalog: en });
  });

  it('takes a catalog passed as the locale, whatever else is available', () => {
    expect(chooseLocale(ptBR, [], [])).toEqual({ catalog: ptBR });
  });

  it('matches tags case-insensitively and falls back along the tag', () => {
    expect(tagOf('PT-br', available, [])).toBe('pt-BR');
    expect(tagOf('es-MX', available, [])).toBe('es');
    expect(tagOf('es-419-u-nu-latn', available, [])).toBe('es');
    expect(tagOf('en-GB', available, [])).toBe('en');
  });

  it('prefers a catalog of the same language to English', () => {
    expect(chooseLocale('pt-PT', available, [])).toEqual({ catalog: ptBR });
  });

  it('shows English for a language with no catalog passed, and says which', () => {
    expect(chooseLocale('fr-CA', available, [])).toEqual({
      catalog: en,
      problem: { kind: 'notImported', requested: 'fr-CA' },
    });
  });

  it('refuses what is not a BCP 47 tag', () => {
    expect(chooseLocale('english please', available, [])).toEqual({
      catalog: en,
      problem: { kind: 'invalid', requested: 'english please' },
    });
  });

  it("follows the visitor's languages for auto", () => {
    expect(tagOf('auto', available, ['pt-BR', 'en'])).toBe('pt-BR');
    expect(tagOf('AUTO', available, ['es-AR'])).toBe('es');
    expect(chooseLocale('auto', available, [])).toEqual({ catalog: en });
  });

  it("tries the visitor's later languages when the first has no catalog, and says so", () => {
    expect(chooseLocale('auto', available, ['fr-FR', 'es', 'en'])).toEqual({
      catalog: es,
      problem: { kind: 'notImported', requested: 'fr-FR' },
    });
    expect(chooseLocale('auto', available, ['ja'])).toEqual({
      catalog: en,
      problem: { kind: 'notImported', requested: 'ja' },
    });
  });
});
