import { randomBytes } from 'node:crypto';
import type { Notice } from './pages';
import type { PendingSignIn, SignedIn } from './relying-party';

/** Where one browser is in the app's flows; each phase names the project it belongs to. */
export type Phase =
  | { kind: 'signedOut' }
  | { kind: 'signingIn'; publicToken: string; pending: PendingSignIn }
  | { kind: 'signedIn'; publicToken: string; signedIn: SignedIn }
  /** Sent to the provider's logout page; still signed in until it comes back with this state. */
  | { kind: 'loggingOut'; publicToken: string; signedIn: SignedIn; state: string };

export type BrowserSession = { phase: Phase; notice: Notice | null };

export const SESSION_COOKIE = 'foyer_demo_app_session';

/**
 * The app's sessions, in memory: a demo app restarted with the testbed starts everyone signed out.
 * The cookie holds a random id only.
 */
export function createSessionStore() {
  const sessions = new Map<string, BrowserSession>();
  return {
    /** The browser's session, and the id to set in its cookie when it had none (or an unknown one). */
    open(cookieHeader: string | undefined): { id: string; session: BrowserSession; isNew: boolean } {
      const id = readCookie(cookieHeader, SESSION_COOKIE);
      const existing = id ? sessions.get(id) : undefined;
      if (id && existing) return { id, session: existing, isNew: false };
      const fresh = randomBytes(24).toString('base64url');
      const session: BrowserSession = { phase: { kind: 'signedOut' }, notice: null };
      sessions.set(fresh, session);
      return { id: fresh, session, isNew: true };
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * HttpOnly, and SameSite=Lax: the provider's redirect back is a top-level GET, which Lax lets
 * through, while another site cannot post the app's Refresh or Log out forms.
 */
export function sessionCookie(id: string): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`;
}

function readCookie(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
