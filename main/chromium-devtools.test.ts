import { describe, expect, it } from 'vitest';
import { chooseDevtoolsPort, devtoolsFlags, devtoolsInstructions, headlessAdvice } from './chromium-devtools';

describe('the DevTools port of the testbed browser', () => {
  it('is off unless asked for', () => {
    expect(chooseDevtoolsPort([], {})).toEqual({ port: null });
  });

  it('is read from --remote-debugging-port=N, --remote-debugging-port N, or FOYER_DEVTOOLS_PORT', () => {
    expect(chooseDevtoolsPort(['--remote-debugging-port=9222'], {})).toEqual({ port: 9222 });
    expect(chooseDevtoolsPort(['--remote-debugging-port', '9333'], {})).toEqual({ port: 9333 });
    expect(chooseDevtoolsPort([], { FOYER_DEVTOOLS_PORT: '9444' })).toEqual({ port: 9444 });
  });

  it('takes the flag over the environment', () => {
    expect(chooseDevtoolsPort(['--remote-debugging-port=9222'], { FOYER_DEVTOOLS_PORT: '9444' })).toEqual({
      port: 9222,
    });
  });

  it('refuses what is not a port, naming where it came from', () => {
    expect(chooseDevtoolsPort(['--remote-debugging-port=http'], {})).toEqual({
      error: '--remote-debugging-port: "http" is not a port (1 to 65535)',
    });
    expect(chooseDevtoolsPort([], { FOYER_DEVTOOLS_PORT: '70000' })).toEqual({
      error: 'FOYER_DEVTOOLS_PORT: "70000" is not a port (1 to 65535)',
    });
    expect(chooseDevtoolsPort(['--remote-debugging-port=0'], {})).toHaveProperty('error');
    expect(chooseDevtoolsPort(['--remote-debugging-port', '--other'], {})).toEqual({
      error: '--remote-debugging-port needs a port, as in --remote-debugging-port=9222',
    });
    expect(chooseDevtoolsPort(['--remote-debugging-port'], {})).toHaveProperty('error');
  });

  it('listens on the loopback interface only', () => {
    expect(devtoolsFlags(9222)).toEqual([
      '--remote-debugging-port=9222',
      '--remote-debugging-address=127.0.0.1',
    ]);
  });

  it("says how to reach it from Chrome's chrome://inspect, here and through an SSH tunnel", () => {
    const lines = devtoolsInstructions(9333, null).join('\n');
    expect(lines).toContain('http://127.0.0.1:9333');
    expect(lines).toContain('add 127.0.0.1:9333 under "Configure…"');
    expect(lines).toContain('ssh -L 9333:127.0.0.1:9333');
    expect(devtoolsInstructions(9222, 'devtools://x').join('\n')).toContain('devtools://x');
  });
});

describe('a start without a display', () => {
  it('offers the DevTools port and xvfb-run', () => {
    const advice = headlessAdvice(null).join('\n');
    expect(advice).toContain('npm start -- --remote-debugging-port=9222');
    expect(advice).toContain('xvfb-run npm start');
  });

  it('points at the port already asked for instead of offering it', () => {
    const advice = headlessAdvice(9333).join('\n');
    expect(advice).toContain('DevTools port 9333');
    expect(advice).not.toContain('npm start -- --remote-debugging-port');
  });
});
