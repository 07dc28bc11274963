import { describe, expect, it } from 'vitest';
import { runningLines, usageLines } from './banner';

const TARGET = {
  httpUrl: 'http://127.0.0.1:8787',
  httpsUrl: 'https://127.0.0.1:8443',
  spkiHash: 'hash=',
  certificatePath: '/cache/cert.pem',
  executable: '/usr/bin/chromium',
};

describe("the banner's usage lines", () => {
  const lines = usageLines(TARGET);

  it('lead with the plain-HTTP client options on localhost, for any browser', () => {
    expect(lines.slice(0, 3)).toEqual([
      "A page's client, in any browser with no flags (every product; Google One Tap shows the Google button):",
      "  createStytchClient(publicToken, emulatorClientOptions('http://localhost:8787'))",
      "  with import { emulatorClientOptions } from '@foyer/emulator-client'",
    ]);
  });

  it('end with the mapped host for One Tap and https, and the Chromium command for it', () => {
    expect(lines.at(-2)).toBe(
      "For Google One Tap or https: customBaseUrl 'https://api.emulator.test', and open Chromium with:",
    );
    expect(lines.at(-1)).toContain("'--host-resolver-rules=MAP api.emulator.test 127.0.0.1:8443");
    expect(lines.at(-1)).toContain('--ignore-certificate-errors-spki-list=hash=');
    expect(lines).toContain('  NODE_EXTRA_CA_CERTS=/cache/cert.pem');
  });
});

describe("the banner's head", () => {
  it('names the files --import read and --export-on-exit will write', () => {
    const lines = runningLines({
      ...TARGET,
      certificateDir: '/cache',
      projects: [],
      importFile: 'seed.json',
      exportFile: 'out.json',
    });
    expect(lines).toContain('  imported:      seed.json');
    expect(lines).toContain('  exports to:    out.json   (when it stops)');
    expect(lines).toContain('  data dir:      (in memory)');
    // The console comes first, on localhost where a page's cookies and passkeys work.
    expect(lines[1]).toBe(
      '  console:       http://localhost:8787/   (inbox, users, sessions, clock, settings...)',
    );
  });

  it("names each fixed project's credentials and its inbox in the console", () => {
    const lines = runningLines({
      ...TARGET,
      certificateDir: '/cache',
      projects: [
        { publicToken: 'public-token-test-app', projectId: 'project-test-app', secret: 'secret-test-app' },
      ],
    });
    expect(lines.slice(-3)).toEqual([
      '  project:       public-token-test-app',
      '                 project_id project-test-app   secret secret-test-app',
      '                 inbox http://localhost:8787/p/public-token-test-app/inbox',
    ]);
  });
});
