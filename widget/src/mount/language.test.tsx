import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../locales/en';
import { es } from '../locales/es';
import { ptBR } from '../locales/pt-br';
import type { LocaleCatalog } from '../strings/catalog';
import { fakeClient } from '../test-support/fake-client';
import { renderWidget } from '../test-support/render-widget';

/** Spanish texts under a right-to-left tag: enough to see what the widget does with the direction. */
const rightToLeft: LocaleCatalog = { ...es, tag: 'he', name: 'עברית', dir: 'rtl' };
const rootOf = (element: HTMLElement) => element.querySelector('.foyer-root');

describe("the widget's language", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sets lang and dir on its root from the language, and a host dir overrides the direction', async () => {
    const { element, handle } = renderWidget(fakeClient().build(), { locale: rightToLeft });
    expect(await screen.findByRole('heading', { name: 'Regístrate o inicia sesión' })).toBeTruthy();
    expect(rootOf(element)?.getAttribute('lang')).toBe('he');
    expect(rootOf(element)?.getAttribute('dir')).toBe('rtl');
    act(() => handle.update({ dir: 'ltr' }));
    expect(rootOf(element)?.getAttribute('dir')).toBe('ltr');
    expect(rootOf(element)?.getAttribute('lang')).toBe('he');
    act(() => handle.update({ locale: en, dir: undefined }));
    expect(rootOf(element)?.getAttribute('lang')).toBe('en');
    expect(rootOf(element)?.getAttribute('dir')).toBe('ltr');
  });

  it("follows the visitor's browser languages for auto, among the catalogs passed", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-PT', 'en-US']);
    const { errors } = renderWidget(fakeClient().build(), { locale: 'auto', locales: [es, ptBR] });
    expect(await screen.findByRole('heading', { name: 'Cadastre-se ou entre' })).toBeTruthy();
    expect(errors).toEqual([]);
  });

  it('shows English for a language with no catalog passed, and tells a test project how to fix it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { errors } = renderWidget(fakeClient().build(), { locale: 'fr-CA', locales: [es] });
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    const message =
      'No catalog for the language "fr-CA" was passed to the widget, so it shows English. Import the language from @foyer/widget/locales and pass it in locales.';
    expect(errors).toEqual([{ message }]);
    expect(warn).toHaveBeenCalledWith(`[foyer] ${message}`);
  });

  it('says nothing to the visitors of a live project', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja']);
    const { errors } = renderWidget(fakeClient().withPublicToken('public-token-live-site').build(), {
      locale: 'auto',
    });
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(errors).toEqual([]);
  });

  it('names a tag that is not BCP 47', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { errors } = renderWidget(fakeClient().build(), { locale: 'english please' });
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(errors).toEqual([
      { message: '"english please" is not a BCP 47 language tag, so the widget shows English.' },
    ]);
  });
});
