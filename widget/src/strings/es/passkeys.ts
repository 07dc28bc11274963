import type { AreaTranslation } from '../catalog';
import type { enPasskeys } from '../en/passkeys';

export const esPasskeys: AreaTranslation<typeof enPasskeys> = {
  'passkeys.login.button': 'Continuar con una llave de acceso',
  'passkeys.confirmation.title': '¡Listo!',
  'passkeys.confirmation.body': 'Tu llave de acceso se ha autenticado correctamente.',
  'passkeys.registrationStart.title': 'Configura una nueva llave de acceso',
  'passkeys.registrationStart.body':
    'Una llave de acceso te permite iniciar sesión con tu huella, tu cara o el bloqueo de pantalla en lugar de una contraseña.',
  'passkeys.registrationStart.create': 'Crear una llave de acceso',
  'passkeys.registrationStart.skip': 'Omitir',
  'passkeys.registrationSuccess.title': '¡Llave de acceso creada correctamente!',
  'passkeys.registrationSuccess.existing': 'Llaves de acceso existentes',
  'passkeys.registrationSuccess.setUpAnother': 'Configurar otra llave de acceso',
  'passkeys.registrationSuccess.done': 'Hecho',
  'passkeys.registrationSuccess.deleteWarning':
    'Una vez eliminada, la llave de acceso no se puede recuperar.',
  'passkeys.registrationSuccess.confirmDelete': 'Eliminar',
  'passkeys.registrationSuccess.cancelDelete': 'Cancelar',
  'passkeys.row.edit': 'Editar',
  'passkeys.row.editLabel': 'Editar {name}',
  'passkeys.row.delete': 'Eliminar',
  'passkeys.row.deleteLabel': 'Eliminar {name}',
  'passkeys.row.nameLabel': 'Nombre de la llave de acceso',
  'passkeys.row.save': 'Guardar',
  'passkeys.row.cancel': 'Cancelar',
  'passkeys.row.nameEmpty': 'Escribe un nombre para la llave de acceso.',
  'passkeys.row.nameTooLong': {
    one: 'El nombre de una llave de acceso puede tener como máximo {count} carácter.',
    many: 'El nombre de una llave de acceso puede tener como máximo {count} de caracteres.',
    other: 'El nombre de una llave de acceso puede tener como máximo {count} caracteres.',
  },
  'passkeys.error.unknown':
    'Se produjo un error desconocido al autenticar con la llave de acceso. Inténtalo de nuevo.',
  'passkeys.error.registrationNotFound':
    'No se encontró el registro de la llave de acceso. Puede que la hayas eliminado de tu cuenta pero no de tu gestor de contraseñas. Inténtalo de nuevo.',
  'passkeys.error.duplicate':
    'No se puede crear la llave de acceso porque parece que ya está registrada. Es posible que se registrara en otro dispositivo y se haya sincronizado.',
  'passkeys.error.notCreated':
    'No se creó tu llave de acceso. Pulsa Crear una llave de acceso para intentarlo de nuevo u omite este paso sin añadirla.',
  'passkeys.error.renameFailed': 'No se pudo cambiar el nombre de la llave de acceso en el servidor.',
  'passkeys.error.deleteFailed': 'No se pudo eliminar la llave de acceso en el servidor.',
};
