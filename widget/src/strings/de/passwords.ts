import type { AreaTranslation } from '../catalog';
import type { enPasswords } from '../en/passwords';

export const dePasswords: AreaTranslation<typeof enPasswords> = {
  'passwords.email.submit': 'Weiter mit E-Mail',
  'passwords.choice.title': 'Wählen Sie, wie Sie Ihr Konto erstellen möchten.',
  'passwords.choice.sendLink': 'Anmeldelink per E-Mail senden',
  'passwords.choice.sendCode': 'Anmeldecode per E-Mail senden',
  'passwords.create.title': 'Legen Sie ein Passwort fest, um die Kontoerstellung abzuschließen',
  'passwords.login.title': 'Anmelden',
  'passwords.login.forgot': 'Passwort vergessen?',
  'passwords.passwordless.sending': 'E-Mail wird gesendet…',
  'passwords.field.label': 'Passwort',
  'passwords.field.newLabel': 'Neues Passwort',
  'passwords.field.show': 'Anzeigen',
  'passwords.field.hide': 'Ausblenden',
  'passwords.field.showLabel': 'Passwort anzeigen',
  'passwords.field.hideLabel': 'Passwort ausblenden',
  'passwords.field.empty': 'Bitte geben Sie Ihr Passwort ein.',
  'passwords.strength.score': 'Passwortstärke: {score} von {max}.',
  'passwords.strength.accepted': 'Passwort akzeptiert.',
  'passwords.strength.notAccepted': 'Passwort noch nicht akzeptiert.',
  'passwords.strength.met': 'Erfüllt:',
  'passwords.strength.notMet': 'Nicht erfüllt:',
  'passwords.luds.length': {
    one: 'Muss mindestens {count} Zeichen lang sein',
    other: 'Muss mindestens {count} Zeichen lang sein',
  },
  'passwords.luds.complexity': {
    one: 'Muss {count} der folgenden Zeichenarten enthalten: Großbuchstabe, Kleinbuchstabe, Ziffer, Sonderzeichen',
    other:
      'Muss {count} der folgenden Zeichenarten enthalten: Großbuchstabe, Kleinbuchstabe, Ziffer, Sonderzeichen',
  },
  'passwords.breachedWarning':
    'Dieses Passwort wurde möglicherweise auf einer anderen Website verwendet, die von einem Sicherheitsvorfall betroffen war. Bitte wählen Sie ein anderes Passwort.',
  'passwords.forgot.title': 'Passwort vergessen?',
  'passwords.forgot.body': 'Wir haben einen Link zum Zurücksetzen Ihres Passworts an {email} gesendet.',
  'passwords.setNew.title': 'Prüfen Sie Ihr E-Mail-Postfach!',
  'passwords.setNew.body':
    'Wir haben einen Link zum Festlegen eines Passworts für Ihr Konto an {email} gesendet.',
  'passwords.breached.title': 'Prüfen Sie Ihr E-Mail-Postfach, um ein neues Passwort festzulegen',
  'passwords.breached.body':
    'Dieses Passwort ist bei einem Datenleck auf einer anderen Website aufgetaucht. Zum Schutz Ihres Kontos haben wir einen Link zum Festlegen eines neuen Passworts an {email} gesendet.',
  'passwords.resetRequired.title': 'Prüfen Sie Ihr E-Mail-Postfach, um ein neues Passwort festzulegen!',
  'passwords.resetRequired.body':
    'Wir müssen sicherstellen, dass Sie es wirklich sind. Wir haben einen Link zum Festlegen eines neuen Passworts an {email} gesendet.',
  'passwords.resendEmail': 'E-Mail erneut senden',
  'passwords.emailResent': 'E-Mail erneut gesendet',
  'passwords.loginWithoutPassword': 'Ohne Passwort anmelden',
  'passwords.resetForm.title': 'Passwort zurücksetzen',
  'passwords.resetForm.missingToken':
    'Dieser Link enthält kein Token zum Zurücksetzen. Fordern Sie eine neue E-Mail zum Zurücksetzen an und öffnen Sie den darin enthaltenen Link.',
  'passwords.confirmation.title': 'Geschafft!',
  'passwords.confirmation.body': 'Sie haben sich erfolgreich angemeldet.',
  'passwords.loggingIn': 'Anmeldung läuft...',
  'passwords.error.breached':
    'Dieses Passwort steht auf der Liste kompromittierter Passwörter und muss zurückgesetzt werden.',
};
