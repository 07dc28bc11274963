import { describe, expect, it } from 'vitest';
import { configWithTestbedRedirects } from './settings';

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
