/** Texts of the password screens: the email step, create and log in, reset emails, the reset form. */
export const enPasswords = {
  'passwords.email.submit': 'Continue with email',
  'passwords.choice.title': 'Choose how you would like to create your account.',
  'passwords.choice.sendLink': 'Email me a login link',
  'passwords.choice.sendCode': 'Email me a login code',
  'passwords.create.title': 'Finish creating your account by setting a password',
  'passwords.login.title': 'Log In',
  'passwords.login.forgot': 'Forgot Password?',
  'passwords.passwordless.sending': 'Sending you an email…',
  'passwords.field.label': 'Password',
  'passwords.field.newLabel': 'New password',
  'passwords.field.show': 'Show',
  'passwords.field.hide': 'Hide',
  'passwords.field.showLabel': 'Show password',
  'passwords.field.empty': 'Please enter your password.',
  'passwords.error.tooManyAttempts':
    'Too many incorrect passwords. Try again later, or reset your password to unlock your account.',
  'passwords.strength.score': 'Password strength: {score} out of {max}.',
  'passwords.strength.accepted': 'Password accepted.',
  'passwords.strength.notAccepted': 'Password not accepted yet.',
  'passwords.strength.met': 'Met:',
  'passwords.strength.notMet': 'Not met:',
  'passwords.luds.length': {
    one: 'Must be at least {count} character long',
    other: 'Must be at least {count} characters long',
  },
  'passwords.luds.complexity': {
    one: 'Must contain {count} of the following: uppercase letter, lowercase letter, number, symbol',
    other: 'Must contain {count} of the following: uppercase letter, lowercase letter, number, symbol',
  },
  'passwords.breachedWarning':
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',
  'passwords.forgot.title': 'Forgot password?',
  'passwords.forgot.body': 'A link to reset your password was sent to {email}.',
  'passwords.setNew.title': 'Check your email!',
  'passwords.setNew.body': 'A link to set a password for your account was sent to {email}.',
  'passwords.breached.title': 'Check your email to set a new password',
  'passwords.breached.body':
    'That password appeared in a security breach on another site. To keep your account safe, a link to choose a new one was sent to {email}.',
  'passwords.resetRequired.title': 'Check your email to set a new password!',
  'passwords.resetRequired.body':
    'We need to make sure it is really you. A link to set a new password was sent to {email}.',
  'passwords.resendEmail': 'Resend email',
  'passwords.emailResent': 'Email resent',
  'passwords.loginWithoutPassword': 'Login without a password',
  'passwords.resetForm.title': 'Reset your password',
  'passwords.resetForm.missingToken':
    'This link has no reset token. Ask for a new reset email and open the link it contains.',
  'passwords.confirmation.title': 'Success!',
  'passwords.confirmation.body': 'You have successfully logged in.',
  'passwords.loggingIn': 'Logging in...',
} as const;
