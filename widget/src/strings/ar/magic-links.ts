import type { AreaTranslation } from '../catalog';
import type { enMagicLinks } from '../en/magic-links';

export const arMagicLinks: AreaTranslation<typeof enMagicLinks> = {
  'magicLinks.form.submit': 'المتابعة باستخدام البريد الإلكتروني',
  'magicLinks.confirmation.title': 'يُرجى التحقق من بريدك الإلكتروني',
  'magicLinks.confirmation.sentTo': 'تم إرسال رسالة بريد إلكتروني إلى {email}.',
  'magicLinks.confirmation.openGmail': 'فتح في Gmail',
  'magicLinks.confirmation.openYahoo': 'فتح في Yahoo',
  'magicLinks.confirmation.openOutlook': 'فتح في Outlook',
  'magicLinks.confirmation.notReceived': 'ألم تصلك الرسالة؟',
  'magicLinks.confirmation.tryAgain': 'إعادة المحاولة',
  'magicLinks.error.spent':
    'تعذّر التحقق من رابط تسجيل الدخول لأنه استُخدم من قبل أو انتهت صلاحيته. يُرجى المحاولة مرة أخرى.',
};
