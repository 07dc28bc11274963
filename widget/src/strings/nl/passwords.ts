import type { AreaTranslation } from '../catalog';
import type { enPasswords } from '../en/passwords';

export const nlPasswords: AreaTranslation<typeof enPasswords> = {
  'passwords.email.submit': 'Doorgaan met e-mail',
  'passwords.choice.title': 'Kies hoe je je account wilt maken.',
  'passwords.choice.sendLink': 'Stuur me een inloglink',
  'passwords.choice.sendCode': 'Stuur me een inlogcode',
  'passwords.create.title': 'Stel een wachtwoord in om je account af te maken',
  'passwords.login.title': 'Inloggen',
  'passwords.login.forgot': 'Wachtwoord vergeten?',
  'passwords.passwordless.sending': 'We sturen je een e-mail…',
  'passwords.field.label': 'Wachtwoord',
  'passwords.field.newLabel': 'Nieuw wachtwoord',
  'passwords.field.show': 'Tonen',
  'passwords.field.hide': 'Verbergen',
  'passwords.field.showLabel': 'Wachtwoord tonen',
  'passwords.field.hideLabel': 'Wachtwoord verbergen',
  'passwords.field.empty': 'Voer je wachtwoord in.',
  'passwords.strength.score': 'Wachtwoordsterkte: {score} van {max}.',
  'passwords.strength.accepted': 'Wachtwoord geaccepteerd.',
  'passwords.strength.notAccepted': 'Wachtwoord nog niet geaccepteerd.',
  'passwords.strength.met': 'Voldaan:',
  'passwords.strength.notMet': 'Niet voldaan:',
  'passwords.luds.length': {
    one: 'Moet minstens {count} teken lang zijn',
    other: 'Moet minstens {count} tekens lang zijn',
  },
  'passwords.luds.complexity': {
    one: 'Moet {count} van de volgende bevatten: hoofdletter, kleine letter, cijfer, symbool',
    other: 'Moet {count} van de volgende bevatten: hoofdletter, kleine letter, cijfer, symbool',
  },
  'passwords.breachedWarning':
    'Dit wachtwoord is mogelijk gebruikt op een andere site die getroffen is door een beveiligingsprobleem. Kies een ander wachtwoord.',
  'passwords.forgot.title': 'Wachtwoord vergeten?',
  'passwords.forgot.body': 'We hebben een link naar {email} gestuurd om je wachtwoord opnieuw in te stellen.',
  'passwords.setNew.title': 'Controleer je e-mail!',
  'passwords.setNew.body':
    'We hebben een link naar {email} gestuurd om een wachtwoord voor je account in te stellen.',
  'passwords.breached.title': 'Controleer je e-mail om een nieuw wachtwoord in te stellen',
  'passwords.breached.body':
    'Dat wachtwoord is bij een datalek op een andere site uitgelekt. Om je account te beschermen, hebben we een link naar {email} gestuurd om een nieuw wachtwoord te kiezen.',
  'passwords.resetRequired.title': 'Controleer je e-mail om een nieuw wachtwoord in te stellen!',
  'passwords.resetRequired.body':
    'We willen zeker weten dat jij het echt bent. We hebben een link naar {email} gestuurd om een nieuw wachtwoord in te stellen.',
  'passwords.resendEmail': 'E-mail opnieuw sturen',
  'passwords.emailResent': 'E-mail opnieuw verstuurd',
  'passwords.loginWithoutPassword': 'Inloggen zonder wachtwoord',
  'passwords.resetForm.title': 'Stel je wachtwoord opnieuw in',
  'passwords.resetForm.missingToken':
    'Deze link bevat geen resettoken. Vraag een nieuwe e-mail aan om je wachtwoord opnieuw in te stellen en open de link daarin.',
  'passwords.confirmation.title': 'Gelukt!',
  'passwords.confirmation.body': 'Je bent ingelogd.',
  'passwords.loggingIn': 'Bezig met inloggen...',
  'passwords.error.breached':
    'Dit wachtwoord staat op de lijst van gelekte wachtwoorden en moet opnieuw worden ingesteld.',
};
