import { ProjectReset } from '../views/ProjectReset';
import { SettingsView } from '../views/SettingsView';

/** The console's Settings page: the settings, then resetting the project below them. */
export function SettingsPage() {
  return (
    <>
      <SettingsView />
      <ProjectReset />
    </>
  );
}
