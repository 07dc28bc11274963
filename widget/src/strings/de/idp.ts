import type { AreaTranslation } from '../catalog';
import type { enIdp } from '../en/idp';

/**
 * `{clientName}` always opens its sentence as the subject, so the fallback name "Die App" stays
 * grammatical; `{projectName}` always follows a dative preposition ("bei diesem Dienst").
 */
export const deIdp: AreaTranslation<typeof enIdp> = {
  'idp.error.noActiveSession': 'Keine aktive Sitzung gefunden. Bitte melden Sie sich an, um fortzufahren.',
  'idp.error.missingParameter':
    'Ein erforderlicher Parameter fehlt: {param}. Bitte wenden Sie sich an den Entwickler der Anwendung.',
  'idp.error.requestRefused':
    'Die Anfrage der Anwendung wurde mit „{error}“ beantwortet. Sie werden zur Anwendung zurückgeleitet.',
  'idp.error.unsafeRedirect':
    'Die Anwendung wollte zu einer Adresse zurückkehren, die keine Webseite ist. Sie wurde daher nicht geöffnet.',
  'idp.consent.title': '{clientName}: Anmeldung mit {projectName}',
  'idp.consent.titleCustomScopes': '{clientName} möchte auf Ihr Konto bei {projectName} zugreifen',
  'idp.consent.requesting': '{clientName} möchte:',
  'idp.consent.ungrantable': '{clientName} fordert auch Zugriff an, den Sie nicht gewähren können:',
  'idp.consent.defaultClientName': 'Die App',
  'idp.consent.defaultProjectName': 'diesem Dienst',
  'idp.consent.allow': 'Zulassen',
  'idp.consent.deny': 'Ablehnen',
  'idp.consent.denied': 'Der Anwendung wurde der Zugriff verweigert.',
  'idp.consent.successTitle': 'Geschafft!',
  'idp.consent.successBody': '{clientName} wird wieder geöffnet…',
  'idp.scope.openid': 'Ihre Identität bestätigen',
  'idp.scope.openid.detail': 'Die in Ihrem Konto gespeicherten Basisdaten abrufen',
  'idp.scope.profileGroup': 'Informationen aus Ihrem Profil abrufen',
  'idp.scope.profile': 'Ihr Name, Ihr Profilbild und Ihre Sprache',
  'idp.scope.email': 'Ihre E-Mail-Adresse',
  'idp.scope.phone': 'Ihre Telefonnummer',
  'idp.scope.offlineAccess': 'Auf Ihr Konto zugreifen, auch wenn Sie die App gerade nicht verwenden',
  'idp.scope.offlineAccess.offline': 'Auf Ihre Daten zugreifen, während Sie offline sind.',
  'idp.scope.offlineAccess.background':
    'Ihre Daten synchronisieren und Hintergrundaufgaben für Sie ausführen.',
  'idp.scope.fullAccess': 'In Ihrem Namen mit vollem Zugriff auf Ihr Konto handeln',
  'idp.scope.custom': 'Den Bereich {scope} verwenden',
  'idp.logout.title': 'Abmelden?',
  'idp.logout.body': 'Möchten Sie sich wirklich von Ihrem Konto bei {projectName} abmelden?',
  'idp.logout.yes': 'Ja',
  'idp.logout.no': 'Nein',
  'idp.logout.declined': 'Sie wurden nicht abgemeldet. Sie können diese Seite schließen.',
};
