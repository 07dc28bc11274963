import type { ProjectSettings } from '@foyer/emulator/control';
import { ON_NO_CHANGE, useChangesApplied } from './follow-changes';
import { type ProjectData, useProjectData } from './project-context';

/** The project's settings, read once and then kept as the stream says they changed (it carries them whole). */
export function useProjectSettings(): ProjectData<ProjectSettings | null> {
  const settings = useProjectData((p) => p.settings(), null as ProjectSettings | null, '', ON_NO_CHANGE);
  useChangesApplied(settings, (shown, change) =>
    change.kind === 'settings_changed' ? change.settings : shown,
  );
  return settings;
}
