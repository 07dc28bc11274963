// @vitest-environment happy-dom

import type { OAuthProviderType } from '@foyer/widget';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OAuthAnswer, OAuthState, TestbedApi } from '../../preload/api';
import { type Testbed, TestbedContext } from '../app/testbed-context';
import { createTestbedStore } from '../app/testbed-store';
import { defaultMountSettings } from '../mount/settings';
import type { WidgetController } from '../widget-host/widget-controller';
import { OAuthSection } from './OAuthSection';

const TOKEN = 'public-token-test-oauth-section';

/** The emulator's OAuth side as the panel sees it, answering from one in-memory state. */
function fakeOAuthApi() {
  const state: OAuthState = {
    disabledProviders: [],
    pkceRequired: false,
    identities: [
      { provider: 'github', subject: '42', name: 'Ada', email: 'ada@example.com', emailVerified: true },
    ],
    preAnswers: [],
  };
  const preAnswers: Array<[OAuthProviderType, OAuthAnswer]> = [];
  const api = {
    oauthState: async () => structuredClone(state),
    preAnswerOAuth: async (token: string, provider: OAuthProviderType, answer: OAuthAnswer) => {
      expect(token).toBe(TOKEN);
      preAnswers.push([provider, answer]);
      state.preAnswers = state.preAnswers.filter((waiting) => waiting.provider !== provider);
      state.preAnswers.push(
        answer.kind === 'cancel'
          ? { provider, kind: 'cancel' }
          : { provider, kind: 'identity', subject: 'new-subject', name: 'someone' },
      );
    },
    clearOAuthPreAnswers: async () => {
      state.preAnswers = [];
    },
    setOAuthProviderEnabled: async (_token: string, provider: OAuthProviderType, enabled: boolean) => {
      state.disabledProviders = enabled
        ? state.disabledProviders.filter((id) => id !== provider)
        : [...state.disabledProviders, provider];
    },
    setOAuthPkceRequired: async (_token: string, required: boolean) => {
      state.pkceRequired = required;
    },
  } as Partial<TestbedApi> as TestbedApi;
  return { api, state, preAnswers };
}

function renderWith(api: TestbedApi) {
  const store = createTestbedStore(defaultMountSettings(TOKEN), {
    presets: [],
    lastUsed: null,
    current: null,
  });
  const testbed: Testbed = {
    store,
    api,
    widget: {} as WidgetController,
    applySettings: async () => undefined,
  };
  render(
    <TestbedContext.Provider value={testbed}>
      <OAuthSection />
    </TestbedContext.Provider>,
  );
}

const isChecked = (element: HTMLElement) => (element as HTMLInputElement).checked;

afterEach(cleanup);

describe('the OAuth section', () => {
  it("lists the chosen provider's known accounts", async () => {
    renderWith(fakeOAuthApi().api);
    await screen.findByText('Google knows no accounts yet.');
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'github' } });
    const known = screen.getByRole('list', { name: 'Known GitHub accounts' });
    expect(within(known).getByRole('listitem').textContent).toBe('Ada 42 ada@example.com (verified)');
  });

  it('pre-answers with a known account, a new one or a cancel, shows what waits, and clears it', async () => {
    const { api, preAnswers } = fakeOAuthApi();
    renderWith(api);
    fireEvent.change(await screen.findByLabelText('Provider'), { target: { value: 'github' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Ada (ada@example.com)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pre-answer' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('The next GitHub sign-in is answered in advance.'),
    );

    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'apple' } });
    fireEvent.click(screen.getByRole('radio', { name: 'A new account, described below' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Grace' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Apple has verified this email' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pre-answer' }));
    await waitFor(() => expect(preAnswers).toHaveLength(2));

    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'google' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Cancel the sign-in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pre-answer' }));
    await waitFor(() => expect(preAnswers).toHaveLength(3));
    expect(preAnswers).toEqual([
      ['github', { kind: 'known', subject: '42' }],
      [
        'apple',
        { kind: 'new', identity: { name: 'Grace', email: 'grace@example.com', emailVerified: false } },
      ],
      ['google', { kind: 'cancel' }],
    ]);
    const waiting = await screen.findByRole('list', { name: 'Waiting pre-answers' });
    await waitFor(() => expect(within(waiting).getAllByRole('listitem')).toHaveLength(3));
    expect(waiting.textContent).toContain('Google: cancel');

    fireEvent.click(screen.getByRole('button', { name: 'Clear pre-answers' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Waiting pre-answers' })).toBeNull());
  });

  it('disables a provider and requires PKCE', async () => {
    const { api, state } = fakeOAuthApi();
    renderWith(api);
    const group = within(await screen.findByRole('group', { name: 'Enabled providers' }));
    expect(group.getAllByRole('checkbox')).toHaveLength(19);
    fireEvent.click(group.getByRole('checkbox', { name: 'Yahoo' }));
    await waitFor(() => expect(isChecked(group.getByRole('checkbox', { name: 'Yahoo' }))).toBe(false));
    expect(state.disabledProviders).toEqual(['yahoo']);
    expect(screen.getByRole('status').textContent).toBe(
      'Yahoo disabled: its start fails as oauth_config_not_found.',
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Require PKCE for OAuth' }));
    await waitFor(() =>
      expect(isChecked(screen.getByRole('checkbox', { name: 'Require PKCE for OAuth' }))).toBe(true),
    );
    expect(state.pkceRequired).toBe(true);
  });
});
