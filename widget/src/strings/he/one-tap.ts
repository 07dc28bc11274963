import type { AreaTranslation } from '../catalog';
import type { enOneTap } from '../en/one-tap';

export const heOneTap: AreaTranslation<typeof enOneTap> = {
  'oneTap.label': 'Google One Tap',
  'oneTap.pending': 'טוען את Google One Tap…',
  'oneTap.testTokenOnly': 'הודעה למפתחים (מוצגת רק עם טוקנים ציבוריים לבדיקה):',
  'oneTap.error.origin_not_allowed_for_client':
    'אי אפשר להציג כאן את Google One Tap: המקור של הדף הזה אינו מקור JavaScript מורשה של לקוח Google OAuth. יש להוסיף אותו למקורות המורשים של הלקוח. מידע נוסף: https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.invalid_client':
    'מזהה לקוח OAuth שהוגדר לפרויקט הזה אינו מוכר ל-Google, ולכן אי אפשר להציג את One Tap. יש לבדוק את מזהה הלקוח בהגדרות Google OAuth של הפרויקט. מידע נוסף: https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid',
  'oneTap.error.oauth_config_not_found':
    'Google OAuth לא הוגדר בפרויקט הזה, ולכן אי אפשר להציג את One Tap. יש להגדיר את Google בהגדרות OAuth. מידע נוסף: https://stytch.com/docs/guides/oauth/google',
  'oneTap.error.no_login_redirect_urls_set':
    'לפרויקט הזה אין כתובת URL להפניה אחרי כניסה, ו-One Tap זקוק לה. יש להוסיף כתובת כזו. מידע נוסף: https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.no_signup_redirect_urls_set':
    'לפרויקט הזה אין כתובת URL להפניה אחרי הרשמה, ו-One Tap זקוק לה. יש להוסיף כתובת כזו. מידע נוסף: https://stytch.com/docs/guides/dashboard/redirect-urls',
  'oneTap.error.default_provider_not_allowed':
    'One Tap זקוק ללקוח Google OAuth של הפרויקט עצמו; אי אפשר להשתמש בו עם פרטי הכניסה לבדיקה שמוגדרים כברירת מחדל. יש להגדיר את מזהה הלקוח ואת הסוד שלו. מידע נוסף: https://stytch.com/docs/guides/oauth/google',
};
