import type { AreaTranslation } from '../catalog';
import type { enPasswords } from '../en/passwords';

export const arPasswords: AreaTranslation<typeof enPasswords> = {
  'passwords.email.submit': 'المتابعة باستخدام البريد الإلكتروني',
  'passwords.choice.title': 'يُرجى اختيار طريقة إنشاء حسابك.',
  'passwords.choice.sendLink': 'إرسال رابط تسجيل الدخول إلى بريدي الإلكتروني',
  'passwords.choice.sendCode': 'إرسال رمز تسجيل الدخول إلى بريدي الإلكتروني',
  'passwords.create.title': 'يُرجى تعيين كلمة مرور لإكمال إنشاء حسابك',
  'passwords.login.title': 'تسجيل الدخول',
  'passwords.login.forgot': 'هل نسيت كلمة المرور؟',
  'passwords.passwordless.sending': 'جارٍ إرسال رسالة بريد إلكتروني إليك…',
  'passwords.field.label': 'كلمة المرور',
  'passwords.field.newLabel': 'كلمة المرور الجديدة',
  'passwords.field.show': 'إظهار',
  'passwords.field.hide': 'إخفاء',
  'passwords.field.showLabel': 'إظهار كلمة المرور',
  'passwords.field.empty': 'يُرجى إدخال كلمة المرور.',
  'passwords.strength.score': 'قوة كلمة المرور: {score} من {max}.',
  'passwords.strength.accepted': 'تم قبول كلمة المرور.',
  'passwords.strength.notAccepted': 'لم يتم قبول كلمة المرور بعد.',
  'passwords.strength.met': 'الشروط المستوفاة:',
  'passwords.strength.notMet': 'الشروط غير المستوفاة:',
  // After "من" the counted noun is genitive: one and two say the number in the noun itself,
  // 3–10 take the plural, 11–99 the accusative singular, 100 and up the genitive singular.
  'passwords.luds.length': {
    zero: 'يجب أن تتكون من {count} حرف على الأقل',
    one: 'يجب أن تتكون من حرف واحد على الأقل',
    two: 'يجب أن تتكون من حرفين على الأقل',
    few: 'يجب أن تتكون من {count} أحرف على الأقل',
    many: 'يجب أن تتكون من {count} حرفًا على الأقل',
    other: 'يجب أن تتكون من {count} حرف على الأقل',
  },
  'passwords.luds.complexity': {
    zero: 'يجب أن تحتوي على {count} مما يلي: حرف كبير، حرف صغير، رقم، رمز',
    one: 'يجب أن تحتوي على واحد مما يلي: حرف كبير، حرف صغير، رقم، رمز',
    two: 'يجب أن تحتوي على اثنين مما يلي: حرف كبير، حرف صغير، رقم، رمز',
    few: 'يجب أن تحتوي على {count} مما يلي: حرف كبير، حرف صغير، رقم، رمز',
    many: 'يجب أن تحتوي على {count} مما يلي: حرف كبير، حرف صغير، رقم، رمز',
    other: 'يجب أن تحتوي على {count} مما يلي: حرف كبير، حرف صغير، رقم، رمز',
  },
  'passwords.breachedWarning':
    'ربما استُخدمت كلمة المرور هذه على موقع آخر تعرّض لمشكلة أمنية. يُرجى اختيار كلمة مرور أخرى.',
  'passwords.forgot.title': 'هل نسيت كلمة المرور؟',
  'passwords.forgot.body': 'تم إرسال رابط لإعادة تعيين كلمة المرور إلى {email}.',
  'passwords.setNew.title': 'يُرجى التحقق من بريدك الإلكتروني!',
  'passwords.setNew.body': 'تم إرسال رابط لتعيين كلمة مرور لحسابك إلى {email}.',
  'passwords.breached.title': 'يُرجى التحقق من بريدك الإلكتروني لتعيين كلمة مرور جديدة',
  'passwords.breached.body':
    'ظهرت كلمة المرور هذه في اختراق أمني على موقع آخر. وللحفاظ على أمان حسابك، تم إرسال رابط لاختيار كلمة مرور جديدة إلى {email}.',
  'passwords.resetRequired.title': 'يُرجى التحقق من بريدك الإلكتروني لتعيين كلمة مرور جديدة!',
  'passwords.resetRequired.body':
    'نحتاج إلى التأكد من أنك صاحب الحساب فعلًا. تم إرسال رابط لتعيين كلمة مرور جديدة إلى {email}.',
  'passwords.resendEmail': 'إعادة إرسال الرسالة',
  'passwords.emailResent': 'تمت إعادة إرسال الرسالة',
  'passwords.loginWithoutPassword': 'تسجيل الدخول بدون كلمة مرور',
  'passwords.resetForm.title': 'إعادة تعيين كلمة المرور',
  'passwords.resetForm.missingToken':
    'لا يحتوي هذا الرابط على رمز إعادة التعيين. يُرجى طلب رسالة إعادة تعيين جديدة وفتح الرابط الموجود فيها.',
  'passwords.confirmation.title': 'تم بنجاح!',
  'passwords.confirmation.body': 'تم تسجيل دخولك بنجاح.',
  'passwords.loggingIn': 'جارٍ تسجيل الدخول...',
  'passwords.error.breached': 'كلمة المرور هذه مدرجة في قائمة كلمات المرور المسرّبة، ويجب إعادة تعيينها.',
};
