import type { AreaTranslation } from '../catalog';
import type { enIdp } from '../en/idp';

/*
 * Polish declines nouns, names cannot take the endings. So {clientName} only stands where the nominative
 * is right, and {projectName} only after a noun that governs the genitive ("konta {projectName}"): its
 * default is written in the genitive ("tej usługi").
 */
export const plIdp: AreaTranslation<typeof enIdp> = {
  'idp.error.noActiveSession': 'Nie wykryto aktywnej sesji. Zaloguj się, aby kontynuować.',
  'idp.error.missingParameter': 'Brak wymaganego parametru: {param}. Skontaktuj się z twórcą aplikacji.',
  'idp.error.requestRefused': 'Na prośbę aplikacji odpowiedziano „{error}”. Trwa powrót do aplikacji.',
  'idp.error.unsafeRedirect':
    'Aplikacja chciała wrócić pod adres, który nie jest stroną internetową, więc nie został on otwarty.',
  'idp.consent.title': '{clientName}: zaloguj się za pomocą konta {projectName}',
  'idp.consent.titleCustomScopes': '{clientName} chce uzyskać dostęp do twojego konta {projectName}',
  'idp.consent.requesting': '{clientName} prosi o zgodę na:',
  'idp.consent.ungrantable': 'Części dostępu, o który prosi {clientName}, nie możesz przyznać:',
  'idp.consent.defaultClientName': 'Aplikacja',
  'idp.consent.defaultProjectName': 'tej usługi',
  'idp.consent.allow': 'Zezwól',
  'idp.consent.deny': 'Odmów',
  'idp.consent.denied': 'Odmówiono aplikacji dostępu.',
  'idp.consent.successTitle': 'Gotowe!',
  'idp.consent.successBody': 'Trwa powrót do: {clientName}…',
  'idp.scope.openid': 'Potwierdzenie twojej tożsamości',
  'idp.scope.openid.detail': 'Wyświetlanie podstawowych danych zapisanych na twoim koncie',
  'idp.scope.profileGroup': 'Wyświetlanie informacji z twojego profilu',
  'idp.scope.profile': 'Twoje imię i nazwisko, zdjęcie oraz język',
  'idp.scope.email': 'Twój adres e-mail',
  'idp.scope.phone': 'Twój numer telefonu',
  'idp.scope.offlineAccess': 'Dostęp do twojego konta, gdy nie korzystasz z aplikacji',
  'idp.scope.offlineAccess.offline': 'Dostęp do twoich danych, gdy jesteś offline.',
  'idp.scope.offlineAccess.background': 'Synchronizowanie twoich danych i wykonywanie zadań w tle.',
  'idp.scope.fullAccess': 'Działanie w twoim imieniu z pełnym dostępem do twojego konta',
  'idp.scope.custom': 'Korzystanie z zakresu {scope}',
  'idp.logout.title': 'Wylogować się?',
  'idp.logout.body': 'Czy na pewno chcesz wylogować się z konta {projectName}?',
  'idp.logout.yes': 'Tak',
  'idp.logout.no': 'Nie',
  'idp.logout.declined': 'Nie wylogowano cię. Możesz zamknąć tę stronę.',
};
