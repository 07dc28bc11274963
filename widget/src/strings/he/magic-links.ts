import type { AreaTranslation } from '../catalog';
import type { enMagicLinks } from '../en/magic-links';

export const heMagicLinks: AreaTranslation<typeof enMagicLinks> = {
  'magicLinks.form.submit': 'המשך עם אימייל',
  'magicLinks.confirmation.title': 'כדאי לבדוק את האימייל',
  'magicLinks.confirmation.sentTo': 'נשלח אימייל אל {email}.',
  'magicLinks.confirmation.openGmail': 'פתיחה ב-Gmail',
  'magicLinks.confirmation.openYahoo': 'פתיחה ב-Yahoo',
  'magicLinks.confirmation.openOutlook': 'פתיחה ב-Outlook',
  'magicLinks.confirmation.notReceived': 'האימייל לא הגיע?',
  'magicLinks.confirmation.tryAgain': 'ניסיון נוסף',
  'magicLinks.error.spent':
    'לא ניתן היה לאמת את הקישור לכניסה, כי כבר נעשה בו שימוש או שתוקפו פג. יש לנסות שוב.',
};
