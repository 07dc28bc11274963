import type { MiddlewareHandler } from 'hono';
import type { NewLoggedRequest } from '../store/request-log';
import { isPublicToken } from '../store/store';
import { basicCredentialsText } from './basic-credentials';
import type { EmulatorContext, EmulatorEnv } from './env';

/** Paths the log leaves out: the control API and the console are the tools reading the log. */
const UNLOGGED = /^\/(control\/|console\/|p\/|$)/;

/**
 * Which project a request is for, as far as it says: its public token in the path, credentials or
 * query. `held: false` for a well-formed public token naming no project.
 */
function projectToken(c: EmulatorContext): { token: string; held: boolean } | undefined {
  const store = c.get('store');
  const path = c.req.path;
  const inPath = /^\/(?:sdk\/v1\/projects\/bootstrap|v1\/public)\/([^/]+)/.exec(path)?.[1];
  const fromQuery = c.req.query('public_token');
  const user = basicCredentialsText(c.req.header('authorization'))?.split(':')[0];
  for (const candidate of [inPath, fromQuery, user]) {
    if (!candidate) continue;
    let name: string;
    try {
      name = decodeURIComponent(candidate);
    } catch {
      continue;
    }
    if (isPublicToken(name)) return { token: name, held: store.existingProject(name) !== undefined };
    // The backend API names its project by id.
    const byId = store.projectById(name);
    if (byId) return { token: byId.publicToken, held: true };
  }
  return undefined;
}

/** The type and words of an error answer in the envelope (or OAuth's), read from a copy of it. */
async function refusalOf(response: Response): Promise<{ type: string | null; message: string | null }> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('json')) {
    return { type: null, message: null };
  }
  try {
    const body = (await response.clone().json()) as Record<string, unknown>;
    const type = body.error_type ?? body.error;
    const message = body.error_message ?? body.error_description;
    return {
      type: typeof type === 'string' ? type : null,
      message: typeof message === 'string' ? message : null,
    };
  } catch {
    return { type: null, message: null };
  }
}

/**
 * Records every request of a known project in the store's request log once it is answered: method,
 * path, status and, for a refusal, its type, its words and the emulator's detail of it, so that a
 * refused call explains itself; a sandbox value that answered is named, so a fixed answer is not
 * taken for the emulator's own. A refusal naming a project that does not exist yet (a page refused
 * on its very first call) is told to the terminal's listeners without being kept.
 */
export function requestLogging(): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    await next();
    if (UNLOGGED.test(c.req.path)) return;
    const named = projectToken(c);
    if (!named) return;
    const refusal = await refusalOf(c.res);
    const request: NewLoggedRequest = {
      at: new Date().toISOString(),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      origin: c.req.header('origin') ?? null,
      error_type: refusal.type,
      error_message: refusal.message,
      sandbox_value: c.get('sandboxValue') ?? null,
      detail: c.get('refusalDetail') ?? null,
    };
    const { requestLog } = c.get('store');
    if (named.held) requestLog.record(named.token, request);
    else if (request.error_type !== null) requestLog.tellUnheld(named.token, request);
  };
}
