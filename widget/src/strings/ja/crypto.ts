import type { AreaTranslation } from '../catalog';
import type { enCrypto } from '../en/crypto';

export const jaCrypto: AreaTranslation<typeof enCrypto> = {
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'Metamask',
  'crypto.wallet.GenericEthereumWallet': 'その他の Ethereum ウォレット',
  'crypto.wallet.GenericSolanaWallet': 'その他の Solana ウォレット',
  'crypto.continueWith': '{wallet} で続行',
  'crypto.main.otherWallet': 'その他の暗号資産ウォレットで続行',
  'crypto.main.setUpWallet': '新しい暗号資産ウォレットを設定',
  'crypto.other.title': 'その他のウォレットで続行',
  'crypto.setup.title': '新しい暗号資産ウォレットを設定',
  'crypto.setup.body':
    'ウォレットでログインするには、まず Ethereum または Solana 用のウォレットをインストールしてください。以下の 4 つから選べます。準備ができたら、前の画面に戻ってそのウォレットで続行してください。',
  'crypto.setup.download': '{wallet} をダウンロード',
  'crypto.connect.title': 'ウォレットに接続しています...',
  'crypto.connect.body': 'ウォレットが開いたウィンドウで接続を承認してください。',
  'crypto.sign.title': '署名リクエストを処理しています...',
  'crypto.sign.body': 'ログインを完了するには、ウォレットが開いたウィンドウでメッセージに署名してください。',
  'crypto.confirmation.title': '完了しました！',
  'crypto.confirmation.body': 'ウォレットを接続しました。',
  'crypto.error.body':
    'ログインのリクエストを完了できませんでした。戻る矢印でログイン画面に戻り、もう一度お試しください。',
  'crypto.error.connect': '【エラー】ウォレットに接続できませんでした',
  'crypto.error.sign': '【エラー】メッセージに署名できませんでした',
};
