import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OAuthProviderConfig, OneTapPosition, WidgetConfig } from '../../../config/types';
import { fakeClient } from '../../../test-support/fake-client';
import { renderWidget } from '../../../test-support/render-widget';
import css from '../../../theme/styles/one-tap.css?inline';
import { lastUsedKey } from '../last-used';
import type { GoogleAccountsId, PromptMoment } from './floating-prompt';
import {
  type OneTapLoader,
  type OneTapPrompt,
  type OneTapRenderResult,
  PROMPT_PARENT_ID,
} from './one-tap-client';

type RenderOptions = Parameters<OneTapPrompt['render']>[0];
type Submission = { credential: string; loginRedirectUrl?: string; signupRedirectUrl?: string };

/** A moment of Google's prompt: shown (a display moment), or skipped or not displayed for `reason`. */
function moment(kind: 'display' | 'skipped' | 'not_displayed', reason?: string): PromptMoment {
  return {
    isSkippedMoment: () => kind === 'skipped',
    getSkippedReason: () => reason ?? '',
    isNotDisplayed: () => kind === 'not_displayed',
    getNotDisplayedReason: () => reason ?? '',
    isDismissedMoment: () => false,
  };
}

/**
 * The client's One Tap loader with Google's prompt held by the test: it sees each render's options
 * (and whether the embedded parent is on the page then) and settles the prompt when it chooses. The
 * floating prompt, which the widget asks of Google itself, goes to the `window.google` stand-in,
 * which records each `initialize` config (and where the named parent is at `prompt` time).
 * `submit` answers a chosen account: by default a redirect URL.
 */
function fakeOneTap(
  created: Awaited<ReturnType<OneTapLoader['createOneTapClient']>> | 'prompt' = 'prompt',
  submit: (submission: Submission) => Promise<string> = async () =>
    'https://app.test/authenticate?stytch_token_type=oauth&token=t1',
) {
  const renders: { options: RenderOptions; hadParent: boolean; settle(result: OneTapRenderResult): void }[] =
    [];
  const floats: {
    config: Record<string, unknown>;
    parent: HTMLElement | null;
    tell(moment: PromptMoment): void;
  }[] = [];
  const submitted: Submission[] = [];
  const redirects: string[] = [];
  const prompt = {
    render: (options: RenderOptions) =>
      new Promise<OneTapRenderResult>((settle) => {
        renders.push({ options, hadParent: document.getElementById(PROMPT_PARENT_ID) !== null, settle });
      }),
    cancel: vi.fn(),
  } satisfies OneTapPrompt;
  let config: Record<string, unknown> = {};
  const google = {
    initialize: (options: Record<string, unknown>) => {
      config = options;
    },
    prompt: (listener: (moment: PromptMoment) => void) => {
      floats.push({
        config,
        parent: document.getElementById(String(config.prompt_parent_id)),
        tell: listener,
      });
    },
    cancel: vi.fn(),
  } satisfies GoogleAccountsId;
  vi.stubGlobal('google', { accounts: { id: google } });
  const loader: OneTapLoader = {
    createOneTapClient: async () => (created === 'prompt' ? { success: true, client: prompt } : created),
    fetchGoogleStart: async () => ({ googleClientId: 'google-client-id' }),
    createOnSuccessHandler:
      ({ loginRedirectUrl, signupRedirectUrl, onSuccess }) =>
      async ({ credential }) => {
        const submission = { credential, loginRedirectUrl, signupRedirectUrl };
        submitted.push(submission);
        onSuccess(await submit(submission));
      },
    redirectOnSuccess: (url) => redirects.push(url),
  };
  return { loader, prompt, google, renders, floats, submitted, redirects };
}

/** The credential Google hands the callback of the prompt the test holds, floating or embedded. */
function chooseAccount(oneTap: ReturnType<typeof fakeOneTap>, credential = 'google-id-token') {
  const floating = oneTap.floats[0]?.config.callback as RenderOptions['callback'] | undefined;
  (floating ?? oneTap.renders[0]?.options.callback)?.({ credential });
}

function googleOneTap(
  options: Partial<OAuthProviderConfig> = {},
  more: Partial<WidgetConfig['oauthOptions']> = {},
) {
  return {
    products: ['oauth', 'emailMagicLinks'],
    oauthOptions: { providers: [{ type: 'google', one_tap: true, ...options }, { type: 'github' }], ...more },
  } satisfies WidgetConfig;
}

function mount(
  oneTap: ReturnType<typeof fakeOneTap>,
  config: WidgetConfig,
  publicToken = 'public-token-test-fake',
) {
  const fake = fakeClient()
    .withPublicToken(publicToken)
    .handles('session.getSync', () => null)
    .handles('session.onChange', () => () => {})
    .withOneTap(oneTap.loader)
    .build();
  return renderWidget(fake, { config });
}

const oneTapRegion = () => screen.queryByRole('region', { name: 'Google One Tap' });
const googleButton = () => screen.queryByRole('button', { name: 'Continue with Google' });
/** The developer message's live region (the widget's toast list is another status region). */
const developerMessage = () =>
  screen.queryAllByRole('status').find((region) => region.textContent?.startsWith('Developer message')) ??
  null;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('Google One Tap positions', () => {
  const embeddedWithoutFedCM: OneTapPosition[] = [
    'embedded',
    'embeddedOnly',
    'floatingOrEmbedded',
    'forceLegacyEmbedded',
  ];

  it.each(embeddedWithoutFedCM)(
    '%s, in a browser without FedCM, renders the prompt in a labelled container in place of the Google button',
    async (position) => {
      const oneTap = fakeOneTap();
      mount(oneTap, googleOneTap({ position }));
      await waitFor(() => expect(oneTap.renders).toHaveLength(1));
      expect(oneTap.renders[0]?.options.style).toEqual({ position });
      expect(oneTap.renders[0]?.hadParent).toBe(true);
      expect(oneTapRegion()?.querySelector(`#${PROMPT_PARENT_ID}`)).not.toBeNull();
      expect(googleButton()).toBeNull();
      expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
    },
  );

  it("floating (and no position) asks Google for its floating prompt with a parent in the widget's overlay slot, and keeps the Google button", async () => {
    for (const position of ['floating', undefined] as const) {
      const oneTap = fakeOneTap();
      const { handle, element } = mount(oneTap, googleOneTap({ position }));
      await waitFor(() => expect(oneTap.floats).toHaveLength(1));
      expect(oneTap.renders).toEqual([]);
      expect(oneTap.floats[0]?.config).toMatchObject({
        client_id: 'google-client-id',
        use_fedcm_for_prompt: true,
        cancel_on_tap_outside: true,
        prompt_parent_id: PROMPT_PARENT_ID,
      });
      expect(oneTap.floats[0]?.parent?.closest('.foyer-overlay')).toBe(
        element.querySelector('.foyer-overlay'),
      );
      expect(oneTapRegion()).toBeNull();
      expect(googleButton()).toBeTruthy();
      act(() => oneTap.floats[0]?.tell(moment('display')));
      expect(googleButton()).toBeTruthy();
      act(() => handle.unmount());
      expect(oneTap.google.cancel).toHaveBeenCalledTimes(1);
      expect(document.getElementById(PROMPT_PARENT_ID)).toBeNull();
    }
  });

  it("floating in shadow DOM: the parent is in the host's light DOM, shown through a slot of the overlay", async () => {
    const oneTap = fakeOneTap();
    const { element, handle } = mount(oneTap, {
      ...googleOneTap({ position: 'floating' }),
      enableShadowDOM: true,
    });
    await waitFor(() => expect(oneTap.floats).toHaveLength(1));
    const parent = oneTap.floats[0]?.parent;
    expect(parent?.parentElement).toBe(element);
    const overlay = element.shadowRoot?.querySelector('.foyer-overlay');
    expect(overlay?.querySelector('slot')?.assignedElements()).toEqual([parent]);
    act(() => handle.unmount());
    expect(document.getElementById(PROMPT_PARENT_ID)).toBeNull();
  });

  it('floating, closed by the user or not displayed: the parent leaves the overlay, the Google button stays', async () => {
    for (const closing of [moment('skipped', 'user_cancel'), moment('not_displayed', 'suppressed_by_user')]) {
      const oneTap = fakeOneTap();
      const { handle } = mount(oneTap, googleOneTap({ position: 'floating' }));
      await waitFor(() => expect(oneTap.floats).toHaveLength(1));
      act(() => oneTap.floats[0]?.tell(closing));
      await waitFor(() => expect(document.getElementById(PROMPT_PARENT_ID)).toBeNull());
      expect(googleButton()).toBeTruthy();
      act(() => handle.unmount());
    }
  });

  it('in a browser with FedCM, floats embedded and floatingOrEmbedded, embeds forceLegacyEmbedded, and shows only the button for embeddedOnly', async () => {
    vi.stubGlobal('IdentityCredential', class {});
    const expected: [OneTapPosition, boolean | null][] = [
      ['embedded', false],
      ['floatingOrEmbedded', false],
      ['forceLegacyEmbedded', true],
      ['embeddedOnly', null],
    ];
    for (const [position, embeds] of expected) {
      const oneTap = fakeOneTap();
      const { handle } = mount(oneTap, googleOneTap({ position }));
      await screen.findByRole('button', { name: 'Continue with GitHub' });
      if (embeds === null) {
        await act(async () => {});
        expect(oneTap.renders).toEqual([]);
      } else if (embeds) {
        await waitFor(() => expect(oneTap.renders).toHaveLength(1));
        expect(oneTap.renders[0]?.hadParent).toBe(true);
      } else {
        await waitFor(() => expect(oneTap.floats).toHaveLength(1));
        expect(oneTap.renders).toEqual([]);
      }
      expect(oneTapRegion() !== null).toBe(embeds === true);
      expect(googleButton() !== null).toBe(embeds !== true);
      act(() => handle.unmount());
    }
  });

  it("in shadow DOM, keeps the prompt parent in the host's light DOM, where Google's script finds it, shown through a slot", async () => {
    const oneTap = fakeOneTap();
    const { element, handle } = mount(oneTap, {
      ...googleOneTap({ position: 'embedded' }),
      enableShadowDOM: true,
    });
    await waitFor(() => expect(oneTap.renders).toHaveLength(1));
    expect(oneTap.renders[0]?.hadParent).toBe(true);
    const parent = document.getElementById(PROMPT_PARENT_ID);
    expect(parent?.parentElement).toBe(element);
    const region = element.shadowRoot?.querySelector('[aria-label="Google One Tap"]');
    expect(region?.querySelector('slot')?.assignedElements()).toEqual([parent]);
    act(() => handle.unmount());
    expect(document.getElementById(PROMPT_PARENT_ID)).toBeNull();
  });

  it('passes cancel_on_tap_outside to the prompt, floating or embedded', async () => {
    const floating = fakeOneTap();
    const { handle } = mount(floating, googleOneTap({ position: 'floating', cancel_on_tap_outside: false }));
    await waitFor(() => expect(floating.floats).toHaveLength(1));
    expect(floating.floats[0]?.config.cancel_on_tap_outside).toBe(false);
    act(() => handle.unmount());
    const embedded = fakeOneTap();
    mount(embedded, googleOneTap({ position: 'embedded', cancel_on_tap_outside: false }));
    await waitFor(() => expect(embedded.renders).toHaveLength(1));
    expect(embedded.renders[0]?.options.cancelOnTapOutside).toBe(false);
  });
});

describe('Google One Tap states', () => {
  it('is busy with "Loading Google One Tap…" while pending, then shows the prompt', async () => {
    const oneTap = fakeOneTap();
    mount(oneTap, googleOneTap({ position: 'embedded' }));
    const region = await screen.findByRole('region', { name: 'Google One Tap' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByRole('status').textContent).toBe('Loading Google One Tap…');
    await waitFor(() => expect(oneTap.renders).toHaveLength(1));
    act(() => oneTap.renders[0]?.settle({ success: true }));
    await waitFor(() => expect(region.getAttribute('aria-busy')).toBe('false'));
    expect(within(region).getByRole('status').textContent).toBe('');
    expect(googleButton()).toBeNull();
  });

  it("origin not allowed: the Google button instead, and the developer message with Google's docs as a link (test token)", async () => {
    const oneTap = fakeOneTap();
    mount(oneTap, googleOneTap({ position: 'embedded' }));
    await waitFor(() => expect(oneTap.renders).toHaveLength(1));
    act(() => oneTap.renders[0]?.settle({ success: false, reason: 'unregistered_origin' }));
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(oneTapRegion()).toBeNull();
    expect(developerMessage()?.textContent).toContain(
      "this page's origin is not an authorized JavaScript origin",
    );
    const link = screen.getByRole('link', {
      name: 'https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
    });
    expect(link.getAttribute('href')).toBe(
      'https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says nothing to the visitors of a live project: only the Google button shows', async () => {
    const oneTap = fakeOneTap();
    mount(oneTap, googleOneTap({ position: 'embedded' }), 'public-token-live-fake');
    await waitFor(() => expect(oneTap.renders).toHaveLength(1));
    act(() => oneTap.renders[0]?.settle({ success: false, reason: 'unregistered_origin' }));
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(developerMessage()).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('not configured: the Google button and, with a test token, how to set Google up', async () => {
    mount(
      fakeOneTap({ success: false, reason: 'oauth_config_not_found' }),
      googleOneTap({ position: 'embedded' }),
    );
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(developerMessage()?.textContent).toContain('Google OAuth is not set up for this project');
    expect(screen.getByRole('link', { name: 'https://stytch.com/docs/guides/oauth/google' })).toBeTruthy();
  });

  it('suppressed by the user: the Google button, with no developer message', async () => {
    const oneTap = fakeOneTap();
    mount(oneTap, googleOneTap({ position: 'embedded' }));
    await waitFor(() => expect(oneTap.renders).toHaveLength(1));
    act(() => oneTap.renders[0]?.settle({ success: false, reason: 'suppressed_by_user' }));
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(developerMessage()).toBeNull();
  });

  it('closed by the user after it showed: the Google button takes its place', async () => {
    const oneTap = fakeOneTap();
    mount(oneTap, googleOneTap({ position: 'embedded' }));
    await waitFor(() => expect(oneTap.renders).toHaveLength(1));
    act(() => oneTap.renders[0]?.settle({ success: true }));
    await waitFor(() => expect(oneTapRegion()?.getAttribute('aria-busy')).toBe('false'));
    act(() => oneTap.renders[0]?.options.onOneTapCancelled?.());
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(oneTapRegion()).toBeNull();
  });

  it('a client without One Tap shows the Google button', async () => {
    const fake = fakeClient()
      .handles('session.getSync', () => null)
      .handles('session.onChange', () => () => {})
      .build();
    renderWidget(fake, { config: googleOneTap({ position: 'embedded' }) });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(developerMessage()).toBeNull();
  });

  it('is cancelled when the widget unmounts', async () => {
    const oneTap = fakeOneTap();
    const { handle } = mount(oneTap, googleOneTap({ position: 'embedded' }));
    await waitFor(() => expect(oneTap.renders).toHaveLength(1));
    act(() => oneTap.renders[0]?.settle({ success: true }));
    await waitFor(() => expect(oneTapRegion()?.getAttribute('aria-busy')).toBe('false'));
    expect(oneTap.prompt.cancel).not.toHaveBeenCalled();
    act(() => handle.unmount());
    expect(oneTap.prompt.cancel).toHaveBeenCalledTimes(1);
  });

  it('a chosen identity goes to the redirect URL with the configured redirect URLs, and Google becomes the last started', async () => {
    const oneTap = fakeOneTap();
    mount(
      oneTap,
      googleOneTap(
        { position: 'floating' },
        { loginRedirectURL: 'https://app.test/authenticate', signupRedirectURL: 'https://app.test/welcome' },
      ),
    );
    await waitFor(() => expect(oneTap.floats).toHaveLength(1));
    act(() => chooseAccount(oneTap));
    await waitFor(() => expect(oneTap.redirects).toHaveLength(1));
    expect(oneTap.submitted).toEqual([
      {
        credential: 'google-id-token',
        loginRedirectUrl: 'https://app.test/authenticate',
        signupRedirectUrl: 'https://app.test/welcome',
      },
    ]);
    expect(oneTap.redirects).toEqual(['https://app.test/authenticate?stytch_token_type=oauth&token=t1']);
    expect(JSON.parse(localStorage.getItem(lastUsedKey('public-token-test-fake')) ?? 'null')).toMatchObject({
      started: 'google',
    });
  });
});

describe('a chosen account that cannot sign in', () => {
  const refusal = {
    error_type: 'no_match_for_provided_oauth_url',
    error_message: "The signup redirect URL is not in the project's allow-list.",
  };

  it("shows the server's message in the banner, and the Google button in the embedded prompt's place", async () => {
    const oneTap = fakeOneTap('prompt', () => Promise.reject(refusal));
    const { errors } = mount(oneTap, googleOneTap({ position: 'embedded' }));
    await waitFor(() => expect(oneTap.renders).toHaveLength(1));
    act(() => oneTap.renders[0]?.settle({ success: true }));
    await waitFor(() => expect(oneTapRegion()?.getAttribute('aria-busy')).toBe('false'));
    act(() => chooseAccount(oneTap));
    expect((await screen.findByText(refusal.error_message)).getAttribute('role')).toBe('alert');
    expect(googleButton()).toBeTruthy();
    expect(oneTapRegion()).toBeNull();
    expect(oneTap.redirects).toEqual([]);
    expect(errors).toEqual([expect.objectContaining({ message: refusal.error_message, cause: refusal })]);
  });

  it('floating: the banner says why, and the Google button stays', async () => {
    const oneTap = fakeOneTap('prompt', () => Promise.reject(refusal));
    mount(oneTap, googleOneTap({ position: 'floating' }));
    await waitFor(() => expect(oneTap.floats).toHaveLength(1));
    act(() => oneTap.floats[0]?.tell(moment('display')));
    act(() => chooseAccount(oneTap));
    expect((await screen.findByText(refusal.error_message)).getAttribute('role')).toBe('alert');
    expect(googleButton()).toBeTruthy();
    expect(document.getElementById(PROMPT_PARENT_ID)).toBeNull();
  });
});

describe('the "Last used" mark', () => {
  it('is on the embedded One Tap container too, as its description, when Google was used last', async () => {
    localStorage.setItem(
      lastUsedKey('public-token-test-fake'),
      JSON.stringify({ started: null, confirmed: 'google' }),
    );
    mount(fakeOneTap(), googleOneTap({ position: 'embedded' }));
    const region = await screen.findByRole('region', { name: 'Google One Tap', description: 'Last used' });
    expect(region.querySelector('.foyer-last-used')?.getAttribute('part')).toBe('last-used');
  });

  it('is not on the container when another provider was used last', async () => {
    localStorage.setItem(
      lastUsedKey('public-token-test-fake'),
      JSON.stringify({ started: null, confirmed: 'github' }),
    );
    mount(fakeOneTap(), googleOneTap({ position: 'embedded' }));
    expect(await screen.findByRole('region', { name: 'Google One Tap', description: '' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Continue with GitHub', description: 'Last used' }),
    ).toBeTruthy();
  });
});

describe('the embedded container height', () => {
  it('is 47 px until the prompt says otherwise', () => {
    expect(css).toMatch(/\.foyer-one-tap \{[^}]*height: var\(--foyer-one-tap-height, 47px\);/);
  });

  it("follows the prompt's height once it has held for 100 ms", async () => {
    const observers: { callback: ResizeObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        private readonly record: (typeof observers)[number];
        constructor(callback: ResizeObserverCallback) {
          this.record = { callback };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.target = target;
        }
        disconnect() {}
      },
    );
    const oneTap = fakeOneTap();
    mount(oneTap, googleOneTap({ position: 'embedded' }));
    const region = await screen.findByRole('region', { name: 'Google One Tap' });
    const observer = observers.at(-1);
    expect(observer?.target?.id).toBe(PROMPT_PARENT_ID);
    const resize = (height: number) =>
      observer?.callback([{ contentRect: { height } } as ResizeObserverEntry], {} as ResizeObserver);
    const height = () => region.style.getPropertyValue('--foyer-one-tap-height');

    vi.useFakeTimers();
    resize(20);
    vi.advanceTimersByTime(50);
    resize(183);
    vi.advanceTimersByTime(99);
    expect(height()).toBe('');
    vi.advanceTimersByTime(1);
    expect(height()).toBe('183px');
    expect(region.getAttribute('style')).not.toMatch(/(^|;)\s*height:/);

    resize(0);
    vi.advanceTimersByTime(100);
    expect(height()).toBe('183px');
  });
});
