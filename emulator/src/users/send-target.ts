import { z } from 'zod';
import type { Project } from '../emulator-store';
import { liveNamedSession } from '../sessions/session-lookup';
import type { SendMode } from './send-recipient';
import { requireUser } from './user-contacts';

/** Who a backend `send` adds a new email or phone to: a user named by id, or by a live session. */
export const sendTargetFields = {
  user_id: z.string().nullish(),
  session_token: z.string().nullish(),
  session_jwt: z.string().nullish(),
};

type SendTarget = {
  user_id?: string | null;
  session_token?: string | null;
  session_jwt?: string | null;
};

/**
 * How a backend `send` picks its user: naming a user (by id or session) adds the contact to that
 * user, as the browser API's secondary send does; naming none needs the contact's existing owner.
 */
export async function backendSendMode(
  project: Project,
  target: SendTarget,
): Promise<{ mode: SendMode; userId: () => string }> {
  if (target.user_id) {
    const userId = requireUser(project, target.user_id).user_id;
    return { mode: 'send/secondary', userId: () => userId };
  }
  if (target.session_token || target.session_jwt) {
    const { user_id } = await liveNamedSession(project, target);
    return { mode: 'send/secondary', userId: () => user_id };
  }
  return {
    mode: 'send/primary',
    userId: () => {
      throw new Error('A primary send names no user.');
    },
  };
}
