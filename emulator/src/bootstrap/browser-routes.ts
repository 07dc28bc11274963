import { ok } from '../http/envelope';
import type { SdkRouter } from '../http/sdk-router';
import type { ProjectSettings } from '../settings/project-settings';

/** The bootstrap document (`../shared/reference/provider-contract.md` §6): captcha and fingerprinting off, so the client loads nothing else. */
export function registerBootstrapRoutes(sdk: SdkRouter): void {
  sdk.get('/projects/bootstrap/:public_token', (c) => {
    const project = c.get('store').project(c.req.param('public_token'));
    const settings = project.settings;
    return ok(c, {
      project_name: settings.project_name,
      disable_sdk_watermark: settings.disable_sdk_watermark,
      cname_domain: null,
      email_domains: settings.email_domains,
      captcha_settings: { enabled: false },
      pkce_required_for_email_magic_links: settings.pkce_required_for_email_magic_links,
      pkce_required_for_password_resets: settings.pkce_required_for_password_resets,
      pkce_required_for_oauth: settings.pkce_required_for_oauth,
      pkce_required_for_sso: false,
      slug_pattern: null,
      create_organization_enabled: false,
      password_config: passwordConfig(settings),
      // With DFP off there is no mode: the client's BootstrapData types it `dfpProtectedAuthMode?:
      // 'OBSERVATION' | 'DECISIONING'`, never null.
      dfp_protected_auth_enabled: false,
      rbac_policy: settings.rbac_policy,
      siwe_required_for_crypto_wallets: settings.siwe_required_for_crypto_wallets,
      vertical: 'CONSUMER',
    });
  });
}

function passwordConfig(settings: ProjectSettings) {
  const policy = settings.password_policy;
  if (policy.policy !== 'luds') return null;
  return { luds_complexity: policy.min_complexity, luds_minimum_count: policy.min_length };
}
