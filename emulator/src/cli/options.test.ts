import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './options';

describe('the command line', () => {
  it('serves on 8787 and 8443 by default, printing its lines', () => {
    expect(parseCommandLine([])).toEqual({
      kind: 'serve',
      settings: { httpPort: 8787, httpsPort: 8443, maxProjects: 1000, projects: [], quiet: false },
    });
  });

  it('takes --quiet, --import and --export-on-exit', () => {
    const parsed = parseCommandLine(['--quiet', '--import', 'in.json', '--export-on-exit', 'out.json']);
    expect(parsed).toMatchObject({
      kind: 'serve',
      settings: { quiet: true, importFile: 'in.json', exportFile: 'out.json' },
    });
  });

  it('takes the name new projects start with, refusing an empty one', () => {
    expect(parseCommandLine(['--project-name', 'Acme Shop'])).toMatchObject({
      settings: { projectName: 'Acme Shop' },
    });
    expect(() => parseCommandLine(['--project-name', ' '])).toThrow('--project-name must not be empty.');
  });

  it('runs the command after -- for exec, on free ports unless told otherwise', () => {
    expect(
      parseCommandLine([
        'exec',
        '--project',
        'public-token-test-a:project-test-a:s:t',
        '--',
        'node',
        '-e',
        'x',
        '--',
        'y',
      ]),
    ).toEqual({
      kind: 'exec',
      settings: {
        httpPort: 0,
        httpsPort: 0,
        maxProjects: 1000,
        projects: [{ publicToken: 'public-token-test-a', projectId: 'project-test-a', secret: 's:t' }],
        quiet: false,
      },
      command: 'node',
      args: ['-e', 'x', '--', 'y'],
    });
    expect(parseCommandLine(['exec', '--http-port', '9000', '--', 'true'])).toMatchObject({
      settings: { httpPort: 9000, httpsPort: 0 },
    });
  });

  it('says how to write exec when the command is missing', () => {
    for (const argv of [['exec'], ['exec', 'node', 'server.js'], ['exec', '--quiet', '--']]) {
      expect(() => parseCommandLine(argv)).toThrow(
        'exec needs a command after --: foyer-emulator exec [options] -- <command> [args...]',
      );
    }
  });

  it('shows the help for --help, with exec too', () => {
    expect(parseCommandLine(['--help'])).toEqual({ kind: 'help' });
    expect(parseCommandLine(['exec', '--help'])).toEqual({ kind: 'help' });
  });

  it('refuses a port out of range, naming the flag', () => {
    expect(() => parseCommandLine(['exec', '--https-port', '70000', '--', 'true'])).toThrow(
      '--https-port must be a whole number between 0 and 65535, not "70000".',
    );
  });
});
