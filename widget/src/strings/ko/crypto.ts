import type { AreaTranslation } from '../catalog';
import type { enCrypto } from '../en/crypto';

export const koCrypto: AreaTranslation<typeof enCrypto> = {
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'Metamask',
  'crypto.wallet.GenericEthereumWallet': '기타 Ethereum 지갑',
  'crypto.wallet.GenericSolanaWallet': '기타 Solana 지갑',
  'crypto.continueWith': '{wallet}(으)로 계속하기',
  'crypto.main.otherWallet': '다른 암호화폐 지갑으로 계속하기',
  'crypto.main.setUpWallet': '새 암호화폐 지갑 설정',
  'crypto.other.title': '다른 지갑으로 계속하기',
  'crypto.setup.title': '새 암호화폐 지갑 설정',
  'crypto.setup.body':
    '지갑으로 로그인하려면 먼저 Ethereum 또는 Solana용 지갑을 설치하세요. 아래 네 가지 중에서 고를 수 있습니다. 지갑이 준비되면 이전 화면으로 돌아가 해당 지갑으로 계속하세요.',
  'crypto.setup.download': '{wallet} 다운로드',
  'crypto.connect.title': '지갑에 연결하는 중...',
  'crypto.connect.body': '지갑이 연 창에서 연결을 승인하세요.',
  'crypto.sign.title': '서명 요청을 완료하는 중...',
  'crypto.sign.body': '로그인을 완료하려면 지갑이 연 창에서 메시지에 서명하세요.',
  'crypto.confirmation.title': '완료되었습니다!',
  'crypto.confirmation.body': '지갑이 연결되었습니다.',
  'crypto.error.body':
    '로그인 요청을 완료할 수 없습니다. 뒤로 화살표를 눌러 로그인 화면으로 돌아간 후 다시 시도해 주세요!',
  'crypto.error.connect': '[오류] 지갑에 연결할 수 없습니다',
  'crypto.error.sign': '[오류] 메시지에 서명할 수 없습니다',
};
