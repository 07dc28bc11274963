import { createHash } from 'node:crypto';

/** What a host's server needs to call the backend API as a project, beside the page's public token. */
export type ProjectCredentials = { publicToken: string; projectId: string; secret: string };

function digestOf(label: string, publicToken: string): Buffer {
  return createHash('sha256').update(`foyer-emulator ${label}\0${publicToken}`).digest();
}

/**
 * The project id a project gets when nobody fixed one: its public token's own suffix
 * (`public-token-test-abc` → `project-test-abc`), so a fresh emulator and a host's `.env` agree
 * without a setup step, and a backend call can name a project no page has used yet.
 */
export function defaultProjectId(publicToken: string): string {
  return publicToken.replace(/^public-token-/, 'project-');
}

/** The public token whose default project id `projectId` is (the inverse of `defaultProjectId`). */
export function publicTokenOfDefaultId(projectId: string): string {
  return projectId.replace(/^project-/, 'public-token-');
}

/**
 * The secret a project gets when nobody fixed one, derived from its public token like its id. It
 * only guards a local emulator: anyone who knows the public token can compute it, by design.
 */
export function defaultSecret(publicToken: string): string {
  return `secret-test-${digestOf('secret', publicToken).toString('base64url').slice(0, 32)}`;
}

const PROJECT_ID = /^project-(test|live)-[A-Za-z0-9_-]+$/;

/** Project ids as the provider spells them; the backend SDK picks its environment from the prefix. */
export function isProjectId(value: string): boolean {
  return PROJECT_ID.test(value);
}
