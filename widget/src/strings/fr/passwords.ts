import type { AreaTranslation } from '../catalog';
import type { enPasswords } from '../en/passwords';

export const frPasswords: AreaTranslation<typeof enPasswords> = {
  'passwords.email.submit': 'Continuer par e-mail',
  'passwords.choice.title': 'Choisissez comment créer votre compte.',
  'passwords.choice.sendLink': 'M’envoyer un lien de connexion par e-mail',
  'passwords.choice.sendCode': 'M’envoyer un code de connexion par e-mail',
  'passwords.create.title': 'Terminez la création de votre compte en définissant un mot de passe',
  'passwords.login.title': 'Se connecter',
  'passwords.login.forgot': 'Mot de passe oublié ?',
  'passwords.passwordless.sending': 'Envoi d’un e-mail en cours…',
  'passwords.field.label': 'Mot de passe',
  'passwords.field.newLabel': 'Nouveau mot de passe',
  'passwords.field.show': 'Afficher',
  'passwords.field.hide': 'Masquer',
  'passwords.field.showLabel': 'Afficher le mot de passe',
  'passwords.field.hideLabel': 'Masquer le mot de passe',
  'passwords.field.empty': 'Veuillez saisir votre mot de passe.',
  'passwords.strength.score': 'Sécurité du mot de passe : {score} sur {max}.',
  'passwords.strength.accepted': 'Mot de passe accepté.',
  'passwords.strength.notAccepted': 'Le mot de passe n’est pas encore accepté.',
  'passwords.strength.met': 'Critère respecté :',
  'passwords.strength.notMet': 'Critère non respecté :',
  'passwords.luds.length': {
    one: 'Doit contenir au moins {count} caractère',
    many: 'Doit contenir au moins {count} de caractères',
    other: 'Doit contenir au moins {count} caractères',
  },
  'passwords.luds.complexity': {
    one: 'Doit contenir {count} des éléments suivants : lettre majuscule, lettre minuscule, chiffre, caractère spécial',
    many: 'Doit contenir {count} des éléments suivants : lettre majuscule, lettre minuscule, chiffre, caractère spécial',
    other:
      'Doit contenir {count} des éléments suivants : lettre majuscule, lettre minuscule, chiffre, caractère spécial',
  },
  'passwords.breachedWarning':
    'Ce mot de passe a peut-être été utilisé sur un autre site victime d’un problème de sécurité. Veuillez en choisir un autre.',
  'passwords.forgot.title': 'Mot de passe oublié ?',
  'passwords.forgot.body': 'Un lien pour réinitialiser votre mot de passe a été envoyé à {email}.',
  'passwords.setNew.title': 'Consultez votre boîte de réception !',
  'passwords.setNew.body': 'Un lien pour définir le mot de passe de votre compte a été envoyé à {email}.',
  'passwords.breached.title': 'Consultez votre boîte de réception pour définir un nouveau mot de passe',
  'passwords.breached.body':
    'Ce mot de passe est apparu dans une fuite de données sur un autre site. Pour protéger votre compte, un lien permettant d’en choisir un nouveau a été envoyé à {email}.',
  'passwords.resetRequired.title':
    'Consultez votre boîte de réception pour définir un nouveau mot de passe !',
  'passwords.resetRequired.body':
    'Nous devons vérifier qu’il s’agit bien de vous. Un lien pour définir un nouveau mot de passe a été envoyé à {email}.',
  'passwords.resendEmail': 'Renvoyer l’e-mail',
  'passwords.emailResent': 'E-mail renvoyé',
  'passwords.loginWithoutPassword': 'Se connecter sans mot de passe',
  'passwords.resetForm.title': 'Réinitialiser votre mot de passe',
  'passwords.resetForm.missingToken':
    'Ce lien ne contient pas de jeton de réinitialisation. Demandez un nouvel e-mail de réinitialisation et ouvrez le lien qu’il contient.',
  'passwords.confirmation.title': 'C’est fait !',
  'passwords.confirmation.body': 'Connexion réussie.',
  'passwords.loggingIn': 'Connexion en cours...',
  'passwords.error.breached':
    'Ce mot de passe figure dans la liste des mots de passe divulgués et doit être réinitialisé.',
};
