import { randomUUID } from 'node:crypto';
import type { ControlClient, ProjectExport } from '@foyer/emulator';
import type { OAuthAnswer, OAuthPreAnswerView, OAuthState } from '../../../contracts/emulator';
import {
  OAUTH_PROVIDER_TYPES,
  type OAuthProviderType,
} from '../../../widget/src/config/oauth-provider-types';

type ControlFor = (publicToken: string) => ControlClient;
type PreAnswer = Parameters<ControlClient['preAnswerOAuth']>[1];

export type OAuthControl = {
  state(publicToken: string): Promise<OAuthState>;
  preAnswer(publicToken: string, provider: OAuthProviderType, answer: OAuthAnswer): Promise<void>;
  clearPreAnswers(publicToken: string): Promise<void>;
  setProviderEnabled(publicToken: string, provider: OAuthProviderType, enabled: boolean): Promise<void>;
  setPkceRequired(publicToken: string, required: boolean): Promise<void>;
};

// The settings type this list loosely; the emulator accepts only real providers into it.
const isProvider = (value: string): value is OAuthProviderType =>
  (OAUTH_PROVIDER_TYPES as readonly string[]).includes(value);

// The control API has no listing of pre-answers: they are read from the project's export.
function preAnswersOf(project: ProjectExport): OAuthPreAnswerView[] {
  return Object.values(project.collections.oauth_pre_answers).map(({ provider, answer }) =>
    'identity' in answer
      ? { provider, kind: 'identity', subject: answer.identity.provider_subject, name: answer.identity.name }
      : { provider, kind: 'cancel' },
  );
}

async function controlAnswer(
  control: ControlClient,
  provider: OAuthProviderType,
  answer: OAuthAnswer,
): Promise<PreAnswer> {
  if (answer.kind === 'cancel') return { cancel: true };
  if (answer.kind === 'new') {
    const { name, email, emailVerified } = answer.identity;
    const identity = await control.addOAuthIdentity({
      provider,
      provider_subject: randomUUID(),
      name,
      email,
      email_verified: email !== '' && emailVerified,
      picture_url: '',
      locale: 'en',
    });
    return { identity };
  }
  const identity = (await control.oauthIdentities(provider)).find(
    (known) => known.provider_subject === answer.subject,
  );
  if (!identity) throw new Error(`${provider} knows no account ${answer.subject} in this project.`);
  return { identity };
}

/** The project's simulated OAuth providers, in the contract's shapes. */
export function createOAuthControl(controlFor: ControlFor): OAuthControl {
  return {
    async state(token) {
      const control = controlFor(token);
      const [settings, identities, project] = await Promise.all([
        control.settings(),
        control.oauthIdentities(),
        control.exportProject(),
      ]);
      return {
        disabledProviders: settings.oauth_disabled_providers.filter(isProvider),
        pkceRequired: settings.pkce_required_for_oauth,
        identities: identities.map((identity) => ({
          provider: identity.provider,
          subject: identity.provider_subject,
          name: identity.name,
          email: identity.email,
          emailVerified: identity.email_verified,
        })),
        preAnswers: preAnswersOf(project),
      };
    },
    async preAnswer(token, provider, answer) {
      const control = controlFor(token);
      await control.preAnswerOAuth(provider, await controlAnswer(control, provider, answer));
    },
    clearPreAnswers: (token) => controlFor(token).clearOAuthPreAnswers(),
    async setProviderEnabled(token, provider, enabled) {
      const control = controlFor(token);
      const disabled = new Set((await control.settings()).oauth_disabled_providers);
      if (enabled) disabled.delete(provider);
      else disabled.add(provider);
      await control.updateSettings({ oauth_disabled_providers: [...disabled] });
    },
    async setPkceRequired(token, required) {
      await controlFor(token).updateSettings({ pkce_required_for_oauth: required });
    },
  };
}
