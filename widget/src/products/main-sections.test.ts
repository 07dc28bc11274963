import { describe, expect, it } from 'vitest';
import { resolveMainSections } from './main-sections';
import { PRODUCTS, type ProductTable } from './registry';
import type { Product } from './types';

const button = () => null;
const withSection = (name: Product['name'], placement: Product['placement']): Product => ({
  name,
  placement,
  tabForms: {},
  mainSection: button,
  screens: {},
});
const table: ProductTable = {
  ...PRODUCTS,
  oauth: withSection('oauth', 'oauth'),
  crypto: withSection('crypto', 'crypto'),
  passkeys: withSection('passkeys', 'passkey'),
};

describe('resolveMainSections', () => {
  it('gives the form products one shared form section where the first of them stands', () => {
    expect(resolveMainSections(['otp', 'emailMagicLinks', 'passwords'], table, { hasForm: true })).toEqual([
      { kind: 'form' },
    ]);
  });

  it('puts a divider between buttons and the form, in config order', () => {
    expect(resolveMainSections(['oauth', 'emailMagicLinks'], table, { hasForm: true })).toEqual([
      { kind: 'buttons', products: ['oauth'] },
      { kind: 'divider' },
      { kind: 'form' },
    ]);
    expect(resolveMainSections(['emailMagicLinks', 'crypto'], table, { hasForm: true })).toEqual([
      { kind: 'form' },
      { kind: 'divider' },
      { kind: 'buttons', products: ['crypto'] },
    ]);
  });

  it('groups neighbouring OAuth and wallet buttons in one column, and keeps apart those the form separates', () => {
    expect(resolveMainSections(['crypto', 'oauth', 'otp'], table, { hasForm: true })).toEqual([
      { kind: 'buttons', products: ['crypto', 'oauth'] },
      { kind: 'divider' },
      { kind: 'form' },
    ]);
    expect(resolveMainSections(['oauth', 'otp', 'crypto'], table, { hasForm: true })).toEqual([
      { kind: 'buttons', products: ['oauth'] },
      { kind: 'divider' },
      { kind: 'form' },
      { kind: 'divider' },
      { kind: 'buttons', products: ['crypto'] },
    ]);
  });

  it('puts the passkey section first wherever passkeys stand in the config', () => {
    expect(resolveMainSections(['emailMagicLinks', 'oauth', 'passkeys'], table, { hasForm: true })).toEqual([
      { kind: 'passkey', product: 'passkeys' },
      { kind: 'form' },
      { kind: 'divider' },
      { kind: 'buttons', products: ['oauth'] },
    ]);
  });

  it('leaves out products with nothing to show: no Main section, or a form product without a tab', () => {
    const { mainSection: _, ...sectionless } = withSection('oauth', 'oauth');
    expect(
      resolveMainSections(['oauth', 'emailMagicLinks'], { ...table, oauth: sectionless }, { hasForm: true }),
    ).toEqual([{ kind: 'form' }]);
    expect(resolveMainSections(['oauth', 'otp'], table, { hasForm: false })).toEqual([
      { kind: 'buttons', products: ['oauth'] },
    ]);
  });
});
