import type { ControlClient } from '@foyer/emulator/control';
import { useEffect, useState } from 'react';
import { watchProject } from '../port/watch-project';

/** A number that moves with every change the project's stream announces, for the views to re-read on. */
export function useProjectRevision(control: ControlClient): number {
  const [revision, setRevision] = useState(0);
  useEffect(() => watchProject(control, () => setRevision((previous) => previous + 1)), [control]);
  return revision;
}
