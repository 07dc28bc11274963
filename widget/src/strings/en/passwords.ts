/** Texts of the password screens (the password screens add theirs here). */
export const enPasswords = {
  'passwords.create.title': 'Finish creating your account by setting a password',
  'passwords.login.title': 'Log In',
  'passwords.login.forgot': 'Forgot Password?',
  'passwords.forgot.title': 'Forgot password?',
  'passwords.setNew.title': 'Check your email!',
  'passwords.breached.title': 'Check your email to set a new password',
  'passwords.resetRequired.title': 'Check your email to set a new password!',
  'passwords.resendEmail': 'Resend email',
  'passwords.emailResent': 'Email resent',
  'passwords.loginWithoutPassword': 'Login without a password',
  'passwords.resetForm.title': 'Reset your password',
  'passwords.confirmation.title': 'Success!',
  'passwords.confirmation.body': 'You have successfully logged in.',
  'passwords.loggingIn': 'Logging in...',
} as const;
