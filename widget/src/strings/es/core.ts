import type { AreaTranslation } from '../catalog';
import type { enCore } from '../en/core';

export const esCore: AreaTranslation<typeof enCore> = {
  'main.title': 'Regístrate o inicia sesión',
  'main.divider': 'o',
  'main.tabs.label': 'Formas de continuar',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'Correo',
  'email.label': 'Correo electrónico',
  'email.placeholder': 'ejemplo@correo.com',
  'email.invalid': 'Dirección de correo no válida, inténtalo de nuevo.',
  'button.continue': 'Continuar',
  'button.back': 'Volver',
  'status.loading': 'Cargando…',
  'status.submitting': 'Enviando…',
  'logo.alt': 'Logotipo',
  'watermark.label': 'Con la tecnología de Stytch',
  'link.newTab': '(se abre en una pestaña nueva)',
  'toast.dismiss': 'Cerrar notificación',
  'toast.region': 'Notificaciones',
  'error.title': '¡Parece que hubo un error!',
  'error.unreachable': 'No se pudo contactar con nuestros servidores.',
  'error.invalidJson': 'Respuesta JSON no válida de nuestros servidores.',
  'error.invalidResponse': 'Respuesta no válida de nuestros servidores.',
  'error.screenUnavailable': 'La pantalla {screen} aún no está construida en esta versión del widget.',
  'config.error.emailMagicLinksWithEmailOtp':
    'Error: no se pueden usar a la vez enlaces mágicos por correo y códigos por correo',
  'config.error.passkeysAlone':
    'Error: las llaves de acceso no se pueden usar solas; añade otro producto a la configuración.',
  'config.warning.localeNotImported':
    'El widget no recibió ningún catálogo para el idioma "{requested}", así que se muestra en {shown}. Importa el idioma desde @foyer/widget/locales y pásalo en locales.',
  'config.warning.localeInvalid':
    '"{requested}" no es una etiqueta de idioma BCP 47, así que el widget se muestra en {shown}.',
  'passkeys.error.noActiveUser': 'Error: el componente PasskeyRegistration necesita un usuario autenticado.',
  'error.userLocked': 'Demasiados intentos de autenticación fallidos. Inténtalo de nuevo más tarde.',
};
