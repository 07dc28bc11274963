import { describe, expect, it } from 'vitest';
import { execEnvironment, exitStatusOf } from './exec';

const EMULATOR = {
  httpUrl: 'http://127.0.0.1:40001',
  httpsUrl: 'https://127.0.0.1:40002',
  certificatePath: '/cache/foyer-emulator/cert.pem',
};
const APP = {
  publicToken: 'public-token-test-app',
  projectId: 'project-test-app',
  secret: 'secret-test-app',
};

describe("exec's environment", () => {
  it('gives the page-facing URL on localhost, the HTTPS URL and the certificate', () => {
    expect(execEnvironment(EMULATOR, [])).toEqual({
      FOYER_EMULATOR_URL: 'http://localhost:40001',
      FOYER_EMULATOR_HTTPS_URL: 'https://127.0.0.1:40002',
      NODE_EXTRA_CA_CERTS: '/cache/foyer-emulator/cert.pem',
    });
  });

  it("gives the backend SDK's variables for exactly one --project, and the control token", () => {
    expect(execEnvironment({ ...EMULATOR, controlToken: 'tok' }, [APP])).toMatchObject({
      FOYER_CONTROL_TOKEN: 'tok',
      STYTCH_PUBLIC_TOKEN: 'public-token-test-app',
      STYTCH_PROJECT_ID: 'project-test-app',
      STYTCH_SECRET: 'secret-test-app',
      STYTCH_BASE_URL: 'https://127.0.0.1:40002',
    });
  });

  it('names no project when there are two', () => {
    const other = { publicToken: 'public-token-test-b', projectId: 'project-test-b', secret: 'b' };
    expect(
      Object.keys(execEnvironment(EMULATOR, [APP, other])).filter((k) => k.startsWith('STYTCH_')),
    ).toEqual([]);
  });
});

describe("exec's exit status", () => {
  it("is the command's code, or 128 + the signal's number", () => {
    expect(exitStatusOf(3, null)).toBe(3);
    expect(exitStatusOf(0, null)).toBe(0);
    expect(exitStatusOf(null, 'SIGTERM')).toBe(143);
    expect(exitStatusOf(null, 'SIGINT')).toBe(130);
  });
});
