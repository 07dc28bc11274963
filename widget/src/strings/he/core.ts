import type { AreaTranslation } from '../catalog';
import type { enCore } from '../en/core';

export const heCore: AreaTranslation<typeof enCore> = {
  'main.title': 'הרשמה או כניסה',
  'main.divider': 'או',
  'main.tabs.label': 'דרכים להמשיך',
  'main.tabs.sms': 'SMS',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'אימייל',
  'email.label': 'אימייל',
  'email.placeholder': 'israel@example.co.il',
  'email.invalid': 'כתובת האימייל לא תקינה, יש לנסות שוב.',
  'button.continue': 'המשך',
  'button.back': 'חזרה',
  'status.loading': 'טוען…',
  'status.submitting': 'שולח…',
  'logo.alt': 'לוגו',
  'watermark.label': 'מופעל על ידי Stytch',
  'link.newTab': '(נפתח בכרטיסייה חדשה)',
  'toast.dismiss': 'סגירת ההתראה',
  'toast.region': 'התראות',
  'error.title': 'נראה שאירעה שגיאה!',
  'error.unreachable': 'לא ניתן ליצור קשר עם השרתים שלנו.',
  'error.invalidJson': 'התקבלה מהשרתים שלנו תגובת JSON לא תקינה.',
  'error.invalidResponse': 'התקבלה מהשרתים שלנו תגובה לא תקינה.',
  'error.screenUnavailable': 'המסך {screen} עדיין לא קיים בגרסה הזו של הווידג׳ט.',
  'config.error.emailMagicLinksWithEmailOtp':
    'שגיאה: אי אפשר להשתמש יחד בקישורי כניסה באימייל ובקודי אימות באימייל',
  'config.error.passkeysAlone': 'שגיאה: אי אפשר להשתמש במפתחות גישה לבדם, יש להוסיף מוצר נוסף להגדרות.',
  'config.warning.localeNotImported':
    'לא הועבר לווידג׳ט קטלוג לשפה "{requested}", ולכן הוא מוצג בשפה {shown}. יש לייבא את השפה מהחבילה @foyer/widget/locales ולהעביר אותה באפשרות locales.',
  'config.warning.localeInvalid': '"{requested}" אינו תג שפה לפי BCP 47, ולכן הווידג׳ט מוצג בשפה {shown}.',
  'passkeys.error.noActiveUser': 'שגיאה: אי אפשר להשתמש ברכיב PasskeyRegistration בלי משתמש פעיל שעבר אימות.',
  'error.userLocked': 'יותר מדי ניסיונות אימות שנכשלו. אפשר לנסות שוב מאוחר יותר.',
};
