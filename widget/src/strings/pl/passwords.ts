import type { AreaTranslation } from '../catalog';
import type { enPasswords } from '../en/passwords';

export const plPasswords: AreaTranslation<typeof enPasswords> = {
  'passwords.email.submit': 'Kontynuuj przez e-mail',
  'passwords.choice.title': 'Wybierz, jak chcesz utworzyć konto.',
  'passwords.choice.sendLink': 'Wyślij mi e-mailem link do logowania',
  'passwords.choice.sendCode': 'Wyślij mi e-mailem kod logowania',
  'passwords.create.title': 'Dokończ tworzenie konta, ustawiając hasło',
  'passwords.login.title': 'Zaloguj się',
  'passwords.login.forgot': 'Nie pamiętasz hasła?',
  'passwords.passwordless.sending': 'Wysyłamy wiadomość e-mail…',
  'passwords.field.label': 'Hasło',
  'passwords.field.newLabel': 'Nowe hasło',
  'passwords.field.show': 'Pokaż',
  'passwords.field.hide': 'Ukryj',
  'passwords.field.showLabel': 'Pokaż hasło',
  'passwords.field.hideLabel': 'Ukryj hasło',
  'passwords.field.empty': 'Wpisz hasło.',
  'passwords.strength.score': 'Siła hasła: {score} z {max}.',
  'passwords.strength.accepted': 'Hasło zaakceptowane.',
  'passwords.strength.notAccepted': 'Hasło nie spełnia jeszcze wymagań.',
  'passwords.strength.met': 'Spełnione:',
  'passwords.strength.notMet': 'Niespełnione:',
  'passwords.luds.length': {
    one: 'Musi mieć co najmniej {count} znak',
    few: 'Musi mieć co najmniej {count} znaki',
    many: 'Musi mieć co najmniej {count} znaków',
    other: 'Musi mieć co najmniej {count} znaku',
  },
  'passwords.luds.complexity': {
    one: 'Musi zawierać {count} z następujących: wielka litera, mała litera, cyfra, symbol',
    few: 'Musi zawierać {count} z następujących: wielka litera, mała litera, cyfra, symbol',
    many: 'Musi zawierać {count} z następujących: wielka litera, mała litera, cyfra, symbol',
    other: 'Musi zawierać {count} z następujących: wielka litera, mała litera, cyfra, symbol',
  },
  'passwords.breachedWarning':
    'To hasło mogło zostać użyte w innym serwisie, w którym doszło do naruszenia bezpieczeństwa. Wybierz inne hasło.',
  'passwords.forgot.title': 'Nie pamiętasz hasła?',
  'passwords.forgot.body': 'Wysłaliśmy link do zresetowania hasła na adres {email}.',
  'passwords.setNew.title': 'Sprawdź pocztę e-mail!',
  'passwords.setNew.body': 'Wysłaliśmy link do ustawienia hasła do konta na adres {email}.',
  'passwords.breached.title': 'Sprawdź pocztę e-mail, aby ustawić nowe hasło',
  'passwords.breached.body':
    'To hasło pojawiło się w wycieku danych z innego serwisu. Aby chronić twoje konto, wysłaliśmy link do ustawienia nowego hasła na adres {email}.',
  'passwords.resetRequired.title': 'Sprawdź pocztę e-mail, aby ustawić nowe hasło!',
  'passwords.resetRequired.body':
    'Musimy się upewnić, że to naprawdę ty. Wysłaliśmy link do ustawienia nowego hasła na adres {email}.',
  'passwords.resendEmail': 'Wyślij e-mail ponownie',
  'passwords.emailResent': 'E-mail został wysłany ponownie',
  'passwords.loginWithoutPassword': 'Zaloguj się bez hasła',
  'passwords.resetForm.title': 'Zresetuj hasło',
  'passwords.resetForm.missingToken':
    'W tym linku brakuje tokenu resetowania. Poproś o nowy e-mail do resetowania hasła i otwórz znajdujący się w nim link.',
  'passwords.confirmation.title': 'Gotowe!',
  'passwords.confirmation.body': 'Zalogowano pomyślnie.',
  'passwords.loggingIn': 'Logowanie...',
  'passwords.error.breached':
    'To hasło znajduje się na liście haseł, które wyciekły, i trzeba je zresetować.',
};
