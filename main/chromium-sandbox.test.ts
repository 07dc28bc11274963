import { describe, expect, it } from 'vitest';
import { decideChromiumSandbox, hasUserNamespaces } from './chromium-sandbox';

describe("the Chromium mode's sandbox", () => {
  it('stays on for a user who is not root on a Linux with user namespaces', () => {
    expect(decideChromiumSandbox({ platform: 'linux', uid: 1000, userNamespaces: true })).toEqual({
      sandboxed: true,
    });
  });

  it('is off as root, with the reason, even where the kernel has user namespaces', () => {
    expect(decideChromiumSandbox({ platform: 'linux', uid: 0, userNamespaces: true })).toEqual({
      sandboxed: false,
      reason: 'running as root, where Chromium refuses its sandbox',
    });
  });

  it('is off for a user on a Linux without user namespaces, with the reason', () => {
    const decision = decideChromiumSandbox({ platform: 'linux', uid: 1000, userNamespaces: false });
    expect(decision).toEqual({ sandboxed: false, reason: expect.stringContaining('no user namespaces') });
  });

  it('stays on on macOS and Windows, whose sandboxes need neither', () => {
    expect(decideChromiumSandbox({ platform: 'darwin', uid: 501, userNamespaces: false }).sandboxed).toBe(
      true,
    );
    expect(
      decideChromiumSandbox({ platform: 'win32', uid: undefined, userNamespaces: false }).sandboxed,
    ).toBe(true);
  });
});

describe('user namespaces', () => {
  const kernel = (files: Record<string, string>) => (path: string) => files[path];

  it('are there on a kernel with a limit and no switch turning them off', () => {
    expect(hasUserNamespaces(kernel({ '/proc/sys/user/max_user_namespaces': '63590\n' }))).toBe(true);
    expect(hasUserNamespaces(kernel({}))).toBe(true);
  });

  it.each([
    ['/proc/sys/user/max_user_namespaces', '0\n'],
    ['/proc/sys/kernel/unprivileged_userns_clone', '0\n'],
    ['/proc/sys/kernel/apparmor_restrict_unprivileged_userns', '1\n'],
  ])('are not when %s reads %j', (path, value) => {
    expect(
      hasUserNamespaces(kernel({ '/proc/sys/user/max_user_namespaces': '63590\n', [path]: value })),
    ).toBe(false);
  });
});
