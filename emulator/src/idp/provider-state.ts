import { exportJWK, generateKeyPair } from 'jose';
import { newId } from '../store/ids';
import type { OidcProviderRecord } from '../store/model';
import type { Project } from '../store/project';
import { issuerOf } from './discovery';

/** The key of the one record of a project's `oidc_provider` collection. */
const PROVIDER_ID = 'provider';

/** Key generations under way, so two first requests at once make one key, not two. */
const generating = new WeakMap<Project, Promise<OidcProviderRecord>>();

/**
 * The project's provider record, made on first use with a new 2048-bit RSA key. Not made with the
 * project: an RSA key takes a quarter of a second to generate, and most projects never act as a
 * provider. The record is a collection's, so it persists, exports and imports with the project; a
 * reset drops it with the clients it served, and the next use makes a new key.
 */
export async function providerState(project: Project): Promise<OidcProviderRecord> {
  const existing = project.collections.oidc_provider.get(PROVIDER_ID);
  if (existing) return existing;
  let pending = generating.get(project);
  if (!pending) {
    pending = (async () => {
      const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
      const record: OidcProviderRecord = {
        provider_id: PROVIDER_ID,
        rsa_signing_key: { kid: newId('jwk'), private_jwk: await exportJWK(privateKey) },
        discovered_issuer: null,
      };
      // A record an import brought in meanwhile wins: its key may already sign tokens.
      return (
        project.collections.oidc_provider.get(PROVIDER_ID) ??
        project.collections.oidc_provider.put(PROVIDER_ID, record)
      );
    })();
    generating.set(project, pending);
    void pending.finally(() => generating.delete(project)).catch(() => {});
  }
  return pending;
}

/** Remembers the issuer a relying party discovered, for the `iss` of later authorization responses. */
export async function recordDiscoveredIssuer(project: Project, issuer: string): Promise<void> {
  const state = await providerState(project);
  if (state.discovered_issuer === issuer) return;
  project.collections.oidc_provider.put(PROVIDER_ID, { ...state, discovered_issuer: issuer });
}

/**
 * The issuer an authorization response names (RFC 9207). The relying party compares it with the
 * issuer it discovered, which is on the origin it called (the plain loopback port, say), while the
 * page's SDK calls come in on another (`api.emulator.test`): so the issuer last discovered, or, before
 * any discovery, the issuer on the origin of the call.
 */
export function responseIssuer(project: Project, callOrigin: string): string {
  return (
    project.collections.oidc_provider.get(PROVIDER_ID)?.discovered_issuer ?? issuerOf(callOrigin, project)
  );
}
