import type { ControlClient } from '@foyer/emulator';
import type { UserConnectedApps } from '../../../contracts/emulator';

type ControlFor = (publicToken: string) => ControlClient;

export type ConnectedAppsControl = {
  /** Every user of the project who granted an app, with the apps and the scopes granted. */
  list(publicToken: string): Promise<UserConnectedApps[]>;
  /** Forgets the user's consent and revokes the app's tokens for the user. */
  revoke(publicToken: string, userId: string, clientId: string): Promise<void>;
};

export function createConnectedAppsControl(controlFor: ControlFor): ConnectedAppsControl {
  return {
    async list(publicToken) {
      const control = controlFor(publicToken);
      const users = await control.users();
      // One call per user: the control API lists grants by user, and a testbed project has few.
      const perUser = await Promise.all(
        users.map(async (user) => ({
          userId: user.user_id,
          label: user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id,
          apps: (await control.userConnectedApps(user.user_id)).map((app) => ({
            clientId: app.client_id,
            clientName: app.client_name,
            clientType: app.client_type,
            scopes: app.scopes,
            grantedAt: app.granted_at,
          })),
        })),
      );
      return perUser.filter((user) => user.apps.length > 0);
    },
    async revoke(publicToken, userId, clientId) {
      await controlFor(publicToken).revokeUserConnectedApp(userId, clientId);
    },
  };
}
