import type { AreaTranslation } from '../catalog';
import type { enCrypto } from '../en/crypto';

export const zhCNCrypto: AreaTranslation<typeof enCrypto> = {
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'Metamask',
  'crypto.wallet.GenericEthereumWallet': '其他 Ethereum 钱包',
  'crypto.wallet.GenericSolanaWallet': '其他 Solana 钱包',
  'crypto.continueWith': '使用 {wallet} 继续',
  'crypto.main.otherWallet': '使用其他加密钱包继续',
  'crypto.main.setUpWallet': '设置新的加密钱包',
  'crypto.other.title': '使用其他钱包继续',
  'crypto.setup.title': '设置新的加密钱包',
  'crypto.setup.body':
    '要使用钱包登录，请先安装一个 Ethereum 或 Solana 钱包。以下四款可供选择；钱包准备就绪后，请返回并使用它继续。',
  'crypto.setup.download': '下载 {wallet}',
  'crypto.connect.title': '正在连接您的钱包...',
  'crypto.connect.body': '请在钱包打开的窗口中批准连接。',
  'crypto.sign.title': '正在完成签名请求...',
  'crypto.sign.body': '请在钱包打开的窗口中签署消息，以完成登录。',
  'crypto.confirmation.title': '成功！',
  'crypto.confirmation.body': '您已成功连接钱包。',
  'crypto.error.body': '无法完成您的登录请求。请使用返回箭头回到登录页面，然后重试！',
  'crypto.error.connect': '【错误】无法连接到钱包',
  'crypto.error.sign': '【错误】无法签署消息',
};
