// @vitest-environment happy-dom
import type {
  OAuthIdentity,
  OAuthPreAnswerRecord,
  OAuthProvider,
  ProjectSettings,
} from '@foyer/emulator/control';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OAuthAnswer, ProjectPort } from '../port/project-port';
import { OAuthView } from './OAuthView';
import { renderView } from './test-support/render-view';

const ada: OAuthIdentity = {
  provider: 'github',
  provider_subject: '42',
  name: 'Ada',
  email: 'ada@example.com',
  email_verified: true,
  picture_url: '',
  locale: 'en',
};

/** The emulator's OAuth side as the view sees it through the port, answering from one in-memory state. */
function oauthProject(options: { failPreAnswer?: string } = {}) {
  const state = {
    settings: { oauth_disabled_providers: [], pkce_required_for_oauth: false } as Partial<ProjectSettings>,
    identities: [ada],
    preAnswers: [] as OAuthPreAnswerRecord[],
  };
  const patches: Array<Partial<ProjectSettings>> = [];
  const preAnswers: Array<[OAuthProvider, OAuthAnswer]> = [];
  const port: Partial<ProjectPort> = {
    settings: async () => structuredClone(state.settings) as ProjectSettings,
    updateSettings: async (patch) => {
      patches.push(patch);
      state.settings = { ...state.settings, ...patch };
      return structuredClone(state.settings) as ProjectSettings;
    },
    oauthIdentities: async () => structuredClone(state.identities),
    oauthPreAnswers: async () => structuredClone(state.preAnswers),
    preAnswerOAuth: async (provider, answer) => {
      if (options.failPreAnswer) throw new Error(options.failPreAnswer);
      preAnswers.push([provider, answer]);
      let identity: OAuthIdentity | undefined;
      if (answer.kind === 'known') {
        identity = state.identities.find((known) => known.provider_subject === answer.subject);
      } else if (answer.kind === 'new') {
        identity = {
          ...ada,
          provider,
          provider_subject: 'new-subject',
          name: answer.identity.name,
          email: answer.identity.email,
          email_verified: answer.identity.emailVerified,
        };
        state.identities.push(identity);
      }
      state.preAnswers = state.preAnswers.filter((waiting) => waiting.provider !== provider);
      state.preAnswers.push({ provider, answer: identity ? { identity } : { cancel: true } });
    },
    clearOAuthPreAnswers: async () => {
      state.preAnswers = [];
    },
  };
  return { port, state, patches, preAnswers };
}

const isChecked = (element: HTMLElement) => (element as HTMLInputElement).checked;
const status = () => screen.getByRole('status').textContent;

afterEach(cleanup);

describe('the OAuth view', () => {
  it('lists the accounts the providers know, with their email and whether it is verified', async () => {
    renderView(<OAuthView />, oauthProject().port);
    const table = await screen.findByRole('table', { name: 'Known accounts' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(Array.from(row.querySelectorAll('td'), (cell) => cell.textContent)).toEqual([
      'GitHub',
      'Ada 42',
      'ada@example.com',
      'verified',
    ]);
  });

  it("offers a provider's own known accounts to pre-answer with", async () => {
    renderView(<OAuthView />, oauthProject().port);
    const form = await screen.findByRole('form', { name: 'Pre-answer the next Google sign-in' });
    expect(within(form).queryByRole('radio', { name: 'Ada (ada@example.com)' })).toBeNull();
    fireEvent.change(within(form).getByLabelText('Provider'), { target: { value: 'github' } });
    expect(within(form).getByRole('radio', { name: 'Ada (ada@example.com)' })).toBeTruthy();
  });

  it('pre-answers with a known account, a new one or a cancel, shows what waits, and clears it', async () => {
    const { port, preAnswers } = oauthProject();
    renderView(<OAuthView />, port);
    fireEvent.change(await screen.findByLabelText('Provider'), { target: { value: 'github' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Ada (ada@example.com)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pre-answer' }));
    await waitFor(() => expect(status()).toBe('The next GitHub sign-in is answered in advance.'));

    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'apple' } });
    fireEvent.click(screen.getByRole('radio', { name: 'A new account, described below' }));
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Grace' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Apple has verified this email' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pre-answer' }));
    await waitFor(() => expect(status()).toBe('The next Apple sign-in is answered in advance.'));
    // The new account is one Apple knows now, and the fields are free for the next.
    expect(screen.getByRole('radio', { name: 'Grace (grace@example.com)' })).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');

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
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['GitHub: Ada (42)', 'Apple: Grace (new-subject)', 'Google: cancel']);

    fireEvent.click(screen.getByRole('button', { name: 'Clear pre-answers' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Waiting pre-answers' })).toBeNull());
    expect(status()).toBe('Pre-answers cleared.');
    expect(screen.getByText('No sign-in is answered in advance.')).toBeTruthy();
  });

  it("shows the emulator's refusal of a pre-answer", async () => {
    const { port } = oauthProject({ failPreAnswer: '[404] oauth_identity_not_found: No such account.' });
    const { failures } = renderView(<OAuthView />, port);
    fireEvent.click(await screen.findByRole('radio', { name: 'Cancel the sign-in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pre-answer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Pre-answering failed: [404] oauth_identity_not_found: No such account.');
    expect(status()).toBe('');
    expect(failures).toEqual(['Pre-answering: [404] oauth_identity_not_found: No such account.']);
  });

  it('disables a provider by sending the whole disabled list, and turns it back on', async () => {
    const { port, state, patches } = oauthProject();
    state.settings.oauth_disabled_providers = ['figma'];
    renderView(<OAuthView />, port);
    const group = within(await screen.findByRole('group', { name: 'Enabled providers' }));
    expect(group.getAllByRole('checkbox')).toHaveLength(19);
    expect(isChecked(group.getByRole('checkbox', { name: 'Figma' }))).toBe(false);

    fireEvent.click(group.getByRole('checkbox', { name: 'Yahoo' }));
    await waitFor(() => expect(isChecked(group.getByRole('checkbox', { name: 'Yahoo' }))).toBe(false));
    expect(status()).toBe('Yahoo disabled: its start fails as oauth_config_not_found.');

    fireEvent.click(group.getByRole('checkbox', { name: 'Figma' }));
    await waitFor(() => expect(isChecked(group.getByRole('checkbox', { name: 'Figma' }))).toBe(true));
    expect(status()).toBe('Figma enabled.');
    expect(patches).toEqual([
      { oauth_disabled_providers: ['figma', 'yahoo'] },
      { oauth_disabled_providers: ['yahoo'] },
    ]);
  });

  it('requires PKCE for OAuth, and makes it optional again', async () => {
    const { port, patches } = oauthProject();
    renderView(<OAuthView />, port);
    const pkce = () => screen.getByRole('checkbox', { name: 'Require PKCE for OAuth' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Require PKCE for OAuth' }));
    await waitFor(() => expect(isChecked(pkce())).toBe(true));
    expect(status()).toBe('OAuth starts now need a PKCE challenge.');
    fireEvent.click(pkce());
    await waitFor(() => expect(isChecked(pkce())).toBe(false));
    expect(status()).toBe('PKCE is optional again.');
    expect(patches).toEqual([{ pkce_required_for_oauth: true }, { pkce_required_for_oauth: false }]);
  });
});
