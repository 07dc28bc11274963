import { useCallback, useEffect, useRef } from 'react';
import { userLabel } from '../port/control-port';
import type { UserGrants } from '../port/project-port';
import type { ProjectChange } from '../port/watch-project';
import { ON_NO_CHANGE, useChangesApplied } from './follow-changes';
import { type ProjectData, useProject, useProjectData } from './project-context';

/**
 * A user's change applied to the grants shown: a deleted user's grants go, an edited one's label
 * follows; a user who allowed nothing is not among them, so their change changes nothing here.
 */
export function applyUserChange(grants: UserGrants[], change: ProjectChange): UserGrants[] {
  if (change.kind !== 'user_changed' || !grants.some((each) => each.userId === change.user_id)) return grants;
  const { user } = change;
  if (!user) return grants.filter((each) => each.userId !== change.user_id);
  return grants.map((each) => (each.userId === user.user_id ? { ...each, label: userLabel(user) } : each));
}

/** One user's grants, read again, put in place of what was shown: gone when none are left, last when new. */
export function withUserGrants(grants: UserGrants[], user: UserGrants): UserGrants[] {
  if (user.apps.length === 0) return grants.filter((each) => each.userId !== user.userId);
  const at = grants.findIndex((each) => each.userId === user.userId);
  return at === -1 ? [...grants, user] : grants.with(at, user);
}

export type UserGrantsData = ProjectData<UserGrants[]> & {
  /** Reads one user's grants again, and shows them in place. */
  refreshUser: (userId: string) => Promise<void>;
};

/**
 * The users who allowed apps, each with the apps: read whole once (and on the stream's reconnection
 * or a reset); then a grant given or revoked reads that user's grants alone, and a user's edit or
 * deletion is applied in place, with no read.
 */
export function useUserGrants(): UserGrantsData {
  const { feed, port } = useProject();
  const grants = useProjectData((p) => p.userGrants(), [] as UserGrants[], '', ON_NO_CHANGE);
  useChangesApplied(grants, applyUserChange);
  const { update, refresh } = grants;
  // Per user, the latest read: changes come in bursts, and an older read that answers last must not win.
  const latestReads = useRef(new Map<string, number>());
  const readCount = useRef(0);
  const refreshUser = useCallback(
    async (userId: string) => {
      const read = ++readCount.current;
      latestReads.current.set(userId, read);
      try {
        const user = await port.userGrantsOf(userId);
        if (latestReads.current.get(userId) === read) update((shown) => withUserGrants(shown, user));
      } catch {
        // The whole list read again: if that fails too, the view says why.
        await refresh();
      }
    },
    [port, update, refresh],
  );
  useEffect(
    () =>
      feed?.subscribe((change) => {
        if (
          change.kind === 'records_changed' &&
          change.collection === 'connected_app_grant' &&
          change.user_id
        )
          void refreshUser(change.user_id);
      }),
    [feed, refreshUser],
  );
  return { ...grants, refreshUser };
}
