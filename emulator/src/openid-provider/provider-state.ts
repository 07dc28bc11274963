import type { Project } from '../emulator-store';
import { issuerOf } from './discovery';

/** The key of the one record of a project's `oidc_provider` collection. */
const PROVIDER_ID = 'provider';

/** Remembers the issuer a relying party discovered, for the `iss` of later authorization responses. */
export function recordDiscoveredIssuer(project: Project, issuer: string): void {
  const { oidc_provider } = project.collections;
  if (oidc_provider.get(PROVIDER_ID)?.discovered_issuer === issuer) return;
  oidc_provider.put(PROVIDER_ID, { provider_id: PROVIDER_ID, discovered_issuer: issuer });
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
