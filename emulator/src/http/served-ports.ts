import { MAPPED_HOSTNAMES } from '../tls/certificate';

/**
 * The ports this process's emulators listen on. A redirect back to an emulator would land a token
 * in one of its own answers, which the page that started the flow might read; so no emulator
 * origin is ever an allowed redirect target, whatever a project's allow-list says. Kept per
 * process, not per emulator: no emulator of this process is a target for another either.
 */
const servedPorts = new Set<string>();

const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

export function recordServedPort(port: number): void {
  servedPorts.add(String(port));
}

export function forgetServedPort(port: number): void {
  servedPorts.delete(String(port));
}

/** Whether `url` leads to an emulator: a mapped emulator host name, or a loopback host on a served port. */
export function isEmulatorUrl(url: URL): boolean {
  if (MAPPED_HOSTNAMES.includes(url.hostname)) return true;
  const port = url.port !== '' ? url.port : url.protocol === 'https:' ? '443' : '80';
  return LOOPBACK_HOSTNAMES.includes(url.hostname) && servedPorts.has(port);
}
