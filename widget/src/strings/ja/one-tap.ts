import type { AreaTranslation } from '../catalog';
import type { enOneTap } from '../en/one-tap';

export const jaOneTap: AreaTranslation<typeof enOneTap> = {
  'oneTap.label': 'Google One Tap',
  'oneTap.pending': 'Google One Tap を読み込み中…',
  'oneTap.testTokenOnly': '開発者向けメッセージ（テスト用の公開トークンでのみ表示）：',
  'oneTap.error.origin_not_allowed_for_client':
    'Google One Tap をここに表示できません。このページのオリジンが、Google OAuth クライアントの「承認済みの JavaScript 生成元」に登録されていません。クライアントの承認済みの生成元に追加してください。詳しくは次をご覧ください：https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.invalid_client':
    'このプロジェクトに設定された OAuth クライアント ID を Google が認識できないため、One Tap を表示できません。プロジェクトの Google OAuth 設定でクライアント ID を確認してください。詳しくは次をご覧ください：https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.oauth_config_not_found':
    'このプロジェクトでは Google OAuth が設定されていないため、One Tap を表示できません。OAuth 設定で Google を設定してください。詳しくは次をご覧ください：https://stytch.com/docs/guides/oauth/google',
  'oneTap.error.no_login_redirect_urls_set':
    'このプロジェクトには、One Tap に必要なログイン用リダイレクト URL がありません。1 つ追加してください。詳しくは次をご覧ください：https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.no_signup_redirect_urls_set':
    'このプロジェクトには、One Tap に必要な新規登録用リダイレクト URL がありません。1 つ追加してください。詳しくは次をご覧ください：https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.default_provider_not_allowed':
    'One Tap にはプロジェクト独自の Google OAuth クライアントが必要で、デフォルトのテスト用認証情報は使用できません。クライアント ID とクライアント シークレットを設定してください。詳しくは次をご覧ください：https://stytch.com/docs/guides/oauth/google',
};
