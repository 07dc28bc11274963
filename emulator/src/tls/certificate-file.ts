import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileDurably } from '../store/durable-file';

let temporaryDir: string | undefined;

/**
 * A PEM file holding the emulator's certificate, for `NODE_EXTRA_CA_CERTS` (Node trusts nothing
 * else for the backend SDK's calls and its JWKS fetch). The certificate's own folder keeps it as
 * `cert.pem`; a certificate made in memory is written to a private temporary folder.
 */
export function certificateFile(certPem: string, dir: string | undefined): string {
  if (dir) return join(dir, 'cert.pem');
  temporaryDir ??= mkdtempSync(join(tmpdir(), 'foyer-emulator-'));
  const name = `cert-${createHash('sha256').update(certPem).digest('hex').slice(0, 16)}.pem`;
  const path = join(temporaryDir, name);
  if (!existsSync(path)) writeFileDurably(path, certPem);
  return path;
}
