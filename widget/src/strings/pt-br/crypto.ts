import type { AreaTranslation } from '../catalog';
import type { enCrypto } from '../en/crypto';

export const ptBrCrypto: AreaTranslation<typeof enCrypto> = {
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'Metamask',
  'crypto.wallet.GenericEthereumWallet': 'Outra carteira Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Outra carteira Solana',
  'crypto.continueWith': 'Continuar com {wallet}',
  'crypto.main.otherWallet': 'Continuar com outra carteira de criptomoedas',
  'crypto.main.setUpWallet': 'Configurar uma nova carteira de criptomoedas',
  'crypto.other.title': 'Continuar com outra carteira',
  'crypto.setup.title': 'Configure uma nova carteira de criptomoedas',
  'crypto.setup.body':
    'Para entrar com uma carteira, instale primeiro uma de Ethereum ou Solana. Aqui estão quatro para escolher; quando a sua estiver pronta, volte e continue com ela.',
  'crypto.setup.download': 'Baixar {wallet}',
  'crypto.connect.title': 'Conectando à sua carteira...',
  'crypto.connect.body': 'Aprove a conexão na janela que a sua carteira abriu.',
  'crypto.sign.title': 'Concluindo a solicitação de assinatura...',
  'crypto.sign.body': 'Assine a mensagem na janela que a sua carteira abriu para concluir o login.',
  'crypto.confirmation.title': 'Sucesso!',
  'crypto.confirmation.body': 'Sua carteira foi conectada com sucesso.',
  'crypto.error.body':
    'Não foi possível concluir a sua solicitação de login. Use a seta para voltar à tela de login e tente novamente!',
  'crypto.error.connect': '[Erro] Não foi possível conectar à carteira',
  'crypto.error.sign': '[Erro] Não foi possível assinar a mensagem',
};
