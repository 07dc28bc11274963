/**
 * What each method of the provider's two clients resolves to, by the names their own typings give
 * those answers: the browser client (`@stytch/vanilla-js/headless` 6.3) and the backend SDK
 * (`stytch` 14). `declared-answers.schema.json` is derived from these two maps, and the shape tests
 * hold every real answer of the emulator to it. The compiler holds each entry to the method's
 * declared return type (the checks at the bottom), so an entry cannot name the wrong type.
 */
import type {
  CryptoWalletAuthenticateResponse as BrowserCryptoWalletAuthenticateResponse,
  CryptoWalletAuthenticateStartResponse as BrowserCryptoWalletAuthenticateStartResponse,
  ImpersonationAuthenticateResponse as BrowserImpersonationAuthenticateResponse,
  MagicLinksAuthenticateResponse as BrowserMagicLinksAuthenticateResponse,
  OAuthAttachResponse as BrowserOAuthAttachResponse,
  OAuthAuthenticateResponse as BrowserOAuthAuthenticateResponse,
  OTPsAuthenticateResponse as BrowserOTPsAuthenticateResponse,
  User as BrowserUser,
  WebAuthnAuthenticateResponse as BrowserWebAuthnAuthenticateResponse,
  WebAuthnAuthenticateStartResponse as BrowserWebAuthnAuthenticateStartResponse,
  WebAuthnRegisterResponse as BrowserWebAuthnRegisterResponse,
  WebAuthnRegisterStartResponse as BrowserWebAuthnRegisterStartResponse,
  WebAuthnUpdateResponse as BrowserWebAuthnUpdateResponse,
  DeleteResponse,
  MagicLinksLoginOrCreateResponse,
  MagicLinksSendResponse,
  OAuthAuthorizeStartResponse,
  OAuthAuthorizeSubmitResponse,
  OAuthLogoutStartResponse,
  OTPsLoginOrCreateResponse,
  OTPsSendResponse,
  PasswordAuthenticateResponse,
  PasswordCreateResponse,
  PasswordResetByEmailResponse,
  PasswordResetByEmailStartResponse,
  PasswordResetByExistingPasswordResponse,
  PasswordResetBySessionResponse,
  PasswordStrengthCheckResponse,
  ResponseCommon,
  SessionAccessTokenExchangeResponse,
  SessionAttestResponse,
  SessionAuthenticateResponse,
  SessionRevokeResponse,
  StytchClient,
  TOTPAuthenticateResponse,
  TOTPCreateResponse,
  TOTPRecoverResponse,
  TOTPRecoveryCodesResponse,
  UserGetConnectedAppsResponse,
  UserUpdateResponse,
} from '@stytch/vanilla-js/headless';
import type {
  AuthenticateTokenResponse,
  Client,
  CryptoWalletsAuthenticateResponse,
  CryptoWalletsAuthenticateStartResponse,
  IntrospectTokenClaims,
  IntrospectTokenResponse,
  M2MClientsCreateResponse,
  M2MClientsDeleteResponse,
  M2MClientsGetResponse,
  M2MClientsSearchResponse,
  M2MClientsSecretsRotateCancelResponse,
  M2MClientsSecretsRotateResponse,
  M2MClientsSecretsRotateStartResponse,
  M2MClientsUpdateResponse,
  MagicLinksAuthenticateResponse,
  MagicLinksEmailInviteResponse,
  MagicLinksEmailLoginOrCreateResponse,
  MagicLinksEmailRevokeInviteResponse,
  MagicLinksEmailSendResponse,
  OAuthAttachResponse,
  OAuthAuthenticateResponse,
  OTPsAuthenticateResponse,
  OTPsEmailLoginOrCreateResponse,
  OTPsEmailSendResponse,
  OTPsSmsLoginOrCreateResponse,
  OTPsSmsSendResponse,
  OTPsWhatsAppLoginOrCreateResponse,
  OTPsWhatsAppSendResponse,
  PasswordsAuthenticateResponse,
  PasswordsCreateResponse,
  PasswordsEmailResetResponse,
  PasswordsEmailResetStartResponse,
  PasswordsExistingPasswordResetResponse,
  PasswordsSessionResetResponse,
  PasswordsStrengthCheckResponse,
  RBACPolicyResponse,
  Session,
  SessionsAuthenticateResponse,
  SessionsGetJWKSResponse,
  SessionsGetResponse,
  SessionsRevokeResponse,
  TOTPsAuthenticateResponse,
  TOTPsCreateResponse,
  TOTPsRecoverResponse,
  TOTPsRecoveryCodesResponse,
  TokenResponse,
  UsersCreateResponse,
  UsersDeleteCryptoWalletResponse,
  UsersDeleteEmailResponse,
  UsersDeleteOAuthRegistrationResponse,
  UsersDeletePasswordResponse,
  UsersDeletePhoneNumberResponse,
  UsersDeleteResponse,
  UsersDeleteTOTPResponse,
  UsersDeleteWebAuthnRegistrationResponse,
  UsersGetResponse,
  UsersSearchResponse,
  UsersUpdateResponse,
  WebAuthnAuthenticateResponse,
  WebAuthnAuthenticateStartResponse,
  WebAuthnListCredentialsResponse,
  WebAuthnRegisterResponse,
  WebAuthnRegisterStartResponse,
  WebAuthnUpdateResponse,
} from 'stytch';

/** The browser client's methods that call the API, each with the answer its typings declare. */
export type BrowserAnswers = {
  'session.authenticate': SessionAuthenticateResponse;
  'session.revoke': SessionRevokeResponse;
  'session.exchangeAccessToken': SessionAccessTokenExchangeResponse;
  'session.attest': SessionAttestResponse;
  'user.get': BrowserUser;
  'user.update': UserUpdateResponse;
  'user.deleteEmail': DeleteResponse;
  'user.deletePhoneNumber': DeleteResponse;
  'user.deleteTOTP': DeleteResponse;
  'user.deleteCryptoWallet': DeleteResponse;
  'user.deleteOAuthRegistration': DeleteResponse;
  'user.deleteWebauthnRegistration': DeleteResponse;
  'user.deleteBiometricRegistration': DeleteResponse;
  'user.getConnectedApps': UserGetConnectedAppsResponse;
  'user.revokedConnectedApp': ResponseCommon;
  'magicLinks.email.loginOrCreate': MagicLinksLoginOrCreateResponse;
  'magicLinks.email.send': MagicLinksSendResponse;
  'magicLinks.authenticate': BrowserMagicLinksAuthenticateResponse;
  'otps.sms.loginOrCreate': OTPsLoginOrCreateResponse;
  'otps.sms.send': OTPsSendResponse;
  'otps.whatsapp.loginOrCreate': OTPsLoginOrCreateResponse;
  'otps.whatsapp.send': OTPsSendResponse;
  'otps.email.loginOrCreate': OTPsLoginOrCreateResponse;
  'otps.email.send': OTPsSendResponse;
  'otps.authenticate': BrowserOTPsAuthenticateResponse;
  'passwords.create': PasswordCreateResponse;
  'passwords.authenticate': PasswordAuthenticateResponse;
  'passwords.resetByEmailStart': PasswordResetByEmailStartResponse;
  'passwords.resetByEmail': PasswordResetByEmailResponse;
  'passwords.resetByExistingPassword': PasswordResetByExistingPasswordResponse;
  'passwords.resetBySession': PasswordResetBySessionResponse;
  'passwords.strengthCheck': PasswordStrengthCheckResponse;
  'oauth.authenticate': BrowserOAuthAuthenticateResponse;
  'oauth.attach': BrowserOAuthAttachResponse;
  'cryptoWallets.authenticateStart': BrowserCryptoWalletAuthenticateStartResponse;
  'cryptoWallets.authenticate': BrowserCryptoWalletAuthenticateResponse;
  'totps.create': TOTPCreateResponse;
  'totps.authenticate': TOTPAuthenticateResponse;
  'totps.recoveryCodes': TOTPRecoveryCodesResponse;
  'totps.recover': TOTPRecoverResponse;
  'webauthn.register': BrowserWebAuthnRegisterResponse;
  'webauthn.authenticate': BrowserWebAuthnAuthenticateResponse | null;
  'webauthn.update': BrowserWebAuthnUpdateResponse;
  'impersonation.authenticate': BrowserImpersonationAuthenticateResponse;
  'idp.oauthAuthorizeStart': OAuthAuthorizeStartResponse;
  'idp.oauthAuthorizeSubmit': OAuthAuthorizeSubmitResponse;
  'idp.oauthLogoutStart': OAuthLogoutStartResponse;
};

/**
 * Answers the browser client reads inside a method rather than returning them: the two WebAuthn
 * starts (the client parses their options string), keyed by their route under `/sdk/v1`.
 */
export type BrowserStepAnswers = {
  '/webauthn/register/start': BrowserWebAuthnRegisterStartResponse;
  '/webauthn/authenticate/start': BrowserWebAuthnAuthenticateStartResponse;
};

/** The backend SDK's methods the emulator serves, each with the answer its typings declare. */
export type BackendAnswers = {
  'sessions.get': SessionsGetResponse;
  'sessions.authenticate': SessionsAuthenticateResponse;
  'sessions.revoke': SessionsRevokeResponse;
  'sessions.getJWKS': SessionsGetJWKSResponse;
  'sessions.authenticateJwtLocal': Session;
  'users.create': UsersCreateResponse;
  'users.get': UsersGetResponse;
  'users.search': UsersSearchResponse;
  'users.update': UsersUpdateResponse;
  'users.delete': UsersDeleteResponse;
  'users.deleteEmail': UsersDeleteEmailResponse;
  'users.deletePhoneNumber': UsersDeletePhoneNumberResponse;
  'users.deleteWebAuthnRegistration': UsersDeleteWebAuthnRegistrationResponse;
  'users.deleteTOTP': UsersDeleteTOTPResponse;
  'users.deleteCryptoWallet': UsersDeleteCryptoWalletResponse;
  'users.deletePassword': UsersDeletePasswordResponse;
  'users.deleteOAuthRegistration': UsersDeleteOAuthRegistrationResponse;
  'magicLinks.authenticate': MagicLinksAuthenticateResponse;
  'magicLinks.email.send': MagicLinksEmailSendResponse;
  'magicLinks.email.loginOrCreate': MagicLinksEmailLoginOrCreateResponse;
  'magicLinks.email.invite': MagicLinksEmailInviteResponse;
  'magicLinks.email.revokeInvite': MagicLinksEmailRevokeInviteResponse;
  'otps.authenticate': OTPsAuthenticateResponse;
  'otps.sms.send': OTPsSmsSendResponse;
  'otps.sms.loginOrCreate': OTPsSmsLoginOrCreateResponse;
  'otps.whatsapp.send': OTPsWhatsAppSendResponse;
  'otps.whatsapp.loginOrCreate': OTPsWhatsAppLoginOrCreateResponse;
  'otps.email.send': OTPsEmailSendResponse;
  'otps.email.loginOrCreate': OTPsEmailLoginOrCreateResponse;
  'passwords.create': PasswordsCreateResponse;
  'passwords.authenticate': PasswordsAuthenticateResponse;
  'passwords.strengthCheck': PasswordsStrengthCheckResponse;
  'passwords.email.resetStart': PasswordsEmailResetStartResponse;
  'passwords.email.reset': PasswordsEmailResetResponse;
  'passwords.existingPassword.reset': PasswordsExistingPasswordResetResponse;
  'passwords.sessions.reset': PasswordsSessionResetResponse;
  'totps.create': TOTPsCreateResponse;
  'totps.authenticate': TOTPsAuthenticateResponse;
  'totps.recoveryCodes': TOTPsRecoveryCodesResponse;
  'totps.recover': TOTPsRecoverResponse;
  'oauth.attach': OAuthAttachResponse;
  'oauth.authenticate': OAuthAuthenticateResponse;
  'webauthn.registerStart': WebAuthnRegisterStartResponse;
  'webauthn.register': WebAuthnRegisterResponse;
  'webauthn.authenticateStart': WebAuthnAuthenticateStartResponse;
  'webauthn.authenticate': WebAuthnAuthenticateResponse;
  'webauthn.update': WebAuthnUpdateResponse;
  'webauthn.listCredentials': WebAuthnListCredentialsResponse;
  'cryptoWallets.authenticateStart': CryptoWalletsAuthenticateStartResponse;
  'cryptoWallets.authenticate': CryptoWalletsAuthenticateResponse;
  'm2m.token': TokenResponse;
  'm2m.authenticateToken': AuthenticateTokenResponse;
  'm2m.clients.get': M2MClientsGetResponse;
  'm2m.clients.search': M2MClientsSearchResponse;
  'm2m.clients.update': M2MClientsUpdateResponse;
  'm2m.clients.delete': M2MClientsDeleteResponse;
  'm2m.clients.create': M2MClientsCreateResponse;
  'm2m.clients.secrets.rotateStart': M2MClientsSecretsRotateStartResponse;
  'm2m.clients.secrets.rotateCancel': M2MClientsSecretsRotateCancelResponse;
  'm2m.clients.secrets.rotate': M2MClientsSecretsRotateResponse;
  'rbac.policy': RBACPolicyResponse;
  'idp.introspectTokenNetwork': IntrospectTokenClaims;
  'idp.introspectTokenLocal': IntrospectTokenClaims;
};

/**
 * Raw answers the backend SDK reshapes before returning them, keyed by route: the introspection's
 * claims are renamed by the SDK (`aud` becomes `audience`), so the wire shape is held to its own type.
 */
export type BackendWireAnswers = {
  '/v1/public/:project_id/oauth2/introspect': IntrospectTokenResponse;
};

/** All four maps, the one root the schema file is generated from. */
export type DeclaredAnswers = {
  browser: BrowserAnswers;
  browserSteps: BrowserStepAnswers;
  backend: BackendAnswers;
  backendWire: BackendWireAnswers;
};

type Answer<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;
type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type EveryEntryDeclared<Answers, C> = {
  [K in keyof Answers & string]: Same<Answers[K], Answer<At<C, K>>>;
}[keyof Answers & string] extends true
  ? true
  : false;

// A `false` here means an entry above names a type other than its method's declared answer.
export const browserEntriesMatchTheClient: EveryEntryDeclared<BrowserAnswers, StytchClient> = true;
export const backendEntriesMatchTheSdk: EveryEntryDeclared<BackendAnswers, Client> = true;
