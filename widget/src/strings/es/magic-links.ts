import type { AreaTranslation } from '../catalog';
import type { enMagicLinks } from '../en/magic-links';

export const esMagicLinks: AreaTranslation<typeof enMagicLinks> = {
  'magicLinks.form.submit': 'Continuar con el correo',
  'magicLinks.confirmation.title': 'Revisa tu correo',
  'magicLinks.confirmation.sentTo': 'Enviamos un correo a {email}.',
  'magicLinks.confirmation.openGmail': 'Abrir en Gmail',
  'magicLinks.confirmation.openYahoo': 'Abrir en Yahoo',
  'magicLinks.confirmation.openOutlook': 'Abrir en Outlook',
  'magicLinks.confirmation.notReceived': '¿No lo recibiste?',
  'magicLinks.confirmation.tryAgain': 'Intentar de nuevo',
  'magicLinks.error.spent':
    'No se pudo verificar el enlace para entrar porque ya se usó o caducó. Inténtalo de nuevo.',
};
