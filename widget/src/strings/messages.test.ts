import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { ptBR } from '../locales/pt-br';
import { apiError } from '../test-support/fake-client';
import type { LocaleCatalog } from './catalog';
import { createTranslator, splitPlaceholders } from './messages';
import { describeError } from './server-errors';

/** English texts under another tag and direction: the digits and isolation follow the catalog's. */
const englishAs = (tag: string, dir: 'ltr' | 'rtl'): LocaleCatalog => ({ ...en, tag, dir });

describe('translator', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    const { t } = createTranslator();
    expect(t('idp.error.missingParameter', { param: 'client_id' })).toBe(
      'Required parameter is missing: client_id. Please reach out to the application developer.',
    );
    expect(t('magicLinks.confirmation.sentTo')).toBe('An email was sent to {email}.');
  });

  it('uses the locale, with host overrides on top', () => {
    const translator = createTranslator(ptBR, { 'main.title': 'Bem-vindo' });
    expect(translator.locale).toBe('pt-BR');
    expect(translator.t('main.title')).toBe('Bem-vindo');
    expect(translator.t('email.invalid')).toBe('Endereço de e-mail inválido, tente novamente.');
  });

  it("picks the plural form of a numeric count by the language's rules", () => {
    const { t } = createTranslator();
    expect(t('passwords.luds.length', { count: 1 })).toBe('Must be at least 1 character long');
    expect(t('passwords.luds.length', { count: 8 })).toBe('Must be at least 8 characters long');
    const portuguese = createTranslator(ptBR);
    expect(portuguese.t('passwords.luds.length', { count: 1_000_000 })).toBe(
      'Deve ter pelo menos 1000000 de caracteres',
    );
  });

  it('takes plural overrides, falling back to other for a category they leave out', () => {
    const { t } = createTranslator(undefined, { 'passwords.luds.length': { other: 'At least {count}' } });
    expect(t('passwords.luds.length', { count: 1 })).toBe('At least 1');
  });

  it("writes numbers in the locale's digits", () => {
    const arabicEgypt = createTranslator(englishAs('ar-EG', 'rtl'));
    expect(arabicEgypt.formatNumber(305)).toBe('٣٠٥');
    expect(arabicEgypt.formatNumber(5, { minimumIntegerDigits: 2 })).toBe('٠٥');
    expect(createTranslator().formatNumber(1234)).toBe('1234');
  });

  it('isolates placeholder values in right-to-left text, and only there', () => {
    const rtl = createTranslator(englishAs('he', 'rtl'));
    expect(rtl.t('passwords.forgot.body', { email: 'ada@example.com' })).toContain(
      '\u2068ada@example.com\u2069',
    );
    expect(createTranslator().t('passwords.forgot.body', { email: 'ada@example.com' })).toBe(
      'A link to reset your password was sent to ada@example.com.',
    );
  });

  it("isolates a server's own text in right-to-left text only", () => {
    expect(createTranslator(englishAs('ar', 'rtl')).foreign('Too weak.')).toBe('\u2068Too weak.\u2069');
    expect(createTranslator().foreign('Too weak.')).toBe('Too weak.');
  });

  it('splits a template around its placeholders', () => {
    expect(splitPlaceholders('An email was sent to {email}.')).toEqual([
      { text: 'An email was sent to ' },
      { placeholder: 'email' },
      { text: '.' },
    ]);
  });
});

describe('server errors', () => {
  it('map known error types to catalog messages', () => {
    expect(describeError(apiError('otp_code_not_found', 'The code is wrong'))).toEqual({
      kind: 'message',
      id: 'otp.error.invalidPasscode',
    });
  });

  it("fall back to the server's text for unknown types", () => {
    expect(describeError(apiError('brand_new_error', 'Something new.'))).toEqual({
      kind: 'text',
      text: 'Something new.',
    });
  });

  it('say the servers are unreachable when the client could not contact them', () => {
    const unreachable = Object.assign(new Error('Unable to contact our servers.'), {
      name: 'StytchAPIUnreachableError',
    });
    expect(describeError(unreachable)).toEqual({ kind: 'message', id: 'error.unreachable' });
  });

  it('fall back to the generic error title otherwise', () => {
    expect(describeError(new TypeError('x is undefined'))).toEqual({ kind: 'message', id: 'error.title' });
  });
});
