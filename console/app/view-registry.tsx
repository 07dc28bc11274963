import type { ReactNode } from 'react';
import { ClockView } from '../views/ClockView';
import { ConnectedAppsView } from '../views/ConnectedAppsView';
import { FaultsView } from '../views/FaultsView';
import { InboxView } from '../views/InboxView';
import { OAuthView } from '../views/OAuthView';
import { ProjectAccessView } from '../views/ProjectAccessView';
import { ProjectReset } from '../views/ProjectReset';
import { RequestLogView } from '../views/RequestLogView';
import { SessionsView } from '../views/SessionsView';
import { SettingsView } from '../views/SettingsView';
import { UsersView } from '../views/UsersView';
import type { ProjectViewId } from './routes';

/** Each page of a project, drawn by the view the testbed shows too. */
export const VIEW_CONTENT: Record<ProjectViewId, () => ReactNode> = {
  inbox: () => <InboxView />,
  users: () => <UsersView />,
  sessions: () => <SessionsView />,
  clock: () => <ClockView />,
  faults: () => <FaultsView />,
  settings: () => (
    <>
      <SettingsView />
      <ProjectReset />
    </>
  ),
  oauth: () => <OAuthView />,
  apps: () => <ConnectedAppsView />,
  access: () => <ProjectAccessView />,
  requests: () => <RequestLogView />,
};
