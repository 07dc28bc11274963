import { describe, expect, it } from 'vitest';
import { configProblems, objectProblems } from './config-validation';
import { configWithTestbedRedirects } from './settings';

// A stand-in for the widget's PRODUCT_NAMES: these checks take the list as given.
const PRODUCTS = ['emailMagicLinks', 'otp', 'passwords', 'passkeys'];

describe('config validation', () => {
  it('accepts the configs the form produces', () => {
    expect(
      configProblems(
        {
          products: ['emailMagicLinks', 'otp'],
          otpOptions: { methods: ['sms', 'email'], expirationMinutes: 5 },
          sessionOptions: { sessionDurationMinutes: 60 },
        },
        PRODUCTS,
      ),
    ).toEqual([]);
  });

  it('names each problem: not an object, unknown products, option shapes, unknown OTP methods', () => {
    expect(configProblems([], PRODUCTS)).toEqual(['The config must be a JSON object.']);
    expect(configProblems({ products: 'otp' }, PRODUCTS)).toEqual(['"products" must be an array.']);
    expect(configProblems({ products: ['emailMagicLink'] }, PRODUCTS)[0]).toMatch(
      /Unknown product "emailMagicLink"/,
    );
    expect(configProblems({ otpOptions: [] }, PRODUCTS)).toEqual(['"otpOptions" must be an object.']);
    expect(configProblems({ otpOptions: { methods: ['fax'] } }, PRODUCTS)[0]).toMatch(/otpOptions.methods/);
  });

  it('leaves product conflicts to the widget, which is what the testbed is for', () => {
    expect(
      configProblems({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } }, PRODUCTS),
    ).toEqual([]);
    expect(configProblems({ products: ['passkeys'] }, PRODUCTS)).toEqual([]);
  });

  it('accepts only objects for styles and strings', () => {
    expect(objectProblems({}, 'Styles')).toEqual([]);
    expect(objectProblems('red', 'Styles')).toEqual(['Styles must be a JSON object.']);
  });
});

describe('redirects back to the testbed', () => {
  it('fills redirect URLs the developer left empty, and keeps the ones given', () => {
    const config = configWithTestbedRedirects(
      {
        products: ['emailMagicLinks'],
        emailMagicLinksOptions: { loginRedirectURL: 'https://app.example/in' },
      },
      'http://localhost:5000',
    );
    expect(config.emailMagicLinksOptions).toEqual({
      loginRedirectURL: 'https://app.example/in',
      signupRedirectURL: 'http://localhost:5000/',
    });
    expect(config.passwordOptions).toEqual({
      loginRedirectURL: 'http://localhost:5000/',
      resetPasswordRedirectURL: 'http://localhost:5000/',
    });
  });

  it('sends OAuth providers back to the testbed when OAuth is configured, and only then', () => {
    const oauth = configWithTestbedRedirects(
      {
        products: ['oauth'],
        oauthOptions: { providers: [{ type: 'google' }], signupRedirectURL: 'https://a/' },
      },
      'http://localhost:5000',
    );
    expect(oauth.oauthOptions).toEqual({
      providers: [{ type: 'google' }],
      loginRedirectURL: 'http://localhost:5000/',
      signupRedirectURL: 'https://a/',
    });
    expect(configWithTestbedRedirects({ products: ['otp'] }, 'http://localhost:5000')).not.toHaveProperty(
      'oauthOptions',
    );
  });
});
