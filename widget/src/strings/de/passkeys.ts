import type { AreaTranslation } from '../catalog';
import type { enPasskeys } from '../en/passkeys';

export const dePasskeys: AreaTranslation<typeof enPasskeys> = {
  'passkeys.login.button': 'Weiter mit Passkey',
  'passkeys.confirmation.title': 'Geschafft!',
  'passkeys.confirmation.body': 'Ihr Passkey wurde erfolgreich bestätigt.',
  'passkeys.registrationStart.title': 'Neuen Passkey einrichten',
  'passkeys.registrationStart.body':
    'Mit einem Passkey melden Sie sich per Fingerabdruck, Gesichtserkennung oder Displaysperre an – ganz ohne Passwort.',
  'passkeys.registrationStart.create': 'Passkey erstellen',
  'passkeys.registrationStart.skip': 'Überspringen',
  'passkeys.registrationSuccess.title': 'Passkey erstellt!',
  'passkeys.registrationSuccess.existing': 'Vorhandene Passkeys',
  'passkeys.registrationSuccess.setUpAnother': 'Weiteren Passkey einrichten',
  'passkeys.registrationSuccess.done': 'Fertig',
  'passkeys.registrationSuccess.deleteWarning': 'Ein gelöschter Passkey kann nicht wiederhergestellt werden.',
  'passkeys.registrationSuccess.confirmDelete': 'Löschen',
  'passkeys.registrationSuccess.cancelDelete': 'Abbrechen',
  'passkeys.row.edit': 'Bearbeiten',
  'passkeys.row.editLabel': '{name} bearbeiten',
  'passkeys.row.delete': 'Löschen',
  'passkeys.row.deleteLabel': '{name} löschen',
  'passkeys.row.nameLabel': 'Name des Passkeys',
  'passkeys.row.save': 'Speichern',
  'passkeys.row.cancel': 'Abbrechen',
  'passkeys.row.nameEmpty': 'Geben Sie einen Namen für den Passkey ein.',
  'passkeys.row.nameTooLong': {
    one: 'Der Name eines Passkeys darf höchstens {count} Zeichen lang sein.',
    other: 'Der Name eines Passkeys darf höchstens {count} Zeichen lang sein.',
  },
  'passkeys.error.unknown':
    'Bei der Authentifizierung mit dem Passkey ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  'passkeys.error.registrationNotFound':
    'Die Passkey-Registrierung wurde nicht gefunden. Möglicherweise haben Sie den Passkey aus Ihrem Konto gelöscht, aber nicht aus Ihrem Passwortmanager. Bitte versuchen Sie es erneut.',
  'passkeys.error.duplicate':
    'Der Passkey kann nicht erstellt werden, da er anscheinend bereits registriert ist. Möglicherweise wurde er auf einem anderen Gerät registriert und geräteübergreifend synchronisiert.',
  'passkeys.error.notCreated':
    'Ihr Passkey wurde nicht erstellt. Klicken Sie auf „Passkey erstellen“, um es erneut zu versuchen, oder überspringen Sie diesen Schritt, ohne einen Passkey hinzuzufügen.',
  'passkeys.error.renameFailed': 'Der Passkey konnte auf dem Server nicht umbenannt werden.',
  'passkeys.error.deleteFailed': 'Der Passkey konnte auf dem Server nicht gelöscht werden.',
};
