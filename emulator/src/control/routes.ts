import { Hono } from 'hono';
import type { Project, ProjectSnapshot } from '../emulator-store';
import { ApiError, EmulatorError } from '../http/api-error';
import type { EmulatorContext, EmulatorEnv } from '../http/env';
import { ok } from '../http/envelope';
import { PROVIDER_ERRORS } from '../http/error-types';
import type { Fault } from '../http/fault-collections';
import { normalizeEndpoint } from '../http/fault-injection';
import { readBody, validate } from '../http/validation';
import type {
  ImpersonationTokenRecord,
  MintedImpersonationToken,
} from '../impersonation/impersonation-token-collections';
import { listMessages, waitForLatestMessage } from '../messages/inbox';
import type { AccessTokenRecord, MintedAccessToken } from '../openid-provider/token-collections';
import { clockChangeSchema } from '../store/clock';
import { newId, newSecretToken } from '../store/ids';
import {
  droppedCounts,
  forgetDropped,
  MAX_EVENTS_PER_PROJECT,
  MAX_MESSAGES_PER_PROJECT,
} from '../store/retention';
import { secretDigest } from '../store/secret-digest';
import { deleteUserFactor } from '../users/user-factors';
import { deleteUser } from '../users/user-records';
import { registerConnectedAppControlRoutes } from './connected-apps';
import { CONTROL_PATHS } from './control-paths';
import { listCryptoWallets } from './crypto-wallets';
import { listQuerySchema, pageOf } from './list-page';
import { messageMatches, requestMatches, sessionMatches, userMatches } from './list-search';
import { listedMessage, listedSession } from './listed-records';
import { registerOAuthControlRoutes } from './oauth';
import {
  accessTokenSchema,
  faultSchema,
  impersonationTokenSchema,
  latestQuerySchema,
  messagesQuerySchema,
  projectImportSchema,
  seedUserSchema,
  settingsPatchSchema,
  userIdQuerySchema,
} from './schemas';
import { seedUser } from './seed-user';
import { registerSignInControlRoutes } from './sign-in';
import { streamProjectChanges } from './stream';
import { controlUser, registerUserEditRoutes } from './user-edits';
import { listWebAuthnRegistrations } from './webauthn-registrations';

function project(c: EmulatorContext): Project {
  return c.get('store').project(c.req.param('token') ?? '');
}

function requireUserOf(target: Project, userId: string): void {
  if (!target.collections.users.get(userId)) throw new ApiError('user_not_found', `No user ${userId}.`);
}

/**
 * The developer control API, mounted at `/control/v1` (never under `/sdk/v1`). Every route names
 * its project by public token; the project is created on first use, like on the SDK side.
 */
export function controlRoutes(
  options: { backendUrl?: (() => string | undefined) | undefined } = {},
): Hono<EmulatorEnv> {
  const control = new Hono<EmulatorEnv>();

  control.get(CONTROL_PATHS.projects, (c) =>
    ok(c, {
      projects: c
        .get('store')
        .projects()
        .map((p) => ({
          public_token: p.publicToken,
          project_id: p.projectId,
          project_name: p.settings.project_name,
        })),
    }),
  );

  // What a host's server puts in its `.env` to call the backend API as this project, and where
  // (the backend SDK's custom base URL), when the emulator serves HTTPS.
  control.get(CONTROL_PATHS.credentials, (c) => {
    const target = project(c);
    const baseUrl = options.backendUrl?.();
    return ok(c, {
      public_token: target.publicToken,
      project_id: target.projectId,
      secret: target.secret,
      ...(baseUrl ? { base_url: baseUrl } : {}),
    });
  });

  control.get(CONTROL_PATHS.settings, (c) => ok(c, { settings: project(c).settings }));
  control.patch(CONTROL_PATHS.settings, async (c) => {
    const target = project(c);
    const patch = await readBody(c, settingsPatchSchema);
    target.updateSettings({ ...target.settings, ...patch });
    return ok(c, { settings: target.settings });
  });

  // Lists page as the provider's searches do (`cursor`, `limit`, `results_metadata`) and search
  // by `query`; without a limit they answer the whole list.
  control.get(CONTROL_PATHS.messages, (c) => {
    const { cursor, limit, query, ...filter } = validate(messagesQuerySchema, c.req.query());
    const target = project(c);
    const found = listMessages(target, filter).filter((message) => messageMatches(message, query));
    const { results, results_metadata } = pageOf(found, (message) => message.message_id, { cursor, limit });
    return ok(c, {
      messages: results.map((message) => listedMessage(target, message)),
      results_metadata,
    });
  });
  control.get(CONTROL_PATHS.latestMessage, async (c) => {
    const { timeout_ms, ...filter } = validate(latestQuerySchema, c.req.query());
    const store = c.get('store');
    const signal = AbortSignal.any([c.req.raw.signal, store.closed]);
    const message = await waitForLatestMessage(store, project(c), filter, timeout_ms, signal);
    if (!message) {
      throw new EmulatorError(
        'message_not_found',
        `No message to ${filter.to} arrived within ${timeout_ms} ms.`,
      );
    }
    return ok(c, { message });
  });
  control.delete(CONTROL_PATHS.messages, (c) => {
    const target = project(c);
    // One journal write (and one fsync) for the whole inbox, not one per message.
    target.commit(
      target.collections.messages.all().map((m) => target.collections.messages.deleteWrite(m.message_id)),
    );
    return ok(c, {});
  });

  control.get(CONTROL_PATHS.users, (c) => {
    const { cursor, limit, query } = validate(listQuerySchema, c.req.query());
    const target = project(c);
    const found = target.collections.users.filter((user) => userMatches(user, query));
    const { results, results_metadata } = pageOf(found, (user) => user.user_id, { cursor, limit });
    return ok(c, { users: results.map((user) => controlUser(target, user)), results_metadata });
  });
  control.post(CONTROL_PATHS.users, async (c) => {
    const target = project(c);
    const input = await readBody(c, seedUserSchema);
    return ok(c, { user: controlUser(target, await seedUser(target, input)) }, 201);
  });
  control.get(CONTROL_PATHS.user, (c) => {
    const target = project(c);
    const user = target.collections.users.get(c.req.param('user_id'));
    if (!user) throw new ApiError('user_not_found', `No user ${c.req.param('user_id')}.`);
    return ok(c, { user: controlUser(target, user) });
  });
  registerUserEditRoutes(control, project);
  control.delete(CONTROL_PATHS.user, (c) => {
    const userId = c.req.param('user_id');
    if (!deleteUser(project(c), userId)) throw new ApiError('user_not_found', `No user ${userId}.`);
    return ok(c, { user_id: userId });
  });

  control.get(CONTROL_PATHS.webauthnRegistrations, (c) => {
    const target = project(c);
    const { user_id } = validate(userIdQuerySchema, c.req.query());
    if (user_id !== undefined) requireUserOf(target, user_id);
    return ok(c, { webauthn_registrations: listWebAuthnRegistrations(target, user_id) });
  });
  control.delete(CONTROL_PATHS.userWebAuthnRegistration, (c) => {
    const target = project(c);
    const userId = c.req.param('user_id');
    const user = target.collections.users.get(userId);
    if (!user) throw new ApiError('user_not_found', `No user ${userId}.`);
    const updated = deleteUserFactor(target, user, 'webauthn_registrations', c.req.param('id'));
    return ok(c, { user: controlUser(target, updated) });
  });

  control.get(CONTROL_PATHS.cryptoWallets, (c) => {
    const target = project(c);
    const { user_id } = validate(userIdQuerySchema, c.req.query());
    if (user_id !== undefined) requireUserOf(target, user_id);
    return ok(c, { crypto_wallets: listCryptoWallets(target, user_id) });
  });
  control.delete(CONTROL_PATHS.userCryptoWallet, (c) => {
    const target = project(c);
    const userId = c.req.param('user_id');
    const user = target.collections.users.get(userId);
    if (!user) throw new ApiError('user_not_found', `No user ${userId}.`);
    const updated = deleteUserFactor(target, user, 'crypto_wallets', c.req.param('id'));
    return ok(c, { user: controlUser(target, updated) });
  });

  registerOAuthControlRoutes(control, project);
  registerConnectedAppControlRoutes(control, project);
  registerSignInControlRoutes(control, project);

  // Impersonation tokens live five minutes of the project's clock and log in once, as the provider's do.
  // The answer is the one place the token is given; the project keeps its digest.
  control.post(CONTROL_PATHS.impersonationTokens, async (c) => {
    const target = project(c);
    const input = await readBody(c, impersonationTokenSchema);
    requireUserOf(target, input.user_id);
    const token = newSecretToken();
    const { impersonation_token_digest, ...minted } = target.collections.impersonation_tokens.put(
      secretDigest(token),
      {
        ...input,
        impersonation_token_digest: secretDigest(token),
        ...target.clock.lifetime(5),
        used_at: null,
      } satisfies ImpersonationTokenRecord,
    );
    return ok(c, { ...minted, impersonation_token: token } satisfies MintedImpersonationToken, 201);
  });

  // Stands in for the access tokens an identity provider of the emulator's own would issue.
  control.post(CONTROL_PATHS.accessTokens, async (c) => {
    const target = project(c);
    const { expires_in_minutes, ...input } = await readBody(c, accessTokenSchema);
    requireUserOf(target, input.user_id);
    const token = newSecretToken();
    const record: AccessTokenRecord = {
      ...input,
      access_token_digest: secretDigest(token),
      ...target.clock.lifetime(expires_in_minutes),
    };
    const { access_token_digest, ...minted } = target.collections.access_tokens.put(
      record.access_token_digest,
      record,
    );
    return ok(c, { ...minted, access_token: token } satisfies MintedAccessToken, 201);
  });

  control.get(CONTROL_PATHS.sessions, (c) => {
    const { cursor, limit, query } = validate(listQuerySchema, c.req.query());
    const { users, sessions } = project(c).collections;
    const found = sessions.filter((session) => sessionMatches(session, users.get(session.user_id), query));
    const { results, results_metadata } = pageOf(found, (session) => session.session_id, { cursor, limit });
    return ok(c, { sessions: results.map(listedSession), results_metadata });
  });

  control.post(CONTROL_PATHS.reset, (c) => {
    const target = project(c);
    target.reset();
    c.get('store').requestLog.forget(target.publicToken);
    forgetDropped(target);
    return ok(c, {});
  });

  control.get(CONTROL_PATHS.clock, (c) => ok(c, { clock: project(c).clock.state() }));
  control.post(CONTROL_PATHS.clock, async (c) => {
    const target = project(c);
    return ok(c, { clock: target.clock.change(await readBody(c, clockChangeSchema)) });
  });

  control.get(CONTROL_PATHS.faults, (c) => ok(c, { faults: project(c).collections.faults.all() }));
  control.post(CONTROL_PATHS.faults, async (c) => {
    const target = project(c);
    const input = await readBody(c, faultSchema);
    const fault: Fault = {
      fault_id: newId('fault'),
      endpoint: normalizeEndpoint(input.endpoint),
      remaining: input.count,
      latency_ms: input.latency_ms,
      error:
        input.error_type === undefined
          ? null
          : { error_type: input.error_type, status: PROVIDER_ERRORS[input.error_type].status },
    };
    return ok(c, { fault: target.collections.faults.put(fault.fault_id, fault) }, 201);
  });
  control.delete(CONTROL_PATHS.faults, (c) => {
    const target = project(c);
    target.commit(
      target.collections.faults.all().map((f) => target.collections.faults.deleteWrite(f.fault_id)),
    );
    return ok(c, {});
  });

  control.get(CONTROL_PATHS.requests, (c) => {
    const { cursor, limit, query } = validate(listQuerySchema, c.req.query());
    const found = c
      .get('store')
      .requestLog.requests(project(c).publicToken)
      .filter((request) => requestMatches(request, query));
    const { results, results_metadata } = pageOf(found, (request) => String(request.seq), { cursor, limit });
    return ok(c, { requests: results, results_metadata });
  });

  control.get(CONTROL_PATHS.events, (c) => ok(c, { events: project(c).collections.events.all().reverse() }));

  control.get(CONTROL_PATHS.retention, (c) => {
    const target = project(c);
    const dropped = droppedCounts(target);
    const { events, messages } = target.collections;
    return ok(c, {
      retention: {
        events: { kept: events.size, max: MAX_EVENTS_PER_PROJECT, dropped: dropped.events },
        messages: { kept: messages.size, max: MAX_MESSAGES_PER_PROJECT, dropped: dropped.messages },
      },
    });
  });

  control.get(CONTROL_PATHS.export, (c) => ok(c, { project: project(c).snapshot() }));
  control.put(CONTROL_PATHS.import, async (c) => {
    const target = project(c);
    const input = await readBody(c, projectImportSchema);
    target.replace({ ...input, public_token: target.publicToken } as unknown as ProjectSnapshot);
    forgetDropped(target);
    return ok(c, {});
  });

  control.get(CONTROL_PATHS.stream, (c) => {
    const target = project(c);
    const store = c.get('store');
    return streamProjectChanges(c, store, target.publicToken, store.closed);
  });

  return control;
}
