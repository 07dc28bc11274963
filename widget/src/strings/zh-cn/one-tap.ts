import type { AreaTranslation } from '../catalog';
import type { enOneTap } from '../en/one-tap';

export const zhCNOneTap: AreaTranslation<typeof enOneTap> = {
  'oneTap.label': 'Google One Tap',
  'oneTap.pending': '正在加载 Google One Tap…',
  'oneTap.testTokenOnly': '开发者消息（仅在使用测试公共令牌时显示）：',
  'oneTap.error.origin_not_allowed_for_client':
    'Google One Tap 无法在此显示：此页面的来源不在 Google OAuth 客户端的“已获授权的 JavaScript 来源”中。请将其添加到该客户端的已获授权的来源，详见 https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.invalid_client':
    'Google 无法识别为此项目设置的 OAuth 客户端 ID，因此无法显示 One Tap。请在项目的 Google OAuth 设置中检查客户端 ID，详见 https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.oauth_config_not_found':
    '此项目尚未设置 Google OAuth，因此无法显示 One Tap。请在 OAuth 设置中设置 Google，详见 https://stytch.com/docs/guides/oauth/google',
  'oneTap.error.no_login_redirect_urls_set':
    '此项目没有 One Tap 所需的登录重定向网址。请添加一个，详见 https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.no_signup_redirect_urls_set':
    '此项目没有 One Tap 所需的注册重定向网址。请添加一个，详见 https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.default_provider_not_allowed':
    'One Tap 需要使用项目自己的 Google OAuth 客户端，不能使用默认的测试凭据。请设置客户端 ID 和客户端密钥，详见 https://stytch.com/docs/guides/oauth/google',
};
