import { InboxView } from '../../console/views/InboxView';
import { TestbedProject } from './TestbedProject';

/** The project's emails and texts: the emulator console's inbox, over the testbed's bridge. */
export function InboxPanel() {
  return (
    <TestbedProject>
      <InboxView />
    </TestbedProject>
  );
}
