import type { AreaTranslation } from '../catalog';
import type { enMagicLinks } from '../en/magic-links';

export const zhCNMagicLinks: AreaTranslation<typeof enMagicLinks> = {
  'magicLinks.form.submit': '使用邮箱继续',
  'magicLinks.confirmation.title': '请查收邮件',
  'magicLinks.confirmation.sentTo': '已向 {email} 发送一封邮件。',
  'magicLinks.confirmation.openGmail': '在 Gmail 中打开',
  'magicLinks.confirmation.openYahoo': '在 Yahoo 中打开',
  'magicLinks.confirmation.openOutlook': '在 Outlook 中打开',
  'magicLinks.confirmation.notReceived': '没有收到？',
  'magicLinks.confirmation.tryAgain': '重试',
  'magicLinks.error.spent': '该登录链接已被使用或已过期，无法验证。请重试。',
};
