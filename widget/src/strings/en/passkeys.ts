/** Texts of Main's passkey login and of the passkey registration screens. */
export const enPasskeys = {
  'passkeys.login.button': 'Continue with a Passkey',
  'passkeys.confirmation.title': 'Success!',
  'passkeys.confirmation.body': 'Your Passkey has been successfully authenticated.',
  'passkeys.registrationStart.title': 'Set up a new Passkey',
  'passkeys.registrationStart.body':
    'A Passkey lets you log in with your fingerprint, face or screen lock instead of a password.',
  'passkeys.registrationStart.create': 'Create a Passkey',
  'passkeys.registrationStart.skip': 'Skip',
  'passkeys.registrationSuccess.title': 'Passkey successfully created!',
  'passkeys.registrationSuccess.existing': 'Existing Passkeys',
  'passkeys.registrationSuccess.setUpAnother': 'Set up another Passkey',
  'passkeys.registrationSuccess.done': 'Done',
  'passkeys.registrationSuccess.deleteWarning': 'Once deleted, the passkey cannot be restored.',
  'passkeys.registrationSuccess.confirmDelete': 'Delete',
  'passkeys.registrationSuccess.cancelDelete': 'Cancel',
  'passkeys.row.edit': 'Edit',
  'passkeys.row.editLabel': 'Edit {name}',
  'passkeys.row.delete': 'Delete',
  'passkeys.row.deleteLabel': 'Delete {name}',
  'passkeys.row.nameLabel': 'Passkey name',
  'passkeys.row.save': 'Save',
  'passkeys.row.cancel': 'Cancel',
  'passkeys.row.nameEmpty': 'Enter a name for the Passkey.',
  'passkeys.row.nameTooLong': {
    one: 'A Passkey name can be at most {count} character long.',
    other: 'A Passkey name can be at most {count} characters long.',
  },
  'passkeys.error.unknown': 'Unknown error occurred during passkey authentication. Please try again.',
  'passkeys.error.registrationNotFound':
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  'passkeys.error.duplicate':
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  'passkeys.error.notCreated':
    'Your Passkey was not created. Click Create a Passkey to try again or skip without adding a Passkey.',
  'passkeys.error.renameFailed': 'The Passkey could not be renamed on the server.',
  'passkeys.error.deleteFailed': 'The Passkey could not be deleted on the server.',
} as const;
