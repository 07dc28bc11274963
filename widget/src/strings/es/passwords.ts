import type { AreaTranslation } from '../catalog';
import type { enPasswords } from '../en/passwords';

export const esPasswords: AreaTranslation<typeof enPasswords> = {
  'passwords.email.submit': 'Continuar con el correo',
  'passwords.choice.title': 'Elige cómo quieres crear tu cuenta.',
  'passwords.choice.sendLink': 'Envíame un enlace para entrar',
  'passwords.choice.sendCode': 'Envíame un código para entrar',
  'passwords.create.title': 'Termina de crear tu cuenta eligiendo una contraseña',
  'passwords.login.title': 'Iniciar sesión',
  'passwords.login.forgot': '¿Olvidaste tu contraseña?',
  'passwords.passwordless.sending': 'Enviándote un correo…',
  'passwords.field.label': 'Contraseña',
  'passwords.field.newLabel': 'Contraseña nueva',
  'passwords.field.show': 'Mostrar',
  'passwords.field.hide': 'Ocultar',
  'passwords.field.showLabel': 'Mostrar contraseña',
  'passwords.field.hideLabel': 'Ocultar contraseña',
  'passwords.field.empty': 'Introduce tu contraseña.',
  'passwords.strength.score': 'Seguridad de la contraseña: {score} de {max}.',
  'passwords.strength.accepted': 'Contraseña aceptada.',
  'passwords.strength.notAccepted': 'La contraseña aún no es válida.',
  'passwords.strength.met': 'Cumplido:',
  'passwords.strength.notMet': 'Sin cumplir:',
  'passwords.luds.length': {
    one: 'Debe tener al menos {count} carácter',
    many: 'Debe tener al menos {count} de caracteres',
    other: 'Debe tener al menos {count} caracteres',
  },
  'passwords.luds.complexity': {
    one: 'Debe contener {count} de los siguientes: letra mayúscula, letra minúscula, número, símbolo',
    many: 'Debe contener {count} de los siguientes: letra mayúscula, letra minúscula, número, símbolo',
    other: 'Debe contener {count} de los siguientes: letra mayúscula, letra minúscula, número, símbolo',
  },
  'passwords.breachedWarning':
    'Es posible que esta contraseña se haya usado en otro sitio que sufrió un problema de seguridad. Elige otra contraseña.',
  'passwords.forgot.title': '¿Olvidaste tu contraseña?',
  'passwords.forgot.body': 'Enviamos un enlace para restablecer tu contraseña a {email}.',
  'passwords.setNew.title': '¡Revisa tu correo!',
  'passwords.setNew.body': 'Enviamos un enlace para elegir una contraseña para tu cuenta a {email}.',
  'passwords.breached.title': 'Revisa tu correo para elegir una contraseña nueva',
  'passwords.breached.body':
    'Esa contraseña apareció en una filtración de seguridad de otro sitio. Para proteger tu cuenta, enviamos un enlace para elegir una nueva a {email}.',
  'passwords.resetRequired.title': '¡Revisa tu correo para elegir una contraseña nueva!',
  'passwords.resetRequired.body':
    'Necesitamos confirmar que eres tú. Enviamos un enlace para elegir una contraseña nueva a {email}.',
  'passwords.resendEmail': 'Reenviar correo',
  'passwords.emailResent': 'Correo reenviado',
  'passwords.loginWithoutPassword': 'Entrar sin contraseña',
  'passwords.resetForm.title': 'Restablece tu contraseña',
  'passwords.resetForm.missingToken':
    'Este enlace no tiene un token de restablecimiento. Pide un nuevo correo y abre el enlace que contiene.',
  'passwords.confirmation.title': '¡Listo!',
  'passwords.confirmation.body': 'Has iniciado sesión correctamente.',
  'passwords.loggingIn': 'Iniciando sesión...',
  'passwords.error.breached':
    'Esta contraseña aparece en la lista de contraseñas filtradas y debe restablecerse.',
};
