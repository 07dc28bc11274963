import type { CDPSession, Page } from '@playwright/test';

/** What a CDP virtual authenticator stores for one credential (`../shared/reference/test-infra.md` §4). */
export type VirtualCredential = {
  /** Standard base64, unlike the base64url of WebAuthn JSON. */
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  userHandle?: string;
  signCount: number;
};

export type AuthenticatorOptions = {
  protocol?: 'ctap2' | 'u2f';
  transport?: 'internal' | 'usb' | 'nfc' | 'ble' | 'cable';
  hasResidentKey?: boolean;
  hasUserVerification?: boolean;
  isUserVerified?: boolean;
  automaticPresenceSimulation?: boolean;
};

/** A platform passkey: built in, discoverable credentials, the user verifies (fingerprint, PIN). */
export const PLATFORM_PASSKEY: Required<AuthenticatorOptions> = {
  protocol: 'ctap2',
  transport: 'internal',
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
  automaticPresenceSimulation: true,
};

/**
 * A Chrome DevTools virtual authenticator on one page: the browser's own WebAuthn stack signs with
 * it, so the client, the widget and the emulator's verification all run for real.
 */
export class VirtualAuthenticator {
  private constructor(
    private readonly cdp: CDPSession,
    readonly id: string,
  ) {}

  static async attach(page: Page, options: AuthenticatorOptions = PLATFORM_PASSKEY) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { ctap2Version: 'ctap2_1', ...PLATFORM_PASSKEY, ...options },
    });
    return new VirtualAuthenticator(cdp, authenticatorId);
  }

  async credentials(): Promise<VirtualCredential[]> {
    const { credentials } = await this.cdp.send('WebAuthn.getCredentials', { authenticatorId: this.id });
    return credentials;
  }

  setUserVerified(isUserVerified: boolean) {
    return this.cdp.send('WebAuthn.setUserVerified', { authenticatorId: this.id, isUserVerified });
  }

  /** Corrupts what the authenticator returns, so the server's verification has something to refuse. */
  setResponseOverrideBits(bits: { isBogusSignature?: boolean; isBadUV?: boolean; isBadUP?: boolean }) {
    return this.cdp.send('WebAuthn.setResponseOverrideBits', { authenticatorId: this.id, ...bits });
  }
}

/** WebAuthn JSON ids are base64url without padding; CDP's are standard base64. */
export function toBase64Url(standard: string): string {
  return standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
