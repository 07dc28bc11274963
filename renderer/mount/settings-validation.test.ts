import { describe, expect, it } from 'vitest';
import { checkConfig, checkStrings, checkStyles } from './settings-validation';

const messages = (findings: { message: string }[]) => findings.map((finding) => finding.message);

describe('styles', () => {
  it('accepts any part of the theme', () => {
    expect(
      checkStyles({ colors: { primary: '#112233' }, buttons: { primary: { borderRadius: '0' } } }),
    ).toEqual([]);
  });

  it('flags an unknown key with the one meant, at any depth', () => {
    expect(checkStyles({ colors: { primery: '#000000' } })).toEqual([
      { severity: 'error', message: 'Unknown style key "colors.primery": did you mean "colors.primary"?' },
    ]);
    expect(messages(checkStyles({ colour: {} }))).toEqual([
      'Unknown style key "colour": did you mean "colors"?',
    ]);
    expect(messages(checkStyles({ shadow: 'none' }))[0]).toMatch(
      /^Unknown style key "shadow"; known here: container, /,
    );
  });

  it('names wrong value types by path, and a field that is not an object', () => {
    expect(messages(checkStyles({ colors: { primary: 12 } }))).toEqual([
      '"colors.primary" must be a string, not the number 12.',
    ]);
    expect(messages(checkStyles({ hideHeaderText: 'yes' }))).toEqual([
      '"hideHeaderText" must be a boolean, not the text "yes".',
    ]);
    expect(messages(checkStyles('red'))).toEqual(['Styles must be a JSON object.']);
  });
});

describe('strings', () => {
  it('accepts overrides of known ids', () => {
    expect(checkStrings({ 'main.title': 'Welcome back' })).toEqual([]);
  });

  it('flags an unknown id with the id meant', () => {
    expect(messages(checkStrings({ 'main.titel': 'Hi' }))).toEqual([
      'Unknown string id "main.titel": did you mean "main.title"?',
    ]);
    expect(messages(checkStrings({ nothing: 'Hi' }))).toEqual(['Unknown string id "nothing".']);
  });

  it('warns, and still applies, an override that drops a placeholder the widget fills', () => {
    expect(checkStrings({ 'error.screenUnavailable': 'Not here yet' })).toEqual([
      {
        severity: 'warning',
        message: '"error.screenUnavailable" leaves out {screen}, which the widget fills in.',
      },
    ]);
    expect(checkStrings({ 'error.screenUnavailable': '{screen} is coming' })).toEqual([]);
  });
});

describe('config', () => {
  it('accepts the configs the form produces', () => {
    expect(
      checkConfig({
        products: ['emailMagicLinks', 'otp'],
        otpOptions: { methods: ['sms'], expirationMinutes: 5 },
        sessionOptions: { sessionDurationMinutes: 60 },
      }),
    ).toEqual([]);
  });

  it('names unknown keys, products and methods with the one meant, and wrong shapes', () => {
    expect(messages(checkConfig({ otpOption: { methods: ['sms'] } }))).toEqual([
      'Unknown config key "otpOption": did you mean "otpOptions"?',
    ]);
    expect(messages(checkConfig({ products: ['emailMagicLink'] }))).toEqual([
      '"products[0]" is "emailMagicLink": did you mean "emailMagicLinks"?',
    ]);
    expect(messages(checkConfig({ products: ['otp'], otpOptions: { methods: ['fax'] } }))).toEqual([
      '"otpOptions.methods[0]" must be one of: sms, whatsapp, email.',
    ]);
    expect(messages(checkConfig({ products: 'otp' }))).toEqual([
      '"products" must be an array, not the text "otp".',
    ]);
    expect(messages(checkConfig([]))).toEqual(['The config must be a JSON object.']);
    expect(messages(checkConfig({ enableShadowDOM: true }))).toEqual([
      'Use the "Shadow DOM" switch instead of "enableShadowDOM".',
    ]);
  });

  it('warns of configs the widget renders without a way in, or refuses', () => {
    expect(checkConfig({ products: ['otp'] })).toEqual([
      {
        severity: 'warning',
        message: '"otp" is a product but "otpOptions.methods" is empty: no passcode tab shows.',
      },
    ]);
    expect(messages(checkConfig({ products: ['oauth'], oauthOptions: { providers: [] } }))).toEqual([
      '"oauth" is a product but "oauthOptions.providers" is empty: no OAuth button shows.',
    ]);
    expect(
      messages(
        checkConfig({
          products: ['oauth'],
          oauthOptions: { providers: [{ type: 'google' }, { type: 'google' }] },
        }),
      ),
    ).toEqual(['"oauthOptions.providers" lists google more than once: the first counts.']);
    expect(messages(checkConfig({ products: ['passkeys'] }))).toEqual([
      'The widget refuses this config and shows: "Error: Cannot use Passkeys by itself, please add another product to the config."',
    ]);
  });
});
