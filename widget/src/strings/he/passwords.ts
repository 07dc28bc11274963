import type { AreaTranslation } from '../catalog';
import type { enPasswords } from '../en/passwords';

export const hePasswords: AreaTranslation<typeof enPasswords> = {
  'passwords.email.submit': 'המשך עם אימייל',
  'passwords.choice.title': 'איך ליצור את החשבון שלך?',
  'passwords.choice.sendLink': 'שליחת קישור לכניסה באימייל',
  'passwords.choice.sendCode': 'שליחת קוד כניסה באימייל',
  'passwords.create.title': 'כדי לסיים את יצירת החשבון, יש להגדיר סיסמה',
  'passwords.login.title': 'כניסה',
  'passwords.login.forgot': 'שכחת את הסיסמה?',
  'passwords.passwordless.sending': 'שולח אליך אימייל…',
  'passwords.field.label': 'סיסמה',
  'passwords.field.newLabel': 'סיסמה חדשה',
  'passwords.field.show': 'הצגה',
  'passwords.field.hide': 'הסתרה',
  'passwords.field.showLabel': 'הצגת הסיסמה',
  'passwords.field.empty': 'יש להזין את הסיסמה.',
  'passwords.error.tooManyAttempts':
    'יותר מדי סיסמאות שגויות. אפשר לנסות שוב מאוחר יותר, או לאפס את הסיסמה כדי לבטל את נעילת החשבון.',
  'passwords.strength.score': 'חוזק הסיסמה: {score} מתוך {max}.',
  'passwords.strength.accepted': 'הסיסמה התקבלה.',
  'passwords.strength.notAccepted': 'הסיסמה עדיין לא עומדת בדרישות.',
  'passwords.strength.met': 'דרישות שמתקיימות:',
  'passwords.strength.notMet': 'דרישות שלא מתקיימות:',
  'passwords.luds.length': {
    one: 'חייבת להכיל לפחות תו אחד',
    two: 'חייבת להכיל לפחות שני תווים',
    other: 'חייבת להכיל לפחות {count} תווים',
  },
  'passwords.luds.complexity': {
    one: 'חייבת להכיל אחד מהבאים: אות גדולה, אות קטנה, ספרה, סמל',
    two: 'חייבת להכיל שניים מהבאים: אות גדולה, אות קטנה, ספרה, סמל',
    other: 'חייבת להכיל {count} מהבאים: אות גדולה, אות קטנה, ספרה, סמל',
  },
  'passwords.breachedWarning':
    'ייתכן שנעשה שימוש בסיסמה הזו באתר אחר שנפגע מבעיית אבטחה. יש לבחור סיסמה אחרת.',
  'passwords.forgot.title': 'שכחת את הסיסמה?',
  'passwords.forgot.body': 'קישור לאיפוס הסיסמה נשלח אל {email}.',
  'passwords.setNew.title': 'כדאי לבדוק את האימייל!',
  'passwords.setNew.body': 'קישור להגדרת סיסמה לחשבון שלך נשלח אל {email}.',
  'passwords.breached.title': 'יש לבדוק את האימייל כדי להגדיר סיסמה חדשה',
  'passwords.breached.body':
    'הסיסמה הזו הופיעה בפרצת אבטחה באתר אחר. כדי לשמור על אבטחת החשבון שלך, נשלח אל {email} קישור לבחירת סיסמה חדשה.',
  'passwords.resetRequired.title': 'יש לבדוק את האימייל כדי להגדיר סיסמה חדשה!',
  'passwords.resetRequired.body': 'עלינו לוודא שהחשבון באמת שלך. קישור להגדרת סיסמה חדשה נשלח אל {email}.',
  'passwords.resendEmail': 'שליחת האימייל מחדש',
  'passwords.emailResent': 'האימייל נשלח מחדש',
  'passwords.loginWithoutPassword': 'כניסה בלי סיסמה',
  'passwords.resetForm.title': 'איפוס הסיסמה',
  'passwords.resetForm.missingToken':
    'בקישור הזה אין טוקן איפוס. יש לבקש אימייל איפוס חדש ולפתוח את הקישור שבו.',
  'passwords.confirmation.title': 'בוצע בהצלחה!',
  'passwords.confirmation.body': 'הכניסה בוצעה בהצלחה.',
  'passwords.loggingIn': 'מתבצעת כניסה...',
};
