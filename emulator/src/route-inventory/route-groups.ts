/**
 * Which API a route belongs to, and which product it serves, from its path alone: the prefixes
 * split the APIs (`../shared/reference/provider-contract.md` §11 for `/sdk/v1`), and each product's
 * paths are the provider's.
 */
export type RouteApi = 'browser' | 'backend' | 'page' | 'control' | 'console';

export const API_MEANINGS: Record<RouteApi, string> = {
  browser: '`/sdk/v1`, what the browser client (`@stytch/vanilla-js`) calls with a public token',
  backend: '`/v1`, what a host’s server (the `stytch` SDK) or a relying party calls',
  page: 'a page, script or frame a browser loads; no CORS, posts from the page itself only',
  control: '`/control/v1`, the emulator’s own control API (`@foyer/emulator/control`)',
  console: 'the console served at `/` and `/p/<public token>/<view>`',
};

const PAGE_PATHS = [/^\/v1\/public\/oauth\//, /^\/one-tap\//, /^\/gsi\//];

export function apiOfPath(path: string): RouteApi {
  if (path.startsWith('/sdk/v1/')) return 'browser';
  if (path.startsWith('/control/v1/')) return 'control';
  if (PAGE_PATHS.some((page) => page.test(path))) return 'page';
  if (path.startsWith('/v1/')) return 'backend';
  return 'console';
}

/** The products in the order API.md lists them; the first whose pattern matches a path owns it. */
export const PRODUCTS: readonly { name: string; paths: RegExp }[] = [
  { name: 'Project bootstrap and events', paths: /^\/sdk\/v1\/(projects\/bootstrap|events)\b/ },
  { name: 'Sessions', paths: /^\/(sdk\/)?v1\/sessions\b/ },
  { name: 'Connected apps', paths: /^\/sdk\/v1\/users\/connected_apps\b/ },
  { name: 'Users', paths: /^\/(sdk\/)?v1\/users\b/ },
  { name: 'RBAC', paths: /^\/v1\/rbac\b/ },
  { name: 'Magic links', paths: /^\/(sdk\/)?v1\/magic_links\b/ },
  { name: 'Passcodes (OTP)', paths: /^\/(sdk\/)?v1\/otps\b/ },
  { name: 'Passwords', paths: /^\/(sdk\/)?v1\/passwords\b/ },
  { name: 'TOTP', paths: /^\/(sdk\/)?v1\/totps\b/ },
  { name: 'Passkeys and WebAuthn', paths: /^\/(sdk\/)?v1\/webauthn\b/ },
  { name: 'Crypto wallets', paths: /^\/(sdk\/)?v1\/crypto_wallets\b/ },
  {
    name: 'OpenID provider',
    paths: /^\/sdk\/v1\/(idp\/|oauth\/logout\b)|^\/v1\/public\/:public_token\/|\/oauth2\/introspect$/,
  },
  { name: 'Social sign-in (OAuth)', paths: /^\/(sdk\/)?v1\/(public\/)?oauth\b/ },
  { name: 'Google One Tap', paths: /^\/(one-tap|gsi)\// },
  { name: 'Impersonation', paths: /^\/sdk\/v1\/impersonation\b/ },
  { name: 'M2M', paths: /^\/v1\/(m2m\b|public\/:project_id\/oauth2\/token$)/ },
  { name: 'B2B (refused: every project is a consumer project)', paths: /^\/sdk\/v1\/b2b\// },
  { name: 'Control API', paths: /^\/control\/v1\// },
  { name: 'Console', paths: /^\/(console\/|p\/|$)/ },
];

export function productOfPath(path: string): string {
  const product = PRODUCTS.find(({ paths }) => paths.test(path));
  if (!product) throw new Error(`No product claims the path ${path}: add it to PRODUCTS.`);
  return product.name;
}
