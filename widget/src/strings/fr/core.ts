import type { AreaTranslation } from '../catalog';
import type { enCore } from '../en/core';

export const frCore: AreaTranslation<typeof enCore> = {
  'main.title': 'Inscrivez-vous ou connectez-vous',
  'main.divider': 'ou',
  'main.tabs.label': 'Modes de connexion',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'E-mail',
  'email.label': 'Adresse e-mail',
  'email.placeholder': 'nom@exemple.fr',
  'email.invalid': 'Adresse e-mail non valide. Veuillez réessayer.',
  'button.continue': 'Continuer',
  'button.back': 'Retour',
  'status.loading': 'Chargement…',
  'status.submitting': 'Envoi en cours…',
  'logo.alt': 'Logo',
  'watermark.label': 'Fourni par Stytch',
  'link.newTab': '(s’ouvre dans un nouvel onglet)',
  'toast.dismiss': 'Fermer la notification',
  'toast.region': 'Notifications',
  'error.title': 'Il semble qu’une erreur se soit produite !',
  'error.unreachable': 'Impossible de contacter nos serveurs.',
  'error.invalidJson': 'Nos serveurs ont renvoyé une réponse JSON non valide.',
  'error.invalidResponse': 'Nos serveurs ont renvoyé une réponse non valide.',
  'error.screenUnavailable': 'L’écran {screen} n’est pas encore disponible dans cette version du widget.',
  'config.error.emailMagicLinksWithEmailOtp':
    'Erreur : impossible d’utiliser à la fois les liens de connexion par e-mail et les codes à usage unique par e-mail',
  'config.error.passkeysAlone':
    'Erreur : les clés d’accès ne peuvent pas être utilisées seules. Ajoutez un autre produit à la configuration.',
  'config.warning.localeNotImported':
    'Aucun catalogue pour la langue « {requested} » n’a été transmis au widget, qui s’affiche donc en {shown}. Importez la langue depuis @foyer/widget/locales et transmettez-la dans locales.',
  'config.warning.localeInvalid':
    '« {requested} » n’est pas une balise de langue BCP 47 ; le widget s’affiche donc en {shown}.',
  'passkeys.error.noActiveUser':
    'Erreur : le composant PasskeyRegistration ne peut pas être utilisé sans utilisateur authentifié.',
  'error.userLocked': 'Trop de tentatives d’authentification ont échoué. Veuillez réessayer plus tard.',
};
