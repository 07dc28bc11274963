import type { AreaTranslation } from '../catalog';
import type { enPasswords } from '../en/passwords';

export const esPasswords: AreaTranslation<typeof enPasswords> = {
  'passwords.create.title': 'Termina de crear tu cuenta eligiendo una contraseña',
  'passwords.login.title': 'Iniciar sesión',
  'passwords.login.forgot': '¿Olvidaste tu contraseña?',
  'passwords.forgot.title': '¿Olvidaste tu contraseña?',
  'passwords.setNew.title': '¡Revisa tu correo!',
  'passwords.breached.title': 'Revisa tu correo para elegir una contraseña nueva',
  'passwords.resetRequired.title': '¡Revisa tu correo para elegir una contraseña nueva!',
  'passwords.resendEmail': 'Reenviar correo',
  'passwords.emailResent': 'Correo reenviado',
  'passwords.loginWithoutPassword': 'Entrar sin contraseña',
  'passwords.resetForm.title': 'Restablece tu contraseña',
  'passwords.confirmation.title': '¡Listo!',
  'passwords.confirmation.body': 'Has iniciado sesión correctamente.',
  'passwords.loggingIn': 'Iniciando sesión...',
};
