import type { AreaTranslation } from '../catalog';
import type { enPasskeys } from '../en/passkeys';

export const arPasskeys: AreaTranslation<typeof enPasskeys> = {
  'passkeys.login.button': 'المتابعة باستخدام مفتاح مرور',
  'passkeys.confirmation.title': 'تم بنجاح!',
  'passkeys.confirmation.body': 'تمت المصادقة بمفتاح المرور بنجاح.',
  'passkeys.registrationStart.title': 'إعداد مفتاح مرور جديد',
  'passkeys.registrationStart.body':
    'يتيح لك مفتاح المرور تسجيل الدخول باستخدام بصمة الإصبع أو بصمة الوجه أو قفل الشاشة بدلًا من كلمة المرور.',
  'passkeys.registrationStart.create': 'إنشاء مفتاح مرور',
  'passkeys.registrationStart.skip': 'تخطي',
  'passkeys.registrationSuccess.title': 'تم إنشاء مفتاح المرور بنجاح!',
  'passkeys.registrationSuccess.existing': 'مفاتيح المرور الحالية',
  'passkeys.registrationSuccess.setUpAnother': 'إعداد مفتاح مرور آخر',
  'passkeys.registrationSuccess.done': 'تم',
  'passkeys.registrationSuccess.deleteWarning': 'لا يمكن استعادة مفتاح المرور بعد حذفه.',
  'passkeys.registrationSuccess.confirmDelete': 'حذف',
  'passkeys.registrationSuccess.cancelDelete': 'إلغاء',
  'passkeys.row.edit': 'تعديل',
  'passkeys.row.editLabel': 'تعديل {name}',
  'passkeys.row.delete': 'حذف',
  'passkeys.row.deleteLabel': 'حذف {name}',
  'passkeys.row.nameLabel': 'اسم مفتاح المرور',
  'passkeys.row.save': 'حفظ',
  'passkeys.row.cancel': 'إلغاء',
  'passkeys.row.nameEmpty': 'يُرجى إدخال اسم لمفتاح المرور.',
  // After "على" the counted noun is genitive: one and two say the number in the noun itself,
  // 3–10 take the plural, 11–99 the accusative singular, 100 and up the genitive singular.
  'passkeys.row.nameTooLong': {
    zero: 'يجب ألا يزيد اسم مفتاح المرور على {count} حرف.',
    one: 'يجب ألا يزيد اسم مفتاح المرور على حرف واحد.',
    two: 'يجب ألا يزيد اسم مفتاح المرور على حرفين.',
    few: 'يجب ألا يزيد اسم مفتاح المرور على {count} أحرف.',
    many: 'يجب ألا يزيد اسم مفتاح المرور على {count} حرفًا.',
    other: 'يجب ألا يزيد اسم مفتاح المرور على {count} حرف.',
  },
  'passkeys.error.unknown': 'حدث خطأ غير معروف أثناء المصادقة بمفتاح المرور. يُرجى المحاولة مرة أخرى.',
  'passkeys.error.registrationNotFound':
    'لم يتم العثور على تسجيل مفتاح المرور. ربما حذفت مفتاح المرور من حسابك ولكن ليس من مدير كلمات المرور. يُرجى المحاولة مرة أخرى.',
  'passkeys.error.duplicate':
    'تعذّر إنشاء مفتاح المرور لأنه يبدو مسجّلًا بالفعل. ربما سُجّل مفتاح المرور هذا على جهاز آخر ثم تمت مزامنته بين الأجهزة.',
  'passkeys.error.notCreated':
    'لم يتم إنشاء مفتاح المرور. يُرجى النقر على «إنشاء مفتاح مرور» للمحاولة مرة أخرى، أو التخطي دون إضافة مفتاح مرور.',
  'passkeys.error.renameFailed': 'تعذّرت إعادة تسمية مفتاح المرور على الخادم.',
  'passkeys.error.deleteFailed': 'تعذّر حذف مفتاح المرور على الخادم.',
};
