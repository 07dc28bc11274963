import type { Hono } from 'hono';
import { z } from 'zod';
import type { Project } from '../emulator-store';
import { ApiError, EmulatorError } from '../http/api-error';
import type { EmulatorContext, EmulatorEnv } from '../http/env';
import { ok } from '../http/envelope';
import { readBody, validate } from '../http/validation';
import { isAbsoluteHttpUrl } from '../links/redirect-url';
import { knownIdentities, rememberIdentity } from '../social-sign-in/identities';
import { oauthIdentitySchema } from '../social-sign-in/oauth-collections';
import { isOAuthProvider, OAUTH_PROVIDERS, type OAuthProvider } from '../social-sign-in/providers';
import { isValidEmail } from '../users/contact-formats';
import { CONTROL_PATHS } from './control-paths';

/** An identity as a control call gives it: checked as the consent page checks a new one. */
const identityInput = z
  .strictObject(oauthIdentitySchema.shape)
  .refine((identity) => identity.email === '' || isValidEmail(identity.email), {
    message: 'expected an email address, or empty for none',
    path: ['email'],
  })
  .refine((identity) => identity.picture_url === '' || isAbsoluteHttpUrl(identity.picture_url), {
    message: 'expected an absolute http or https URL, or empty for none',
    path: ['picture_url'],
  });

const preAnswerInput = z.union([
  z.strictObject({ identity: identityInput }),
  z.strictObject({ cancel: z.literal(true) }),
]);

const identitiesQuery = z.object({ provider: z.enum(OAUTH_PROVIDERS).optional() });

function pathProvider(c: EmulatorContext): OAuthProvider {
  const provider = c.req.param('provider') ?? '';
  if (!isOAuthProvider(provider)) {
    throw new ApiError('invalid_oauth_provider', `The emulator plays no OAuth provider named "${provider}".`);
  }
  return provider;
}

/**
 * The simulated providers' side of the control API: the identities each knows, and the answer to
 * a provider's next start, so a test or the testbed can skip its consent page.
 */
export function registerOAuthControlRoutes(
  control: Hono<EmulatorEnv>,
  project: (c: EmulatorContext) => Project,
): void {
  control.get(CONTROL_PATHS.oauthIdentities, (c) => {
    const { provider } = validate(identitiesQuery, c.req.query());
    return ok(c, { identities: knownIdentities(project(c), provider) });
  });
  control.post(CONTROL_PATHS.oauthIdentities, async (c) => {
    const target = project(c);
    const identity = await readBody(c, identityInput);
    return ok(c, { identity: rememberIdentity(target, identity) }, 201);
  });

  control.get(CONTROL_PATHS.oauthPreAnswers, (c) =>
    ok(c, { pre_answers: project(c).collections.oauth_pre_answers.all() }),
  );
  control.put(CONTROL_PATHS.oauthPreAnswer, async (c) => {
    const target = project(c);
    const provider = pathProvider(c);
    const answer = await readBody(c, preAnswerInput);
    if ('identity' in answer && answer.identity.provider !== provider) {
      throw new EmulatorError(
        'invalid_oauth_identity',
        `A ${provider} start cannot be answered with a ${answer.identity.provider} identity.`,
      );
    }
    target.collections.oauth_pre_answers.put(provider, { provider, answer });
    return ok(c, { pre_answer: { provider, answer } });
  });
  control.delete(CONTROL_PATHS.oauthPreAnswers, (c) => {
    const target = project(c);
    const answers = target.collections.oauth_pre_answers;
    target.commit(answers.all().map((each) => answers.deleteWrite(each.provider)));
    return ok(c, {});
  });
}
