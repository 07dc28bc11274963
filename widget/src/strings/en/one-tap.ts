/** Google One Tap: its pending status, and the developer messages shown with a test public token. */
export const enOneTap = {
  'oneTap.label': 'Google One Tap',
  'oneTap.pending': 'Loading Google One Tap…',
  'oneTap.testTokenOnly': 'Developer message (shown with test public tokens only):',
  'oneTap.error.origin_not_allowed_for_client':
    "Google One Tap cannot show here: this page's origin is not an authorized JavaScript origin of the Google OAuth client. Add it to the client's authorized origins, see https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid",
  'oneTap.error.invalid_client':
    "Google does not know the OAuth client id set for this project, so One Tap cannot show. Check the client id in the project's Google OAuth settings, see https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid",
  'oneTap.error.oauth_config_not_found':
    'Google OAuth is not set up for this project, so One Tap cannot show. Set up Google in the OAuth settings, see https://stytch.com/docs/guides/oauth/google',
  'oneTap.error.no_login_redirect_urls_set':
    'This project has no login redirect URL, which One Tap needs. Add one, see https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.no_signup_redirect_urls_set':
    'This project has no signup redirect URL, which One Tap needs. Add one, see https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.default_provider_not_allowed':
    "One Tap needs the project's own Google OAuth client; the default test credentials cannot be used with it. Set the client id and secret, see https://stytch.com/docs/guides/oauth/google",
} as const;
