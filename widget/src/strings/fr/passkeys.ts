import type { AreaTranslation } from '../catalog';
import type { enPasskeys } from '../en/passkeys';

export const frPasskeys: AreaTranslation<typeof enPasskeys> = {
  'passkeys.login.button': 'Continuer avec une clé d’accès',
  'passkeys.confirmation.title': 'C’est fait !',
  'passkeys.confirmation.body': 'Votre clé d’accès a bien été vérifiée.',
  'passkeys.registrationStart.title': 'Configurer une nouvelle clé d’accès',
  'passkeys.registrationStart.body':
    'Une clé d’accès vous permet de vous connecter avec votre empreinte digitale, votre visage ou le verrouillage de l’écran, au lieu d’un mot de passe.',
  'passkeys.registrationStart.create': 'Créer une clé d’accès',
  'passkeys.registrationStart.skip': 'Ignorer',
  'passkeys.registrationSuccess.title': 'Clé d’accès créée !',
  'passkeys.registrationSuccess.existing': 'Clés d’accès existantes',
  'passkeys.registrationSuccess.setUpAnother': 'Configurer une autre clé d’accès',
  'passkeys.registrationSuccess.done': 'Terminé',
  'passkeys.registrationSuccess.deleteWarning':
    'Une fois supprimée, la clé d’accès ne pourra pas être restaurée.',
  'passkeys.registrationSuccess.confirmDelete': 'Supprimer',
  'passkeys.registrationSuccess.cancelDelete': 'Annuler',
  'passkeys.row.edit': 'Modifier',
  'passkeys.row.editLabel': 'Modifier {name}',
  'passkeys.row.delete': 'Supprimer',
  'passkeys.row.deleteLabel': 'Supprimer {name}',
  'passkeys.row.nameLabel': 'Nom de la clé d’accès',
  'passkeys.row.save': 'Enregistrer',
  'passkeys.row.cancel': 'Annuler',
  'passkeys.row.nameEmpty': 'Saisissez un nom pour la clé d’accès.',
  'passkeys.row.nameTooLong': {
    one: 'Le nom d’une clé d’accès ne peut pas dépasser {count} caractère.',
    many: 'Le nom d’une clé d’accès ne peut pas dépasser {count} de caractères.',
    other: 'Le nom d’une clé d’accès ne peut pas dépasser {count} caractères.',
  },
  'passkeys.error.unknown':
    'Une erreur inconnue s’est produite lors de l’authentification par clé d’accès. Veuillez réessayer.',
  'passkeys.error.registrationNotFound':
    'Enregistrement de la clé d’accès introuvable. Vous l’avez peut-être supprimée de votre compte, mais pas de votre gestionnaire de mots de passe. Veuillez réessayer.',
  'passkeys.error.duplicate':
    'Impossible de créer la clé d’accès : elle semble déjà enregistrée. Elle a peut-être été enregistrée sur un autre appareil, puis synchronisée sur celui-ci.',
  'passkeys.error.notCreated':
    'Votre clé d’accès n’a pas été créée. Cliquez sur « Créer une clé d’accès » pour réessayer, ou ignorez cette étape sans ajouter de clé d’accès.',
  'passkeys.error.renameFailed': 'La clé d’accès n’a pas pu être renommée sur le serveur.',
  'passkeys.error.deleteFailed': 'La clé d’accès n’a pas pu être supprimée sur le serveur.',
};
