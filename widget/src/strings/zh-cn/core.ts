import type { AreaTranslation } from '../catalog';
import type { enCore } from '../en/core';

export const zhCNCore: AreaTranslation<typeof enCore> = {
  'main.title': '注册或登录',
  'main.divider': '或',
  'main.tabs.label': '登录方式',
  'main.tabs.sms': '短信',
  'main.tabs.whatsapp': 'WhatsApp',
  'main.tabs.email': '邮箱',
  'email.label': '电子邮箱',
  'email.placeholder': 'zhangsan@example.cn',
  'email.invalid': '电子邮箱地址无效，请重试。',
  'button.continue': '继续',
  'button.back': '返回',
  'status.loading': '正在加载…',
  'status.submitting': '正在提交…',
  'logo.alt': '徽标',
  'watermark.label': '由 Stytch 提供技术支持',
  'link.newTab': '（在新标签页中打开）',
  'toast.dismiss': '关闭通知',
  'toast.region': '通知',
  'error.title': '好像出错了！',
  'error.unreachable': '无法连接到我们的服务器。',
  'error.invalidJson': '我们的服务器返回了无效的 JSON 响应。',
  'error.invalidResponse': '我们的服务器返回了无效的响应。',
  'error.screenUnavailable': '此版本的小组件尚未实现 {screen} 页面。',
  'config.error.emailMagicLinksWithEmailOtp': '错误：不能同时使用邮件登录链接和邮件验证码',
  'config.error.passkeysAlone': '错误：通行密钥不能单独使用，请在配置中添加其他产品。',
  'config.warning.localeNotImported':
    '未向小组件传入“{requested}”语言的目录，因此以 {shown} 显示。请从 @foyer/widget/locales 导入该语言，并通过 locales 传入。',
  'config.warning.localeInvalid': '“{requested}”不是 BCP 47 语言标签，因此小组件以 {shown} 显示。',
  'passkeys.error.noActiveUser': '错误：没有已通过身份验证的活跃用户时，无法使用 PasskeyRegistration 组件。',
};
