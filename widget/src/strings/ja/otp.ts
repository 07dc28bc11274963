import type { AreaTranslation } from '../catalog';
import type { enOtp } from '../en/otp';

export const jaOtp: AreaTranslation<typeof enOtp> = {
  'otp.form.submitSms': 'SMS で続行',
  'otp.form.submitWhatsapp': 'WhatsApp で続行',
  'otp.form.submitEmail': 'メールで続行',
  'otp.authenticate.title': '確認コードを入力',
  'otp.authenticate.sentTo': '{destination} に 6 桁の確認コードを送信しました。',
  'otp.authenticate.passcodeLabel': '確認コード',
  'otp.authenticate.verifying': '確認コードを検証しています…',
  'otp.authenticate.expiresIn': 'コードの有効期限まであと {time} です。',
  'otp.authenticate.expired': 'コードの有効期限が切れました。',
  'otp.authenticate.notReceived': '届きませんでしたか？',
  'otp.authenticate.resend': 'コードを再送信',
  'otp.authenticate.resending': '新しいコードを送信しています…',
  'otp.authenticate.resent': '新しいコードを送信しました！',
  'otp.error.invalidPasscode': '確認コードが正しくありません。もう一度お試しください。',
  'otp.confirmation.title': '完了しました！',
  'otp.confirmation.body': '確認コードの検証が完了しました。',
  'phone.label': '電話番号',
  'phone.countryLabel': '国番号',
  'phone.invalid': '電話番号が無効です。もう一度お試しください。',
  'phone.placeholder': '(123) 456-7890',
};
