import type { ControlClient } from '@foyer/emulator';
import type { ProjectAccess } from '../../../contracts/emulator';

type ControlFor = (publicToken: string) => ControlClient;

export type ProjectAccessControl = {
  read(publicToken: string): Promise<ProjectAccess>;
  setAuthorizedOrigins(publicToken: string, origins: string[]): Promise<ProjectAccess>;
};

/** The project's backend credentials and its authorized page origins, through the control API. */
export function createProjectAccessControl(controlFor: ControlFor): ProjectAccessControl {
  const read = async (token: string): Promise<ProjectAccess> => {
    const control = controlFor(token);
    const [credentials, settings] = await Promise.all([control.credentials(), control.settings()]);
    return {
      publicToken: credentials.public_token,
      projectId: credentials.project_id,
      secret: credentials.secret,
      authorizedOrigins: settings.authorized_origins,
    };
  };
  return {
    read,
    async setAuthorizedOrigins(token, origins) {
      await controlFor(token).updateSettings({ authorized_origins: origins });
      return read(token);
    },
  };
}
