import type { AreaTranslation } from '../catalog';
import type { enPasskeys } from '../en/passkeys';

export const itPasskeys: AreaTranslation<typeof enPasskeys> = {
  'passkeys.login.button': 'Continua con una passkey',
  'passkeys.confirmation.title': 'Fatto!',
  'passkeys.confirmation.body': 'La tua passkey è stata verificata correttamente.',
  'passkeys.registrationStart.title': 'Configura una nuova passkey',
  'passkeys.registrationStart.body':
    'Con una passkey puoi accedere con l’impronta digitale, il volto o il blocco schermo invece che con una password.',
  'passkeys.registrationStart.create': 'Crea una passkey',
  'passkeys.registrationStart.skip': 'Salta',
  'passkeys.registrationSuccess.title': 'Passkey creata!',
  'passkeys.registrationSuccess.existing': 'Passkey esistenti',
  'passkeys.registrationSuccess.setUpAnother': 'Configura un’altra passkey',
  'passkeys.registrationSuccess.done': 'Fine',
  'passkeys.registrationSuccess.deleteWarning':
    'Una volta eliminata, la passkey non potrà essere ripristinata.',
  'passkeys.registrationSuccess.confirmDelete': 'Elimina',
  'passkeys.registrationSuccess.cancelDelete': 'Annulla',
  'passkeys.row.edit': 'Modifica',
  'passkeys.row.editLabel': 'Modifica {name}',
  'passkeys.row.delete': 'Elimina',
  'passkeys.row.deleteLabel': 'Elimina {name}',
  'passkeys.row.nameLabel': 'Nome della passkey',
  'passkeys.row.save': 'Salva',
  'passkeys.row.cancel': 'Annulla',
  'passkeys.row.nameEmpty': 'Inserisci un nome per la passkey.',
  'passkeys.row.nameTooLong': {
    one: 'Il nome di una passkey può contenere al massimo {count} carattere.',
    many: 'Il nome di una passkey può contenere al massimo {count} di caratteri.',
    other: 'Il nome di una passkey può contenere al massimo {count} caratteri.',
  },
  'passkeys.error.unknown':
    'Si è verificato un errore sconosciuto durante l’autenticazione con la passkey. Riprova.',
  'passkeys.error.registrationNotFound':
    'Registrazione della passkey non trovata. Forse hai eliminato la passkey dal tuo account ma non dal gestore delle password. Riprova.',
  'passkeys.error.duplicate':
    'Impossibile creare la passkey perché sembra già registrata. Potrebbe essere stata registrata su un altro dispositivo e poi sincronizzata su questo.',
  'passkeys.error.notCreated':
    'La passkey non è stata creata. Fai clic su «Crea una passkey» per riprovare oppure salta questo passaggio senza aggiungerne una.',
  'passkeys.error.renameFailed': 'Impossibile rinominare la passkey sul server.',
  'passkeys.error.deleteFailed': 'Impossibile eliminare la passkey sul server.',
};
