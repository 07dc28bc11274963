import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { backendCallerProject } from '../http/backend-caller';
import type { EmulatorContext, EmulatorEnv } from '../http/env';
import { sessionIdOfJwt } from '../sessions/session-lookup';
import { sessionFields } from '../sessions/session-options';
import { backendOk } from '../users/backend-answer';
import { SANDBOX_SESSION_ID } from './sandbox-user';
import {
  ANY_STRING,
  describeSandboxValue,
  SANDBOX_SESSION_JWT,
  SANDBOX_VALUES,
  type SandboxRule,
  type SandboxValue,
} from './sandbox-values';

const VALUES_BY_ROUTE = new Map<string, SandboxValue[]>();
for (const value of SANDBOX_VALUES) {
  VALUES_BY_ROUTE.set(value.route, [...(VALUES_BY_ROUTE.get(value.route) ?? []), value]);
}

/** The provider's sandbox answers only in its Test environment; a live project takes the values as any input. */
function isTestProject(project: Project): boolean {
  return project.projectId.startsWith('project-test-');
}

/** The body as a JSON object, or undefined for anything the route itself must refuse. */
async function jsonObject(c: EmulatorContext): Promise<Record<string, unknown> | undefined> {
  try {
    const parsed: unknown = JSON.parse(await c.req.text());
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const sessionFieldsSchema = z.object(sessionFields);

/**
 * "If your API credentials and the request format are correct": session fields the route would refuse
 * (a length out of bounds, a session named twice) leave the call to the route, which says why.
 */
function hasUsableSessionFields(body: Record<string, unknown>): boolean {
  return sessionFieldsSchema.safeParse(body).success && !(body.session_token && body.session_jwt);
}

async function holds(project: Project, rule: SandboxRule, value: unknown): Promise<boolean> {
  if (typeof value !== 'string') return false;
  if (rule === ANY_STRING) return true;
  if (rule === SANDBOX_SESSION_JWT) {
    return sessionIdOfJwt(project, value).then(
      (sessionId) => sessionId === SANDBOX_SESSION_ID,
      () => false,
    );
  }
  return typeof rule === 'string' ? value === rule : rule.includes(value);
}

async function matchingValue(
  project: Project,
  values: readonly SandboxValue[],
  body: Record<string, unknown>,
): Promise<SandboxValue | undefined> {
  for (const value of values) {
    const checks = Object.entries(value.match).map(([field, rule]) => holds(project, rule, body[field]));
    if ((await Promise.all(checks)).every(Boolean)) return value;
  }
  return undefined;
}

/**
 * Answers the provider's sandbox values (sandbox-values.ts) on the backend API of a test project, before
 * the route sees them; every other call goes on to its route as it came. The request log names the value.
 */
export function answerSandboxValues(): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    const values = c.req.method === 'POST' ? VALUES_BY_ROUTE.get(c.req.path) : undefined;
    if (!values) return next();
    const project = backendCallerProject(c);
    if (!isTestProject(project)) return next();
    const body = await jsonObject(c);
    if (!body || !hasUsableSessionFields(body)) return next();
    const value = await matchingValue(project, values, body);
    if (!value) return next();
    const description = describeSandboxValue(value);
    c.set('sandboxValue', description);
    if ('error' in value.outcome) {
      throw new ApiError(
        value.outcome.error,
        `The sandbox value (${description}) answers this, as the provider documents.`,
      );
    }
    return backendOk(c, await value.outcome.answer({ project, body }));
  };
}
