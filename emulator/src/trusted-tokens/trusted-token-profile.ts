/**
 * A trusted token profile: `sessions/attest` trades a JWT for a session when it is signed by one of
 * `public_key_pems` and names `issuer` and `audience`. The claims named in `attribute_mapping` give
 * the user's email and the token's id.
 */
export type TrustedTokenProfile = {
  profile_id: string;
  issuer: string;
  audience: string;
  public_key_pems: string[];
  attribute_mapping: { email: string; token_id: string };
  /** Whether a token for an email no user has creates that user. */
  can_jit_provision: boolean;
};
