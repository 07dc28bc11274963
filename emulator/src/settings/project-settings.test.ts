import { describe, expect, it } from 'vitest';
import { isAllowedRedirectUrl } from '../http/redirect-allow-list';
import { DEFAULT_SETTINGS } from './project-settings';

describe('the redirect URLs a new project allows', () => {
  it('allows only loopback addresses, on any port, by default', () => {
    expect(isAllowedRedirectUrl('http://localhost:3000/authenticate', DEFAULT_SETTINGS.redirect_urls)).toBe(
      true,
    );
    expect(
      isAllowedRedirectUrl('http://127.0.0.1:41234/widget.html?x=1', DEFAULT_SETTINGS.redirect_urls),
    ).toBe(true);
    expect(isAllowedRedirectUrl('https://app.test/login', DEFAULT_SETTINGS.redirect_urls)).toBe(false);
  });
});
