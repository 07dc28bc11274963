import { describe, expect, it } from 'vitest';
import { apiError } from '../test-support/fake-client';
import { en } from './en';
import { es } from './es';
import { createTranslator, splitPlaceholders } from './messages';
import { ptBr } from './pt-br';
import { describeError } from './server-errors';

describe('catalogs', () => {
  it('translate every English id into Spanish and Brazilian Portuguese, keeping the placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [id, text] of Object.entries(en)) {
      for (const catalog of [es, ptBr]) {
        const translated = catalog[id as keyof typeof en];
        expect(translated, id).toBeTruthy();
        expect(placeholders(translated), id).toEqual(placeholders(text));
      }
    }
  });
});

describe('translator', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    const { t } = createTranslator('en');
    expect(t('idp.error.missingParameter', { param: 'client_id' })).toBe(
      'Required parameter is missing: client_id. Please reach out to the application developer.',
    );
    expect(t('magicLinks.confirmation.sentTo')).toBe('An email was sent to {email}.');
  });

  it('uses the locale, with host overrides on top', () => {
    const translator = createTranslator('pt-br', { 'main.title': 'Bem-vindo' });
    expect(translator.t('main.title')).toBe('Bem-vindo');
    expect(translator.t('email.invalid')).toBe('Endereço de e-mail inválido, tente novamente.');
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
