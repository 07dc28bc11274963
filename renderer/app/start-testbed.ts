import { DEFAULT_CONFIG } from '@foyer/widget';
import type { MountSettings, TestbedApi } from '../../preload/api';
import { defaultMountSettings } from '../mount/settings';
import { installPageWallets } from '../wallets/page-wallets';
import { clientFor } from '../widget-host/client';
import { createWidgetController } from '../widget-host/widget-controller';
import { createApplySettings } from './apply-settings';
import { cspOfPage, readHandoff } from './page-url';
import { persistLogs, restoreLogs } from './persisted-logs';
import { reloadReason } from './reload-reason';
import { reportFailure } from './report-failure';
import type { Testbed } from './testbed-context';
import { appendCapped, COOKIE_LOG_LIMIT, createTestbedStore } from './testbed-store';

function sessionMinutes(settings: MountSettings): number {
  const options = settings.config.sessionOptions as { sessionDurationMinutes?: unknown } | undefined;
  return typeof options?.sessionDurationMinutes === 'number'
    ? options.sessionDurationMinutes
    : DEFAULT_CONFIG.sessionOptions.sessionDurationMinutes;
}

/**
 * Brings the testbed up: restores the last settings, acts on a link that landed here (as a host
 * app would), connects the live feeds, and returns the testbed and the mount trigger for the stage.
 */
export async function startTestbed(
  api: TestbedApi,
): Promise<{ testbed: Testbed; onStageReady: (el: HTMLElement) => void }> {
  const presets = await api.listPresets();
  let settings = presets.current ?? defaultMountSettings();
  const handoff = readHandoff(location.search);
  if (handoff.kind === 'passwordReset') {
    settings = { ...settings, mode: 'passwordReset', passwordResetToken: handoff.token };
  }
  if (handoff.kind === 'identityProvider') {
    settings = { ...settings, mode: 'identityProvider', identityProviderParams: handoff.params };
  }

  const store = createTestbedStore(settings, presets);
  // The logs tell one story per tab: a magic-link or OAuth return must not wipe what led to it.
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  restoreLogs(store, sessionStorage, reloadReason(handoff, navigation?.type), Date.now());
  persistLogs(store, sessionStorage);
  // Wallet extensions inject before any page script; the widget looks for wallets when it mounts.
  await installPageWallets(window, api).catch(reportFailure(store, 'Installing the test wallets'));
  const widget = createWidgetController(store, api);
  api.onCookieChanged((change) => appendCapped(store.cookieChanges, change, COOKIE_LOG_LIMIT));
  // A logged request changes no record: the views' lists take it from the feed (TestbedProject).
  api.onEmulatorChanged(({ kind }) => {
    if (kind !== 'request_logged') store.emulatorRevision += 1;
  });
  api.watchProject(settings.publicToken).catch(reportFailure(store, 'Watching the emulator project'));

  if (handoff.kind === 'authenticate') {
    // The host's part of a magic-link or OAuth login: the client reads and strips the token.
    try {
      const result = await clientFor(settings.publicToken).authenticateByUrl({
        session_duration_minutes: sessionMinutes(settings),
      });
      widget.logEvent('host', `authenticateByUrl ${handoff.tokenType}`, [result]);
    } catch (error) {
      widget.logEvent('host', `authenticateByUrl ${handoff.tokenType} failed`, [error]);
    }
  }

  let stage: HTMLElement | null = null;
  const applySettings = createApplySettings({
    store,
    api,
    widget,
    stage: () => stage,
    navigate: (url) => location.assign(url),
  });
  const testbed: Testbed = { store, api, widget, applySettings };
  appendCapped(store.events, {
    id: 0,
    at: Date.now(),
    source: 'host',
    name: 'testbed started',
    args: [{ runtime: api.runtime, csp: cspOfPage(location.search), publicToken: settings.publicToken }],
  });
  return {
    testbed,
    onStageReady: (element) => {
      stage = element;
      // An app's authorize or logout request is one-shot: remembered, the next start would replay it.
      void applySettings({ remember: handoff.kind !== 'identityProvider' });
    },
  };
}
