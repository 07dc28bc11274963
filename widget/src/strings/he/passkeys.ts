import type { AreaTranslation } from '../catalog';
import type { enPasskeys } from '../en/passkeys';

export const hePasskeys: AreaTranslation<typeof enPasskeys> = {
  'passkeys.login.button': 'המשך עם מפתח גישה',
  'passkeys.confirmation.title': 'בוצע בהצלחה!',
  'passkeys.confirmation.body': 'האימות באמצעות מפתח הגישה הצליח.',
  'passkeys.registrationStart.title': 'הגדרת מפתח גישה חדש',
  'passkeys.registrationStart.body':
    'מפתח גישה מאפשר להיכנס באמצעות טביעת אצבע, זיהוי פנים או נעילת המסך, במקום סיסמה.',
  'passkeys.registrationStart.create': 'יצירת מפתח גישה',
  'passkeys.registrationStart.skip': 'דילוג',
  'passkeys.registrationSuccess.title': 'מפתח הגישה נוצר בהצלחה!',
  'passkeys.registrationSuccess.existing': 'מפתחות גישה קיימים',
  'passkeys.registrationSuccess.setUpAnother': 'הגדרת מפתח גישה נוסף',
  'passkeys.registrationSuccess.done': 'סיום',
  'passkeys.registrationSuccess.deleteWarning': 'אחרי המחיקה לא ניתן לשחזר את מפתח הגישה.',
  'passkeys.registrationSuccess.confirmDelete': 'מחיקה',
  'passkeys.registrationSuccess.cancelDelete': 'ביטול',
  'passkeys.row.edit': 'עריכה',
  'passkeys.row.editLabel': 'עריכה: {name}',
  'passkeys.row.delete': 'מחיקה',
  'passkeys.row.deleteLabel': 'מחיקה: {name}',
  'passkeys.row.nameLabel': 'שם מפתח הגישה',
  'passkeys.row.save': 'שמירה',
  'passkeys.row.cancel': 'ביטול',
  'passkeys.row.nameEmpty': 'יש להזין שם למפתח הגישה.',
  'passkeys.row.nameTooLong': {
    one: 'שם מפתח הגישה יכול להכיל תו אחד לכל היותר.',
    two: 'שם מפתח הגישה יכול להכיל שני תווים לכל היותר.',
    other: 'שם מפתח הגישה יכול להכיל {count} תווים לכל היותר.',
  },
  'passkeys.error.unknown': 'אירעה שגיאה לא ידועה באימות באמצעות מפתח הגישה. יש לנסות שוב.',
  'passkeys.error.registrationNotFound':
    'רישום מפתח הגישה לא נמצא. ייתכן שמפתח הגישה נמחק מהחשבון שלך אבל לא ממנהל הסיסמאות. יש לנסות שוב.',
  'passkeys.error.duplicate':
    'אי אפשר ליצור את מפתח הגישה כי נראה שהוא כבר רשום. ייתכן שהוא נרשם במכשיר אחר וסונכרן בין המכשירים.',
  'passkeys.error.notCreated':
    'מפתח הגישה לא נוצר. אפשר ללחוץ על "יצירת מפתח גישה" כדי לנסות שוב, או לדלג בלי להוסיף מפתח גישה.',
  'passkeys.error.renameFailed': 'לא ניתן היה לשנות את שם מפתח הגישה בשרת.',
  'passkeys.error.deleteFailed': 'לא ניתן היה למחוק את מפתח הגישה מהשרת.',
};
