import type { Project } from '../emulator-store';
import { isAbsoluteHttpUrl } from '../links/redirect-url';
import { isValidEmail } from '../users/contact-formats';
import { existingChoice, NEW_IDENTITY_CHOICE, type NewIdentityFields } from './consent-page';
import { knownIdentities, newProviderSubject } from './identities';
import type { OAuthIdentity, OAuthPreAnswer } from './oauth-collections';
import type { OAuthProvider } from './providers';

/** The consent form's fields as posted; anything missing reads as empty. */
export type ConsentForm = Readonly<Record<string, string | undefined>>;

/** A tester's answer on the consent page: an answer to act on, or what to fix, with their input kept. */
export type ReadAnswer =
  | { answer: OAuthPreAnswer }
  | { problem: string; chosen: string; fields: NewIdentityFields };

export function defaultNewIdentityFields(): NewIdentityFields {
  return {
    name: '',
    email: '',
    email_verified: true,
    provider_subject: newProviderSubject(),
    picture_url: '',
    locale: 'en',
  };
}

function fieldsOf(form: ConsentForm): NewIdentityFields {
  return {
    name: (form.name ?? '').trim(),
    email: (form.email ?? '').trim(),
    email_verified: form.email_verified === 'true',
    provider_subject: (form.provider_subject ?? '').trim(),
    picture_url: (form.picture_url ?? '').trim(),
    locale: (form.locale ?? '').trim(),
  };
}

/** Why a new identity cannot be made from these fields, if it cannot. */
function fieldsProblem(fields: NewIdentityFields): string | undefined {
  if (fields.provider_subject === '')
    return 'The provider subject is required: it is the account id at the provider.';
  if (fields.provider_subject.length > 255) return 'The provider subject is longer than 255 characters.';
  if (fields.name.length > 255) return 'The name is longer than 255 characters.';
  if (fields.email !== '' && !isValidEmail(fields.email)) return `${fields.email} is not an email address.`;
  if (fields.picture_url !== '' && !isAbsoluteHttpUrl(fields.picture_url))
    return 'The picture URL must be an absolute http or https URL.';
  if (fields.locale.length > 35) return 'The locale is longer than 35 characters.';
  return undefined;
}

/**
 * Reads the consent form. Only `decision`, the account choice and the new-identity fields count: a
 * known identity is looked up again by its subject, and the redirect targets come from the stored
 * consent, never from the form.
 */
export function readConsentAnswer(project: Project, provider: OAuthProvider, form: ConsentForm): ReadAnswer {
  const fields = fieldsOf(form);
  const chosen = form.account ?? '';
  if (form.decision === 'cancel') return { answer: { cancel: true } };
  if (form.decision !== 'allow') return { problem: 'Choose Allow or Cancel.', chosen, fields };
  if (chosen === NEW_IDENTITY_CHOICE) {
    const problem = fieldsProblem(fields);
    if (problem !== undefined) return { problem, chosen, fields };
    const identity: OAuthIdentity = {
      provider,
      provider_subject: fields.provider_subject,
      name: fields.name,
      email: fields.email,
      email_verified: fields.email !== '' && fields.email_verified,
      picture_url: fields.picture_url,
      locale: fields.locale,
    };
    return { answer: { identity } };
  }
  const identity = knownIdentities(project, provider).find((known) => existingChoice(known) === chosen);
  if (!identity) return { problem: 'Choose an account, or describe a new one.', chosen, fields };
  return { answer: { identity } };
}
