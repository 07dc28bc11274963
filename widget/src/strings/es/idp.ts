import type { AreaTranslation } from '../catalog';
import type { enIdp } from '../en/idp';

export const esIdp: AreaTranslation<typeof enIdp> = {
  'idp.error.noActiveSession': 'No hay ninguna sesión activa. Inicia sesión para continuar.',
  'idp.error.missingParameter':
    'Falta un parámetro obligatorio: {param}. Ponte en contacto con el desarrollador de la aplicación.',
  'idp.error.requestRefused': 'La solicitud de la aplicación se respondió con «{error}»; volviendo a ella.',
  'idp.error.unsafeRedirect':
    'La aplicación pidió volver a una dirección que no es una página web, así que no se abrió.',
  'idp.consent.title': 'Inicia sesión en {clientName} con {projectName}',
  'idp.consent.titleCustomScopes': '{clientName} quiere acceder a tu cuenta de {projectName}',
  'idp.consent.requesting': '{clientName} solicita:',
  'idp.consent.ungrantable': 'No puedes dar a {clientName} parte del acceso que pide:',
  'idp.consent.defaultClientName': 'La aplicación',
  'idp.consent.defaultProjectName': 'este servicio',
  'idp.consent.allow': 'Permitir',
  'idp.consent.deny': 'Denegar',
  'idp.consent.denied': 'Se denegó el acceso a la aplicación.',
  'idp.consent.successTitle': '¡Listo!',
  'idp.consent.successBody': 'Volviendo a {clientName}…',
  'idp.scope.openid': 'Confirmar quién eres',
  'idp.scope.openid.detail': 'Ver los datos básicos guardados en tu cuenta',
  'idp.scope.profileGroup': 'Ver información de tu perfil',
  'idp.scope.profile': 'Tu nombre, foto e idioma',
  'idp.scope.email': 'Tu dirección de correo electrónico',
  'idp.scope.phone': 'Tu número de teléfono',
  'idp.scope.offlineAccess': 'Mantener el acceso a tu cuenta cuando no uses la aplicación',
  'idp.scope.offlineAccess.offline': 'Acceder a tus datos cuando estés sin conexión.',
  'idp.scope.offlineAccess.background': 'Sincronizar tus datos y hacer tareas en segundo plano por ti.',
  'idp.scope.fullAccess': 'Actuar por ti con acceso completo a tu cuenta',
  'idp.scope.custom': 'Usar el ámbito {scope}',
  'idp.logout.title': '¿Cerrar sesión?',
  'idp.logout.body': '¿Seguro que quieres cerrar la sesión de tu cuenta de {projectName}?',
  'idp.logout.yes': 'Sí',
  'idp.logout.no': 'No',
  'idp.logout.declined': 'No se ha cerrado tu sesión. Puedes cerrar esta página.',
};
