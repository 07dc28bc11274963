/** Texts of the passcode screens (the phone and passcode screens add theirs here). */
export const enOtp = {
  'otp.authenticate.title': 'Enter passcode',
  'otp.authenticate.expiresIn': 'Your code expires in {time}.',
  'otp.authenticate.expired': 'Your code has expired.',
  'otp.authenticate.notReceived': "Didn't get it?",
  'otp.authenticate.resend': 'Resend code',
  'otp.error.invalidPasscode': 'Invalid passcode, please try again.',
  'otp.confirmation.title': 'Success!',
  'otp.confirmation.body': 'Your passcode has been successfully verified.',
  'phone.invalid': 'Invalid phone number, please try again.',
  'phone.placeholder': '(123) 456-7890',
} as const;
