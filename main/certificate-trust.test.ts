import { connect, type PeerCertificate } from 'node:tls';
import { type RunningEmulator, startEmulator } from '@foyer/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCEPT_CERTIFICATE,
  certificateVerdict,
  spkiHashOfPem,
  USE_CHROMIUM_VERDICT,
} from './certificate-trust';

let emulator: RunningEmulator;
let emulatorPem: string;

/** The certificate the emulator presents, as PEM (what Electron's verify proc receives). */
function fetchCertificate(httpsUrl: string): Promise<string> {
  const { port } = new URL(httpsUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(
      { host: '127.0.0.1', port: Number(port), servername: 'api.emulator.test', rejectUnauthorized: false },
      () => {
        const certificate: PeerCertificate = socket.getPeerCertificate();
        socket.end();
        const body = certificate.raw.toString('base64').replace(/.{64}/g, '$&\n');
        resolve(`-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`);
      },
    );
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  emulator = await startEmulator({ httpPort: 0, httpsPort: 0 });
  emulatorPem = await fetchCertificate(emulator.httpsUrl);
});
afterAll(() => emulator.close());

const MAPPED = ['api.emulator.test', 'accounts.google.com'];

describe('certificate trust', () => {
  it('computes the same SPKI hash the emulator advertises for its own certificate', () => {
    expect(spkiHashOfPem(emulatorPem)).toBe(emulator.spkiHash);
  });

  it('accepts the pinned certificate for each host name mapped to the emulator', () => {
    for (const hostname of MAPPED) {
      expect(
        certificateVerdict(
          { hostname, certificatePem: emulatorPem },
          { hostnames: MAPPED, spkiHash: emulator.spkiHash },
        ),
      ).toBe(ACCEPT_CERTIFICATE);
    }
  });

  it('leaves every other host to Chromium, even with the pinned certificate', () => {
    expect(
      certificateVerdict(
        { hostname: 'example.com', certificatePem: emulatorPem },
        { hostnames: MAPPED, spkiHash: emulator.spkiHash },
      ),
    ).toBe(USE_CHROMIUM_VERDICT);
  });

  it('leaves a different key for the emulator host, or an unreadable certificate, to Chromium', () => {
    const otherKey = Buffer.alloc(32, 7).toString('base64');
    expect(
      certificateVerdict(
        { hostname: 'api.emulator.test', certificatePem: emulatorPem },
        { hostnames: MAPPED, spkiHash: otherKey },
      ),
    ).toBe(USE_CHROMIUM_VERDICT);
    expect(
      certificateVerdict(
        { hostname: 'api.emulator.test', certificatePem: 'not a certificate' },
        { hostnames: MAPPED, spkiHash: emulator.spkiHash },
      ),
    ).toBe(USE_CHROMIUM_VERDICT);
  });
});
