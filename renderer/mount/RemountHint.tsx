import { useSnapshot } from 'valtio';
import type { MountSettings } from '../../preload/api';
import { useTestbed } from '../app/testbed-context';
import { SETTING_APPLIES, settingsAwaitingRemount } from '../widget-host/live-settings';

/** Said next to a setting edited since the mount that the mounted widget cannot take live. */
export function RemountHint({ setting }: { setting: keyof MountSettings }) {
  const { store, widget } = useTestbed();
  const { settings, mount } = useSnapshot(store);
  // Read the generation, not only the kind: a remount goes from mounted to mounted, and this must
  // render again for the settings the new mount took.
  const generation = mount.kind === 'mounted' ? mount.generation : null;
  const applied = generation === null ? null : widget.appliedSettings();
  if (!applied || !settingsAwaitingRemount(applied, settings as MountSettings).includes(setting)) return null;
  return (
    <p className="remount-hint" role="status">
      {SETTING_APPLIES[setting] === 'new page' ? 'Remount to apply (loads a new page)' : 'Remount to apply'}
    </p>
  );
}
