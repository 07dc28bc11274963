import { z } from 'zod';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { backendCallerProject } from '../http/backend-caller';
import type { BackendRouter } from '../http/backend-router';
import { readBody } from '../http/validation';
import { newId, newSecretToken } from '../store/ids';
import { secretDigest } from '../store/secret-digest';
import { backendOk } from '../users/backend-answer';
import type { M2MClient, M2MClientRecord } from './m2m-client-collections';

const scopes = z.array(z.string().min(1).regex(/^\S+$/, 'a scope has no spaces'));
const metadata = z.record(z.string(), z.unknown());

const createBody = z.object({
  client_id: z.string().min(1).nullish(),
  client_secret: z.string().min(8).nullish(),
  client_name: z.string().nullish(),
  client_description: z.string().nullish(),
  scopes: scopes.nullish(),
  trusted_metadata: metadata.nullish(),
});

const updateBody = z.object({
  client_name: z.string().nullish(),
  client_description: z.string().nullish(),
  status: z.enum(['active', 'inactive']).nullish(),
  scopes: scopes.nullish(),
  trusted_metadata: metadata.nullish(),
});

const searchBody = z.object({
  cursor: z.string().nullish(),
  limit: z.number().int().min(1).max(1000).nullish(),
  query: z
    .object({
      operator: z.enum(['AND', 'OR']),
      operands: z.array(
        z.object({
          filter_name: z.enum(['client_id', 'client_name', 'scopes']),
          filter_value: z.array(z.string()),
        }),
      ),
    })
    .nullish(),
});

const lastFour = (secret: string) => secret.slice(-4);

/** The client as the API shows it: never a secret's digest. */
export function publicClient(record: M2MClientRecord): M2MClient {
  const {
    client_secret_digest: _current,
    next_client_secret_digest: _next,
    created_at: _created,
    ...client
  } = record;
  return client;
}

export function requireM2MClient(project: Project, clientId: string): M2MClientRecord {
  const client = project.collections.m2m_clients.get(clientId);
  if (!client) throw new ApiError('m2m_client_not_found', `No M2M client has the id ${clientId}.`);
  return client;
}

function matchesOperand(
  client: M2MClientRecord,
  operand: { filter_name: string; filter_value: string[] },
): boolean {
  if (operand.filter_name === 'client_id') return operand.filter_value.includes(client.client_id);
  if (operand.filter_name === 'client_name') return operand.filter_value.includes(client.client_name);
  return operand.filter_value.some((scope) => client.scopes.includes(scope));
}

/** A client whose secret rotation was started, for completing or cancelling it. */
function requireRotatingClient(
  project: Project,
  clientId: string,
): M2MClientRecord & { next_client_secret_digest: string; next_client_secret_last_four: string } {
  const client = requireM2MClient(project, clientId);
  const { next_client_secret_digest: digest, next_client_secret_last_four: lastFour } = client;
  if (!digest || !lastFour) {
    throw new ApiError('m2m_client_not_rotating_secret', 'No rotation of this secret was started.');
  }
  return { ...client, next_client_secret_digest: digest, next_client_secret_last_four: lastFour };
}

export function registerBackendM2MClientRoutes(backend: BackendRouter): void {
  backend.post('/m2m/clients', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, createBody);
    const clientId = body.client_id ?? newId('m2m-client');
    if (project.collections.m2m_clients.has(clientId)) {
      throw new ApiError('duplicate_m2m_client_id', `An M2M client with the id ${clientId} exists already.`);
    }
    const secret = body.client_secret ?? newSecretToken();
    const record: M2MClientRecord = {
      client_id: clientId,
      client_name: body.client_name ?? '',
      client_description: body.client_description ?? '',
      status: 'active',
      scopes: body.scopes ?? [],
      trusted_metadata: body.trusted_metadata ?? {},
      client_secret_last_four: lastFour(secret),
      next_client_secret_last_four: null,
      client_secret_digest: secretDigest(secret),
      next_client_secret_digest: null,
      created_at: project.clock.nowIso(),
    };
    project.collections.m2m_clients.put(clientId, record);
    // The secret is shown this once, as the provider does.
    return backendOk(c, { m2m_client: { ...publicClient(record), client_secret: secret } });
  });

  backend.post('/m2m/clients/search', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, searchBody);
    const operands = body.query?.operands ?? [];
    const found = project.collections.m2m_clients
      .filter(
        (client) =>
          operands.length === 0 ||
          (body.query?.operator === 'OR'
            ? operands.some((o) => matchesOperand(client, o))
            : operands.every((o) => matchesOperand(client, o))),
      )
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.client_id.localeCompare(b.client_id));
    const offset = body.cursor ? Number(Buffer.from(body.cursor, 'base64url').toString('utf8')) || 0 : 0;
    const next = offset + (body.limit ?? 100);
    return backendOk(c, {
      m2m_clients: found.slice(offset, next).map(publicClient),
      results_metadata: {
        total: found.length,
        next_cursor: next < found.length ? Buffer.from(String(next)).toString('base64url') : null,
      },
    });
  });

  backend.get('/m2m/clients/:client_id', (c) => {
    const project = backendCallerProject(c);
    return backendOk(c, { m2m_client: publicClient(requireM2MClient(project, c.req.param('client_id'))) });
  });

  backend.put('/m2m/clients/:client_id', async (c) => {
    const project = backendCallerProject(c);
    const client = requireM2MClient(project, c.req.param('client_id'));
    const body = await readBody(c, updateBody);
    const updated = project.collections.m2m_clients.put(client.client_id, {
      ...client,
      ...(body.client_name != null ? { client_name: body.client_name } : {}),
      ...(body.client_description != null ? { client_description: body.client_description } : {}),
      ...(body.status ? { status: body.status } : {}),
      ...(body.scopes ? { scopes: body.scopes } : {}),
      ...(body.trusted_metadata ? { trusted_metadata: body.trusted_metadata } : {}),
    });
    return backendOk(c, { m2m_client: publicClient(updated) });
  });

  backend.delete('/m2m/clients/:client_id', (c) => {
    const project = backendCallerProject(c);
    const client = requireM2MClient(project, c.req.param('client_id'));
    project.collections.m2m_clients.delete(client.client_id);
    return backendOk(c, { client_id: client.client_id });
  });

  // Rotation: start hands out a second secret (both work), rotate makes it the only one, cancel drops it.
  backend.post('/m2m/clients/:client_id/secrets/rotate/start', async (c) => {
    const project = backendCallerProject(c);
    const client = requireM2MClient(project, c.req.param('client_id'));
    if (client.next_client_secret_digest) {
      throw new ApiError(
        'm2m_client_already_rotating_secret',
        'A rotation of this secret is under way: complete or cancel it first.',
      );
    }
    const next = newSecretToken();
    const updated = project.collections.m2m_clients.put(client.client_id, {
      ...client,
      next_client_secret_digest: secretDigest(next),
      next_client_secret_last_four: lastFour(next),
    });
    return backendOk(c, { m2m_client: { ...publicClient(updated), next_client_secret: next } });
  });

  backend.post('/m2m/clients/:client_id/secrets/rotate/cancel', (c) => {
    const project = backendCallerProject(c);
    const client = requireRotatingClient(project, c.req.param('client_id'));
    const updated = project.collections.m2m_clients.put(client.client_id, {
      ...client,
      next_client_secret_digest: null,
      next_client_secret_last_four: null,
    });
    return backendOk(c, { m2m_client: publicClient(updated) });
  });

  backend.post('/m2m/clients/:client_id/secrets/rotate', (c) => {
    const project = backendCallerProject(c);
    const client = requireRotatingClient(project, c.req.param('client_id'));
    const updated = project.collections.m2m_clients.put(client.client_id, {
      ...client,
      client_secret_digest: client.next_client_secret_digest,
      client_secret_last_four: client.next_client_secret_last_four,
      next_client_secret_digest: null,
      next_client_secret_last_four: null,
    });
    return backendOk(c, { m2m_client: publicClient(updated) });
  });
}
