import { type ReactNode, useId } from 'react';
import { ClockView } from '../../console/views/ClockView';
import { ConnectedAppsView } from '../../console/views/ConnectedAppsView';
import { FaultsView } from '../../console/views/FaultsView';
import { OAuthView } from '../../console/views/OAuthView';
import { ProjectAccessView } from '../../console/views/ProjectAccessView';
import { ProjectReset } from '../../console/views/ProjectReset';
import { RequestLogView } from '../../console/views/RequestLogView';
import { SessionsView } from '../../console/views/SessionsView';
import { SettingsView } from '../../console/views/SettingsView';
import { UsersView } from '../../console/views/UsersView';
import { TestbedProject } from './TestbedProject';

function Section(props: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="emulator-section">
      <h3 id={headingId}>{props.title}</h3>
      {props.children}
    </section>
  );
}

/**
 * The page's project as the emulator holds it, in the views the emulator's console shows: users,
 * sessions, faults, access, the clock, OAuth, connected apps, settings, the request log, and a reset.
 */
export function EmulatorPanel() {
  return (
    <TestbedProject>
      <div className="emulator-panel">
        <Section title="Users">
          <UsersView />
        </Section>
        <Section title="Sessions">
          <SessionsView />
        </Section>
        <Section title="Faults">
          <FaultsView />
        </Section>
        <Section title="Project access">
          <ProjectAccessView />
        </Section>
        <Section title="Clock">
          <ClockView />
        </Section>
        <Section title="OAuth">
          <OAuthView />
        </Section>
        <Section title="Connected apps">
          <ConnectedAppsView />
        </Section>
        <Section title="Settings">
          <SettingsView />
        </Section>
        <Section title="Requests">
          <RequestLogView />
        </Section>
        <ProjectReset />
      </div>
    </TestbedProject>
  );
}
