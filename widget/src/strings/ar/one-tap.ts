import type { AreaTranslation } from '../catalog';
import type { enOneTap } from '../en/one-tap';

export const arOneTap: AreaTranslation<typeof enOneTap> = {
  'oneTap.label': 'Google One Tap',
  'oneTap.pending': 'جارٍ تحميل Google One Tap…',
  'oneTap.testTokenOnly': 'رسالة للمطوّرين (تظهر مع الرموز المميزة العامة التجريبية فقط):',
  'oneTap.error.origin_not_allowed_for_client':
    'لا يمكن عرض Google One Tap هنا: أصل هذه الصفحة ليس من أصول JavaScript المعتمدة لعميل Google OAuth. يُرجى إضافته إلى الأصول المعتمدة للعميل. لمزيد من المعلومات: https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.invalid_client':
    'لا يتعرّف Google على معرّف عميل OAuth المضبوط لهذا المشروع، لذا لا يمكن عرض One Tap. يُرجى التحقق من معرّف العميل في إعدادات Google OAuth للمشروع. لمزيد من المعلومات: https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.oauth_config_not_found':
    'لم يتم إعداد Google OAuth لهذا المشروع، لذا لا يمكن عرض One Tap. يُرجى إعداد Google في إعدادات OAuth. لمزيد من المعلومات: https://stytch.com/docs/guides/oauth/google',
  'oneTap.error.no_login_redirect_urls_set':
    'لا يتضمن هذا المشروع عنوان URL لإعادة التوجيه بعد تسجيل الدخول، وهو ما يحتاجه One Tap. يُرجى إضافة عنوان. لمزيد من المعلومات: https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.no_signup_redirect_urls_set':
    'لا يتضمن هذا المشروع عنوان URL لإعادة التوجيه بعد إنشاء الحساب، وهو ما يحتاجه One Tap. يُرجى إضافة عنوان. لمزيد من المعلومات: https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.default_provider_not_allowed':
    'يحتاج One Tap إلى عميل Google OAuth الخاص بالمشروع، ولا يمكن استخدام بيانات الاعتماد التجريبية الافتراضية معه. يُرجى ضبط معرّف العميل وسرّه. لمزيد من المعلومات: https://stytch.com/docs/guides/oauth/google',
};
