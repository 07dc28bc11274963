import type { AreaTranslation } from '../catalog';
import type { enIdp } from '../en/idp';

export const itIdp: AreaTranslation<typeof enIdp> = {
  'idp.error.noActiveSession': 'Nessuna sessione attiva. Accedi per continuare.',
  'idp.error.missingParameter':
    'Manca un parametro obbligatorio: {param}. Contatta lo sviluppatore dell’applicazione.',
  'idp.error.requestRefused':
    'La richiesta dell’applicazione ha ricevuto la risposta «{error}»; ritorno all’applicazione.',
  'idp.error.unsafeRedirect':
    'L’applicazione ha chiesto di tornare a un indirizzo che non è una pagina web, quindi non è stato aperto.',
  'idp.consent.title': 'Accedi a {clientName} con {projectName}',
  'idp.consent.titleCustomScopes': '{clientName} vuole accedere al tuo account di {projectName}',
  'idp.consent.requesting': '{clientName} chiede di:',
  'idp.consent.ungrantable': '{clientName} chiede anche accessi che non puoi concedere:',
  'idp.consent.defaultClientName': 'Questa app',
  'idp.consent.defaultProjectName': 'questo servizio',
  'idp.consent.allow': 'Consenti',
  'idp.consent.deny': 'Nega',
  'idp.consent.denied': 'L’accesso all’applicazione è stato negato.',
  'idp.consent.successTitle': 'Fatto!',
  'idp.consent.successBody': 'Reindirizzamento a {clientName}…',
  'idp.scope.openid': 'Confermare la tua identità',
  'idp.scope.openid.detail': 'Vedere i dati di base salvati nel tuo account',
  'idp.scope.profileGroup': 'Vedere le informazioni del tuo profilo',
  'idp.scope.profile': 'Il tuo nome, la foto e la lingua',
  'idp.scope.email': 'Il tuo indirizzo email',
  'idp.scope.phone': 'Il tuo numero di telefono',
  'idp.scope.offlineAccess': 'Mantenere l’accesso al tuo account anche quando non usi l’app',
  'idp.scope.offlineAccess.offline': 'Accedere ai tuoi dati quando sei offline.',
  'idp.scope.offlineAccess.background':
    'Sincronizzare i tuoi dati ed eseguire attività in background per te.',
  'idp.scope.fullAccess': 'Agire per tuo conto con accesso completo al tuo account',
  'idp.scope.custom': 'Usare l’ambito {scope}',
  'idp.logout.title': 'Vuoi uscire?',
  'idp.logout.body': 'Vuoi davvero uscire dal tuo account di {projectName}?',
  'idp.logout.yes': 'Sì',
  'idp.logout.no': 'No',
  'idp.logout.declined': 'La tua sessione è ancora attiva. Puoi chiudere questa pagina.',
};
