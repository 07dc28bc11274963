import type { AreaTranslation } from '../catalog';
import type { enCore } from '../en/core';

export const arCore: AreaTranslation<typeof enCore> = {
  'main.title': 'إنشاء حساب أو تسجيل الدخول',
  'main.divider': 'أو',
  'main.tabs.label': 'طرق المتابعة',
  'main.tabs.sms': 'رسالة نصية',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': 'البريد الإلكتروني',
  'email.label': 'البريد الإلكتروني',
  'email.placeholder': 'ahmad@example.com',
  'email.invalid': 'عنوان البريد الإلكتروني غير صالح، يُرجى المحاولة مرة أخرى.',
  'button.continue': 'متابعة',
  'button.back': 'رجوع',
  'status.loading': 'جارٍ التحميل…',
  'status.submitting': 'جارٍ الإرسال…',
  'logo.alt': 'الشعار',
  'watermark.label': 'مدعوم من Stytch',
  'link.newTab': '(يُفتح في علامة تبويب جديدة)',
  'toast.dismiss': 'إغلاق الإشعار',
  'toast.region': 'الإشعارات',
  'error.title': 'يبدو أن خطأً ما قد حدث!',
  'error.unreachable': 'تعذّر الاتصال بخوادمنا.',
  'error.invalidJson': 'وصلت من خوادمنا استجابة JSON غير صالحة.',
  'error.invalidResponse': 'وصلت من خوادمنا استجابة غير صالحة.',
  'error.screenUnavailable': 'شاشة {screen} غير متاحة بعد في هذا الإصدار من الأداة.',
  'config.error.emailMagicLinksWithEmailOtp':
    'خطأ: لا يمكن الجمع بين روابط تسجيل الدخول ورموز التحقق المرسلة عبر البريد الإلكتروني',
  'config.error.passkeysAlone':
    'خطأ: لا يمكن استخدام مفاتيح المرور وحدها، لذا يُرجى إضافة منتج آخر إلى الإعدادات.',
  'config.warning.localeNotImported':
    'لم يُمرَّر إلى الأداة أي كتالوج للغة «{requested}»، لذا تعرض الأداة نصوصها بلغة {shown}. يُرجى استيراد اللغة من @foyer/widget/locales وتمريرها في locales.',
  'config.warning.localeInvalid':
    '«{requested}» ليس رمز لغة صالحًا وفق معيار BCP 47، لذا تعرض الأداة نصوصها بلغة {shown}.',
  'passkeys.error.noActiveUser':
    'خطأ: لا يمكن استخدام المكوّن PasskeyRegistration دون مستخدم نشط تمت مصادقته.',
  'error.userLocked': 'محاولات مصادقة فاشلة كثيرة جدًا. يُرجى المحاولة لاحقًا.',
};
