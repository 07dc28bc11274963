import type { AreaTranslation } from '../catalog';
import type { enIdp } from '../en/idp';

export const nlIdp: AreaTranslation<typeof enIdp> = {
  'idp.error.noActiveSession': 'Geen actieve sessie gevonden. Log in om door te gaan.',
  'idp.error.missingParameter':
    'Er ontbreekt een verplichte parameter: {param}. Neem contact op met de ontwikkelaar van de app.',
  'idp.error.requestRefused': 'Het verzoek van de app is beantwoord met “{error}”; je wordt teruggestuurd.',
  'idp.error.unsafeRedirect':
    'De app wilde terugkeren naar een adres dat geen webpagina is, dus dat adres is niet geopend.',
  'idp.consent.title': 'Inloggen bij {clientName} met {projectName}',
  'idp.consent.titleCustomScopes': '{clientName} wil toegang tot je account bij {projectName}',
  'idp.consent.requesting': '{clientName} vraagt toestemming voor het volgende:',
  'idp.consent.ungrantable': 'Een deel van de toegang die {clientName} vraagt, kun je niet geven:',
  'idp.consent.defaultClientName': 'De app',
  'idp.consent.defaultProjectName': 'deze service',
  'idp.consent.allow': 'Toestaan',
  'idp.consent.deny': 'Weigeren',
  'idp.consent.denied': 'Je hebt de app geen toegang gegeven.',
  'idp.consent.successTitle': 'Gelukt!',
  'idp.consent.successBody': 'Je wordt teruggestuurd naar {clientName}…',
  'idp.scope.openid': 'Bevestigen wie je bent',
  'idp.scope.openid.detail': 'De basisgegevens in je account bekijken',
  'idp.scope.profileGroup': 'Informatie uit je profiel bekijken',
  'idp.scope.profile': 'Je naam, foto en taal',
  'idp.scope.email': 'Je e-mailadres',
  'idp.scope.phone': 'Je telefoonnummer',
  'idp.scope.offlineAccess': 'Toegang tot je account houden terwijl je de app niet gebruikt',
  'idp.scope.offlineAccess.offline': 'Je gegevens openen terwijl je offline bent.',
  'idp.scope.offlineAccess.background':
    'Je gegevens synchroniseren en taken op de achtergrond voor je uitvoeren.',
  'idp.scope.fullAccess': 'Namens jou handelen met volledige toegang tot je account',
  'idp.scope.custom': 'Het bereik {scope} gebruiken',
  'idp.logout.title': 'Uitloggen?',
  'idp.logout.body': 'Weet je zeker dat je wilt uitloggen bij {projectName}?',
  'idp.logout.yes': 'Ja',
  'idp.logout.no': 'Nee',
  'idp.logout.declined': 'Je bent niet uitgelogd. Je kunt deze pagina sluiten.',
};
