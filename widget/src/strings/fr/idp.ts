import type { AreaTranslation } from '../catalog';
import type { enIdp } from '../en/idp';

export const frIdp: AreaTranslation<typeof enIdp> = {
  'idp.error.noActiveSession': 'Aucune session active. Connectez-vous pour continuer.',
  'idp.error.missingParameter':
    'Un paramètre obligatoire est manquant : {param}. Veuillez contacter le développeur de l’application.',
  'idp.error.requestRefused':
    'La demande de l’application a reçu la réponse « {error} » ; retour à l’application.',
  'idp.error.unsafeRedirect':
    'L’application a demandé à revenir à une adresse qui n’est pas une page web ; celle-ci n’a donc pas été ouverte.',
  'idp.consent.title': 'Se connecter à {clientName} avec {projectName}',
  'idp.consent.titleCustomScopes': '{clientName} souhaite accéder à votre compte sur {projectName}',
  'idp.consent.requesting': '{clientName} demande l’autorisation de :',
  'idp.consent.ungrantable': '{clientName} demande aussi des accès que vous ne pouvez pas lui accorder :',
  'idp.consent.defaultClientName': 'L’application',
  'idp.consent.defaultProjectName': 'ce service',
  'idp.consent.allow': 'Autoriser',
  'idp.consent.deny': 'Refuser',
  'idp.consent.denied': 'L’accès à l’application a été refusé.',
  'idp.consent.successTitle': 'C’est fait !',
  'idp.consent.successBody': 'Redirection vers {clientName}…',
  'idp.scope.openid': 'Confirmer votre identité',
  'idp.scope.openid.detail': 'Voir les informations de base enregistrées dans votre compte',
  'idp.scope.profileGroup': 'Voir les informations de votre profil',
  'idp.scope.profile': 'Votre nom, votre photo et votre langue',
  'idp.scope.email': 'Votre adresse e-mail',
  'idp.scope.phone': 'Votre numéro de téléphone',
  'idp.scope.offlineAccess': 'Conserver l’accès à votre compte lorsque vous n’utilisez pas l’application',
  'idp.scope.offlineAccess.offline': 'Accéder à vos données lorsque vous êtes hors connexion.',
  'idp.scope.offlineAccess.background':
    'Synchroniser vos données et exécuter des tâches en arrière-plan pour vous.',
  'idp.scope.fullAccess': 'Agir en votre nom avec un accès complet à votre compte',
  'idp.scope.custom': 'Utiliser le champ d’application {scope}',
  'idp.logout.title': 'Se déconnecter ?',
  'idp.logout.body': 'Voulez-vous vraiment vous déconnecter de votre compte sur {projectName} ?',
  'idp.logout.yes': 'Oui',
  'idp.logout.no': 'Non',
  'idp.logout.declined': 'Votre session est toujours ouverte. Vous pouvez fermer cette page.',
};
