import type { AreaTranslation } from '../catalog';
import type { enOneTap } from '../en/one-tap';

export const frOneTap: AreaTranslation<typeof enOneTap> = {
  'oneTap.label': 'Google One Tap',
  'oneTap.pending': 'Chargement de Google One Tap…',
  'oneTap.testTokenOnly':
    'Message pour les développeurs (affiché uniquement avec des jetons publics de test) :',
  'oneTap.error.origin_not_allowed_for_client':
    'Google One Tap ne peut pas s’afficher ici : l’origine de cette page n’est pas une origine JavaScript autorisée du client OAuth Google. Ajoutez-la aux origines autorisées du client, voir https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.invalid_client':
    'Google ne reconnaît pas l’ID client OAuth défini pour ce projet ; One Tap ne peut donc pas s’afficher. Vérifiez l’ID client dans les paramètres OAuth Google du projet, voir https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.oauth_config_not_found':
    'Google OAuth n’est pas configuré pour ce projet ; One Tap ne peut donc pas s’afficher. Configurez Google dans les paramètres OAuth, voir https://stytch.com/docs/guides/oauth/google',
  'oneTap.error.no_login_redirect_urls_set':
    'Ce projet n’a aucune URL de redirection de connexion, alors que One Tap en a besoin. Ajoutez-en une, voir https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.no_signup_redirect_urls_set':
    'Ce projet n’a aucune URL de redirection d’inscription, alors que One Tap en a besoin. Ajoutez-en une, voir https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.default_provider_not_allowed':
    'One Tap nécessite le client OAuth Google propre au projet ; les identifiants de test par défaut ne peuvent pas être utilisés avec lui. Définissez l’ID client et le code secret du client, voir https://stytch.com/docs/guides/oauth/google',
};
