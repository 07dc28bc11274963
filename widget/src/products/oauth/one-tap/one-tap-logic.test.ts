import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../../test-support/fake-client';
import { oneTapLoaderOf } from './one-tap-client';
import { oneTapErrorOfPrompt, oneTapErrorOfStart, segmentsWithLinks } from './one-tap-errors';
import { oneTapModeFor } from './one-tap-mode';

describe('the One Tap mode of each position', () => {
  it('embeds the embedded positions where the browser has no FedCM, and floats the others', () => {
    expect(oneTapModeFor('embedded', false)).toBe('embedded');
    expect(oneTapModeFor('embeddedOnly', false)).toBe('embedded');
    expect(oneTapModeFor('floatingOrEmbedded', false)).toBe('embedded');
    expect(oneTapModeFor('forceLegacyEmbedded', false)).toBe('embedded');
    expect(oneTapModeFor('floating', false)).toBe('floating');
    expect(oneTapModeFor(undefined, false)).toBe('floating');
  });

  it('with FedCM, floats embedded and floatingOrEmbedded, shows nothing for embeddedOnly, and still embeds forceLegacyEmbedded', () => {
    expect(oneTapModeFor('embedded', true)).toBe('floating');
    expect(oneTapModeFor('floatingOrEmbedded', true)).toBe('floating');
    expect(oneTapModeFor('embeddedOnly', true)).toBeNull();
    expect(oneTapModeFor('forceLegacyEmbedded', true)).toBe('embedded');
    expect(oneTapModeFor('floating', true)).toBe('floating');
  });
});

describe('One Tap errors', () => {
  it('explains the start failures of spec section 8 and nothing else', () => {
    for (const reason of [
      'oauth_config_not_found',
      'no_login_redirect_urls_set',
      'no_signup_redirect_urls_set',
      'default_provider_not_allowed',
    ]) {
      expect(oneTapErrorOfStart(reason)).toBe(reason);
    }
    expect(oneTapErrorOfStart('unauthorized_credentials')).toBeNull();
  });

  it("maps Google's unregistered origin and unknown client, not a user's own choices", () => {
    expect(oneTapErrorOfPrompt('unregistered_origin')).toBe('origin_not_allowed_for_client');
    expect(oneTapErrorOfPrompt('invalid_client')).toBe('invalid_client');
    expect(oneTapErrorOfPrompt('suppressed_by_user')).toBeNull();
    expect(oneTapErrorOfPrompt('opt_out_or_no_session')).toBeNull();
    expect(oneTapErrorOfPrompt(undefined)).toBeNull();
  });

  it('splits a message into text and documentation links, leaving markup as text', () => {
    expect(
      segmentsWithLinks('Add it, see https://developers.google.com/identity/gsi/web. <b>then</b> retry'),
    ).toEqual([
      { text: 'Add it, see ' },
      { url: 'https://developers.google.com/identity/gsi/web' },
      { text: '. <b>then</b> retry' },
    ]);
    expect(segmentsWithLinks('no link')).toEqual([{ text: 'no link' }]);
  });
});

describe("the client's One Tap loader", () => {
  it('is used only when it has the shape the widget calls', () => {
    const loader = {
      createOneTapClient: async () => ({ success: false, reason: 'oauth_config_not_found' }),
      fetchGoogleStart: async () => ({ googleClientId: 'google-client-id' }),
      createOnSuccessHandler: () => async () => {},
      redirectOnSuccess: () => {},
    };
    expect(oneTapLoaderOf(fakeClient().withOneTap(loader).build().client)).toBe(loader);
    expect(oneTapLoaderOf(fakeClient().withOneTap({ createOneTapClient: 1 }).build().client)).toBeUndefined();
    expect(oneTapLoaderOf(fakeClient().build().client)).toBeUndefined();
  });
});
