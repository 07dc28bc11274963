import { readFileSync } from 'node:fs';

/** What decides whether Chromium can keep its sandbox on this machine. */
export type SandboxHost = {
  platform: NodeJS.Platform;
  /** `process.getuid()`, undefined where there is none (Windows). */
  uid: number | undefined;
  /** Whether an unprivileged process may create a user namespace (Linux; see below). */
  userNamespaces: boolean;
};

export type SandboxDecision = { sandboxed: true } | { sandboxed: false; reason: string };

/**
 * Keeps Chromium's sandbox on wherever it can run, and says why when it cannot. On Linux the
 * sandbox needs an unprivileged user namespace (or a setuid helper that Playwright's and Debian's
 * builds do not install), and Chromium refuses to start sandboxed as root at all
 * (crbug.com/638180), whatever the kernel offers: containers often run `npm start` as root. So:
 * root, or no user namespaces, means no sandbox; everything else, macOS and Windows included,
 * keeps it. The testbed only ever loads its own page, the demo app and the emulator's pages
 * (navigation policy), which is what makes running without it tolerable where it must.
 */
export function decideChromiumSandbox(host: SandboxHost): SandboxDecision {
  if (host.platform !== 'linux') return { sandboxed: true };
  if (host.uid === 0) {
    return { sandboxed: false, reason: 'running as root, where Chromium refuses its sandbox' };
  }
  if (!host.userNamespaces) {
    return { sandboxed: false, reason: 'this Linux kernel gives unprivileged processes no user namespaces' };
  }
  return { sandboxed: true };
}

/**
 * Whether the kernel lets an unprivileged process create a user namespace: turned off by a zero
 * limit, by Debian's older `unprivileged_userns_clone` switch, or by Ubuntu's AppArmor restriction
 * (which only profiled browsers escape). A missing file is a kernel without that switch.
 */
export function hasUserNamespaces(read: (path: string) => string | undefined): boolean {
  const value = (path: string) => read(path)?.trim();
  if (value('/proc/sys/user/max_user_namespaces') === '0') return false;
  if (value('/proc/sys/kernel/unprivileged_userns_clone') === '0') return false;
  if (value('/proc/sys/kernel/apparmor_restrict_unprivileged_userns') === '1') return false;
  return true;
}

/** This process's machine, as {@link decideChromiumSandbox} reads it. */
export function currentSandboxHost(): SandboxHost {
  const read = (path: string) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
  };
  return {
    platform: process.platform,
    uid: process.getuid?.(),
    userNamespaces: process.platform === 'linux' && hasUserNamespaces(read),
  };
}
