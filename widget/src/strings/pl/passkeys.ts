import type { AreaTranslation } from '../catalog';
import type { enPasskeys } from '../en/passkeys';

export const plPasskeys: AreaTranslation<typeof enPasskeys> = {
  'passkeys.login.button': 'Kontynuuj z kluczem dostępu',
  'passkeys.confirmation.title': 'Gotowe!',
  'passkeys.confirmation.body': 'Uwierzytelniono za pomocą klucza dostępu.',
  'passkeys.registrationStart.title': 'Skonfiguruj nowy klucz dostępu',
  'passkeys.registrationStart.body':
    'Dzięki kluczowi dostępu zalogujesz się odciskiem palca, skanem twarzy lub blokadą ekranu zamiast hasłem.',
  'passkeys.registrationStart.create': 'Utwórz klucz dostępu',
  'passkeys.registrationStart.skip': 'Pomiń',
  'passkeys.registrationSuccess.title': 'Utworzono klucz dostępu!',
  'passkeys.registrationSuccess.existing': 'Istniejące klucze dostępu',
  'passkeys.registrationSuccess.setUpAnother': 'Skonfiguruj kolejny klucz dostępu',
  'passkeys.registrationSuccess.done': 'Gotowe',
  'passkeys.registrationSuccess.deleteWarning': 'Usuniętego klucza dostępu nie można przywrócić.',
  'passkeys.registrationSuccess.confirmDelete': 'Usuń',
  'passkeys.registrationSuccess.cancelDelete': 'Anuluj',
  'passkeys.row.edit': 'Edytuj',
  'passkeys.row.editLabel': 'Edytuj: {name}',
  'passkeys.row.delete': 'Usuń',
  'passkeys.row.deleteLabel': 'Usuń: {name}',
  'passkeys.row.nameLabel': 'Nazwa klucza dostępu',
  'passkeys.row.save': 'Zapisz',
  'passkeys.row.cancel': 'Anuluj',
  'passkeys.row.nameEmpty': 'Wpisz nazwę klucza dostępu.',
  'passkeys.row.nameTooLong': {
    one: 'Nazwa klucza dostępu może mieć najwyżej {count} znak.',
    few: 'Nazwa klucza dostępu może mieć najwyżej {count} znaki.',
    many: 'Nazwa klucza dostępu może mieć najwyżej {count} znaków.',
    other: 'Nazwa klucza dostępu może mieć najwyżej {count} znaku.',
  },
  'passkeys.error.unknown':
    'Podczas uwierzytelniania kluczem dostępu wystąpił nieznany błąd. Spróbuj ponownie.',
  'passkeys.error.registrationNotFound':
    'Nie znaleziono rejestracji klucza dostępu. Być może klucz został usunięty z konta, ale nie z menedżera haseł. Spróbuj ponownie.',
  'passkeys.error.duplicate':
    'Nie można utworzyć klucza dostępu, bo wygląda na to, że jest już zarejestrowany. Możliwe, że ten klucz zarejestrowano na innym urządzeniu, a potem zsynchronizowano z pozostałymi.',
  'passkeys.error.notCreated':
    'Klucz dostępu nie został utworzony. Kliknij Utwórz klucz dostępu, aby spróbować ponownie, albo pomiń ten krok bez dodawania klucza.',
  'passkeys.error.renameFailed': 'Nie udało się zmienić nazwy klucza dostępu na serwerze.',
  'passkeys.error.deleteFailed': 'Nie udało się usunąć klucza dostępu z serwera.',
};
