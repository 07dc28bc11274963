import type { AreaTranslation } from '../catalog';
import type { enPasskeys } from '../en/passkeys';

export const nlPasskeys: AreaTranslation<typeof enPasskeys> = {
  'passkeys.login.button': 'Doorgaan met een toegangssleutel',
  'passkeys.confirmation.title': 'Gelukt!',
  'passkeys.confirmation.body': 'Je bent geverifieerd met je toegangssleutel.',
  'passkeys.registrationStart.title': 'Nieuwe toegangssleutel instellen',
  'passkeys.registrationStart.body':
    'Met een toegangssleutel log je in met je vingerafdruk, je gezicht of je schermvergrendeling in plaats van met een wachtwoord.',
  'passkeys.registrationStart.create': 'Toegangssleutel maken',
  'passkeys.registrationStart.skip': 'Overslaan',
  'passkeys.registrationSuccess.title': 'Toegangssleutel gemaakt!',
  'passkeys.registrationSuccess.existing': 'Bestaande toegangssleutels',
  'passkeys.registrationSuccess.setUpAnother': 'Nog een toegangssleutel instellen',
  'passkeys.registrationSuccess.done': 'Klaar',
  'passkeys.registrationSuccess.deleteWarning': 'Een verwijderde toegangssleutel kan niet worden hersteld.',
  'passkeys.registrationSuccess.confirmDelete': 'Verwijderen',
  'passkeys.registrationSuccess.cancelDelete': 'Annuleren',
  'passkeys.row.edit': 'Bewerken',
  'passkeys.row.editLabel': '{name} bewerken',
  'passkeys.row.delete': 'Verwijderen',
  'passkeys.row.deleteLabel': '{name} verwijderen',
  'passkeys.row.nameLabel': 'Naam van toegangssleutel',
  'passkeys.row.save': 'Opslaan',
  'passkeys.row.cancel': 'Annuleren',
  'passkeys.row.nameEmpty': 'Geef de toegangssleutel een naam.',
  'passkeys.row.nameTooLong': {
    one: 'De naam van een toegangssleutel mag maximaal {count} teken lang zijn.',
    other: 'De naam van een toegangssleutel mag maximaal {count} tekens lang zijn.',
  },
  'passkeys.error.unknown':
    'Er is een onbekende fout opgetreden bij het verifiëren met je toegangssleutel. Probeer het opnieuw.',
  'passkeys.error.registrationNotFound':
    'Registratie van toegangssleutel niet gevonden. Misschien heb je de toegangssleutel wel uit je account verwijderd, maar niet uit je wachtwoordmanager. Probeer het opnieuw.',
  'passkeys.error.duplicate':
    'De toegangssleutel kan niet worden gemaakt, omdat die al geregistreerd lijkt te zijn. Mogelijk is deze toegangssleutel op een ander apparaat geregistreerd en daarna gesynchroniseerd.',
  'passkeys.error.notCreated':
    'Je toegangssleutel is niet gemaakt. Klik op Toegangssleutel maken om het opnieuw te proberen, of sla deze stap over zonder een toegangssleutel toe te voegen.',
  'passkeys.error.renameFailed': 'De naam van de toegangssleutel kan op de server niet worden gewijzigd.',
  'passkeys.error.deleteFailed': 'De toegangssleutel kan op de server niet worden verwijderd.',
};
