import { useEffect } from 'react';
import { userLabel } from '../port/control-port';
import type { UserGrants } from '../port/project-port';
import type { ProjectChange } from '../port/watch-project';
import { type ProjectData, useProject, useProjectData } from './project-context';

/** The collections whose changes change who allowed which app. */
const GRANT_COLLECTIONS = new Set(['connected_app_grant', 'connected_app']);

const isGrantChange = (change: ProjectChange) =>
  change.kind === 'records_changed' && GRANT_COLLECTIONS.has(change.collection);

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

/**
 * The users who allowed apps, each with the apps: read when grants or apps change (reading them
 * visits every user), while a user's edit or sign-in is applied in place, with no read.
 */
export function useUserGrants(): ProjectData<UserGrants[]> {
  const { feed } = useProject();
  const grants = useProjectData((port) => port.userGrants(), [] as UserGrants[], '', isGrantChange);
  const { update } = grants;
  useEffect(
    () => feed?.subscribe((change) => update((shown) => applyUserChange(shown, change))),
    [feed, update],
  );
  return grants;
}
