import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Tabs } from '../components/Tabs';
import { MountPanel } from '../mount/MountPanel';
import { INSPECTOR_PANELS } from '../panels/registry';
import { systemClock } from '../session-bar/clock';
import { SessionBar } from '../session-bar/SessionBar';
import { clientFor } from '../widget-host/client';
import { FailureLine } from './FailureLine';
import { type Testbed, TestbedContext } from './testbed-context';
import { WidgetStage } from './WidgetStage';

export function App(props: { testbed: Testbed; onStageReady: (element: HTMLElement) => void }) {
  const { testbed, onStageReady } = props;
  const { pageToken } = useSnapshot(testbed.store);
  const [panel, setPanel] = useState(INSPECTOR_PANELS[0]?.id ?? '');
  // Signed out, the widget starts over as a host's page would show it to a visitor.
  const onSignOut = (outcome: { ok: true } | { ok: false; error: unknown }) => {
    testbed.widget.logEvent(
      'host',
      outcome.ok ? 'session.revoke' : 'session.revoke failed',
      outcome.ok ? [] : [outcome.error],
    );
    if (outcome.ok) void testbed.applySettings();
  };

  return (
    <TestbedContext.Provider value={testbed}>
      <div className="layout">
        <header className="topbar">
          <h1>Foyer testbed</h1>
          <span className="badge runtime">
            {testbed.api.runtime === 'electron' ? 'Electron' : 'Chromium mode'}
          </span>
          <span className="topbar-token mono" title="The public token of the project this page talks to">
            {pageToken}
          </span>
          <FailureLine />
        </header>
        <SessionBar client={clientFor(pageToken)} clock={systemClock} onSignOut={onSignOut} />
        <aside className="sidebar">
          <MountPanel />
        </aside>
        <main className="center">
          <WidgetStage onReady={onStageReady} />
        </main>
        <section className="inspector" aria-label="Inspector">
          <Tabs label="Inspector panels" items={INSPECTOR_PANELS} selected={panel} onSelect={setPanel} />
        </section>
      </div>
    </TestbedContext.Provider>
  );
}
