import type { AreaTranslation } from '../catalog';
import type { enOneTap } from '../en/one-tap';

export const ptBrOneTap: AreaTranslation<typeof enOneTap> = {
  'oneTap.label': 'Google One Tap',
  'oneTap.pending': 'Carregando o Google One Tap…',
  'oneTap.testTokenOnly': 'Mensagem para desenvolvedores (só com tokens públicos de teste):',
  'oneTap.error.origin_not_allowed_for_client':
    'O Google One Tap não pode aparecer aqui: a origem desta página não é uma origem JavaScript autorizada do cliente OAuth do Google. Adicione-a às origens autorizadas do cliente, veja https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.invalid_client':
    'O Google não reconhece o ID do cliente OAuth configurado para este projeto, então o One Tap não pode aparecer. Confira o ID do cliente nas configurações de OAuth do Google do projeto, veja https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.oauth_config_not_found':
    'O Google OAuth não está configurado para este projeto, então o One Tap não pode aparecer. Configure o Google nas configurações de OAuth, veja https://stytch.com/docs/guides/oauth/google',
  'oneTap.error.no_login_redirect_urls_set':
    'Este projeto não tem URL de redirecionamento de login, que o One Tap exige. Adicione uma, veja https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.no_signup_redirect_urls_set':
    'Este projeto não tem URL de redirecionamento de cadastro, que o One Tap exige. Adicione uma, veja https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.default_provider_not_allowed':
    'O One Tap exige o cliente OAuth do Google do próprio projeto; as credenciais de teste padrão não servem. Configure o ID e o segredo do cliente, veja https://stytch.com/docs/guides/oauth/google',
};
