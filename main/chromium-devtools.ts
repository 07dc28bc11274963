/**
 * The testbed's browser on a local DevTools port, so that a machine without a display can still be
 * seen and driven: from Chrome's chrome://inspect on this machine, or on another through an SSH
 * tunnel. Bound to 127.0.0.1 only: the port hands whoever reaches it the whole browser.
 */

export const DEVTOOLS_PORT_FLAG = '--remote-debugging-port';
export const DEVTOOLS_PORT_ENV = 'FOYER_DEVTOOLS_PORT';

export type DevtoolsPortChoice = { port: number | null } | { error: string };

/** The port asked for by `npm start -- --remote-debugging-port=9222` (or `FOYER_DEVTOOLS_PORT`). */
export function chooseDevtoolsPort(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): DevtoolsPortChoice {
  const index = argv.findIndex(
    (arg) => arg === DEVTOOLS_PORT_FLAG || arg.startsWith(`${DEVTOOLS_PORT_FLAG}=`),
  );
  if (index === -1) {
    const fromEnv = env[DEVTOOLS_PORT_ENV];
    return fromEnv ? parsePort(fromEnv, DEVTOOLS_PORT_ENV) : { port: null };
  }
  const arg = argv[index] ?? '';
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  if (!value || value.startsWith('-')) {
    return { error: `${DEVTOOLS_PORT_FLAG} needs a port, as in ${DEVTOOLS_PORT_FLAG}=9222` };
  }
  return parsePort(value, DEVTOOLS_PORT_FLAG);
}

function parsePort(value: string, source: string): DevtoolsPortChoice {
  const port = Number(value);
  return /^\d+$/.test(value) && port >= 1 && port <= 65_535
    ? { port }
    : { error: `${source}: "${value}" is not a port (1 to 65535)` };
}

/** The Chromium (and Electron) switches that open the DevTools port on the loopback interface alone. */
export function devtoolsFlags(port: number): string[] {
  return [`${DEVTOOLS_PORT_FLAG}=${port}`, '--remote-debugging-address=127.0.0.1'];
}

/** How to reach the testbed's browser through the port, for the terminal. */
export function devtoolsInstructions(port: number, inspectorUrl: string | null): string[] {
  return [
    `DevTools port: http://127.0.0.1:${port} (this machine only).`,
    port === 9222
      ? '  In Chrome, open chrome://inspect: it lists the testbed page (localhost:9222 is watched by default).'
      : `  In Chrome, open chrome://inspect, add 127.0.0.1:${port} under "Configure…", and inspect the testbed page.`,
    `  From another machine, first: ssh -L ${port}:127.0.0.1:${port} <this machine>.`,
    ...(inspectorUrl ? [`  Or paste this into Chrome's address bar: ${inspectorUrl}`] : []),
  ];
}

/** What to say when Chromium must run headless, depending on whether the DevTools port was asked for. */
export function headlessAdvice(devtoolsPort: number | null): string[] {
  return [
    'No display ($DISPLAY is unset), so Chromium runs headless. To see the testbed:',
    devtoolsPort === null
      ? `  npm start -- ${DEVTOOLS_PORT_FLAG}=9222   then chrome://inspect in Chrome (see below once open)`
      : `  through the DevTools port ${devtoolsPort} (below), or`,
    '  xvfb-run npm start   headed on a virtual display (watch it with a VNC server such as x11vnc on that display)',
  ];
}

/**
 * The DevTools front-end address of the page at `pageUrl`, read from the port's target list, so the
 * terminal can print a link that opens the testbed's page straight away; null when the list does not
 * name it (the instructions above still work).
 */
export async function inspectorUrlFor(port: number, pageUrl: string): Promise<string | null> {
  const response = await fetch(`http://127.0.0.1:${port}/json/list`).catch(() => null);
  if (!response?.ok) return null;
  const targets = (await response.json()) as Array<{ type?: string; url?: string; id?: string }>;
  const target = targets.find((entry) => entry.type === 'page' && entry.url?.startsWith(pageUrl));
  return target?.id
    ? `devtools://devtools/bundled/inspector.html?ws=127.0.0.1:${port}/devtools/page/${target.id}`
    : null;
}
