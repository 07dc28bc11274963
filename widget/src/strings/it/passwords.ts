import type { AreaTranslation } from '../catalog';
import type { enPasswords } from '../en/passwords';

export const itPasswords: AreaTranslation<typeof enPasswords> = {
  'passwords.email.submit': 'Continua con l’email',
  'passwords.choice.title': 'Scegli come vuoi creare il tuo account.',
  'passwords.choice.sendLink': 'Inviami un link di accesso via email',
  'passwords.choice.sendCode': 'Inviami un codice di accesso via email',
  'passwords.create.title': 'Completa la creazione dell’account impostando una password',
  'passwords.login.title': 'Accedi',
  'passwords.login.forgot': 'Password dimenticata?',
  'passwords.passwordless.sending': 'Invio dell’email in corso…',
  'passwords.field.label': 'Password',
  'passwords.field.newLabel': 'Nuova password',
  'passwords.field.show': 'Mostra',
  'passwords.field.hide': 'Nascondi',
  'passwords.field.showLabel': 'Mostra password',
  'passwords.field.hideLabel': 'Nascondi password',
  'passwords.field.empty': 'Inserisci la password.',
  'passwords.strength.score': 'Sicurezza della password: {score} su {max}.',
  'passwords.strength.accepted': 'Password accettata.',
  'passwords.strength.notAccepted': 'Password non ancora accettata.',
  'passwords.strength.met': 'Requisito soddisfatto:',
  'passwords.strength.notMet': 'Requisito non soddisfatto:',
  'passwords.luds.length': {
    one: 'Deve contenere almeno {count} carattere',
    many: 'Deve contenere almeno {count} di caratteri',
    other: 'Deve contenere almeno {count} caratteri',
  },
  'passwords.luds.complexity': {
    one: 'Deve contenere {count} dei seguenti elementi: lettera maiuscola, lettera minuscola, numero, simbolo',
    many: 'Deve contenere {count} dei seguenti elementi: lettera maiuscola, lettera minuscola, numero, simbolo',
    other:
      'Deve contenere {count} dei seguenti elementi: lettera maiuscola, lettera minuscola, numero, simbolo',
  },
  'passwords.breachedWarning':
    'Questa password potrebbe essere stata usata su un altro sito che ha subito un problema di sicurezza. Scegli un’altra password.',
  'passwords.forgot.title': 'Password dimenticata?',
  'passwords.forgot.body': 'Abbiamo inviato a {email} un link per reimpostare la password.',
  'passwords.setNew.title': 'Controlla la tua email!',
  'passwords.setNew.body': 'Abbiamo inviato a {email} un link per impostare una password per il tuo account.',
  'passwords.breached.title': 'Controlla la tua email per impostare una nuova password',
  'passwords.breached.body':
    'Questa password è comparsa in una violazione di dati su un altro sito. Per proteggere il tuo account, abbiamo inviato a {email} un link per sceglierne una nuova.',
  'passwords.resetRequired.title': 'Controlla la tua email per impostare una nuova password!',
  'passwords.resetRequired.body':
    'Dobbiamo verificare che sia proprio tu. Abbiamo inviato a {email} un link per impostare una nuova password.',
  'passwords.resendEmail': 'Invia di nuovo l’email',
  'passwords.emailResent': 'Email inviata di nuovo',
  'passwords.loginWithoutPassword': 'Accedi senza password',
  'passwords.resetForm.title': 'Reimposta la password',
  'passwords.resetForm.missingToken':
    'Questo link non contiene un token di reimpostazione. Richiedi una nuova email di reimpostazione e apri il link al suo interno.',
  'passwords.confirmation.title': 'Fatto!',
  'passwords.confirmation.body': 'Accesso effettuato.',
  'passwords.loggingIn': 'Accesso in corso...',
  'passwords.error.breached':
    'Questa password compare nell’elenco delle password violate e deve essere reimpostata.',
};
