import type { AreaTranslation } from '../catalog';
import type { enOneTap } from '../en/one-tap';

export const koOneTap: AreaTranslation<typeof enOneTap> = {
  'oneTap.label': 'Google One Tap',
  'oneTap.pending': 'Google One Tap을 불러오는 중…',
  'oneTap.testTokenOnly': '개발자 메시지(테스트용 공개 토큰을 사용할 때만 표시됨):',
  'oneTap.error.origin_not_allowed_for_client':
    '여기에 Google One Tap을 표시할 수 없습니다. 이 페이지의 원본이 Google OAuth 클라이언트의 승인된 JavaScript 원본에 없습니다. 클라이언트의 승인된 원본에 추가하세요. 참고: https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.invalid_client':
    'Google에서 이 프로젝트에 설정된 OAuth 클라이언트 ID를 인식하지 못해 One Tap을 표시할 수 없습니다. 프로젝트의 Google OAuth 설정에서 클라이언트 ID를 확인하세요. 참고: https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.oauth_config_not_found':
    '이 프로젝트에 Google OAuth가 설정되어 있지 않아 One Tap을 표시할 수 없습니다. OAuth 설정에서 Google을 설정하세요. 참고: https://stytch.com/docs/guides/oauth/google',
  'oneTap.error.no_login_redirect_urls_set':
    '이 프로젝트에 One Tap에 필요한 로그인 리디렉션 URL이 없습니다. 하나 추가하세요. 참고: https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.no_signup_redirect_urls_set':
    '이 프로젝트에 One Tap에 필요한 가입 리디렉션 URL이 없습니다. 하나 추가하세요. 참고: https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.default_provider_not_allowed':
    'One Tap에는 프로젝트 자체의 Google OAuth 클라이언트가 필요하며 기본 테스트 사용자 인증 정보는 사용할 수 없습니다. 클라이언트 ID와 클라이언트 보안 비밀번호를 설정하세요. 참고: https://stytch.com/docs/guides/oauth/google',
};
