import type { AreaTranslation } from '../catalog';
import type { enIdp } from '../en/idp';

export const ptBrIdp: AreaTranslation<typeof enIdp> = {
  'idp.error.noActiveSession': 'Nenhuma sessão ativa encontrada. Entre para continuar.',
  'idp.error.missingParameter':
    'Parâmetro obrigatório ausente: {param}. Entre em contato com o desenvolvedor do aplicativo.',
  'idp.error.requestRefused': 'A solicitação do aplicativo foi respondida com “{error}”; voltando para ele.',
  'idp.error.unsafeRedirect':
    'O aplicativo pediu para voltar a um endereço que não é uma página web, então ele não foi aberto.',
  'idp.consent.title': 'Entrar em {clientName} com {projectName}',
  'idp.consent.titleCustomScopes': '{clientName} quer acessar sua conta de {projectName}',
  'idp.consent.requesting': '{clientName} está pedindo para:',
  'idp.consent.ungrantable': 'Você não pode dar a {clientName} parte do acesso que ele pede:',
  'idp.consent.defaultClientName': 'O aplicativo',
  'idp.consent.defaultProjectName': 'este serviço',
  'idp.consent.allow': 'Permitir',
  'idp.consent.deny': 'Negar',
  'idp.consent.denied': 'O acesso ao aplicativo foi negado.',
  'idp.consent.successTitle': 'Sucesso!',
  'idp.consent.successBody': 'Voltando para {clientName}…',
  'idp.scope.openid': 'Confirmar quem você é',
  'idp.scope.openid.detail': 'Ver os dados básicos guardados na sua conta',
  'idp.scope.profileGroup': 'Ver informações do seu perfil',
  'idp.scope.profile': 'Seu nome, foto e idioma',
  'idp.scope.email': 'Seu endereço de e-mail',
  'idp.scope.phone': 'Seu número de telefone',
  'idp.scope.offlineAccess': 'Manter o acesso à sua conta enquanto você não usa o aplicativo',
  'idp.scope.offlineAccess.offline': 'Acessar seus dados quando você estiver offline.',
  'idp.scope.offlineAccess.background':
    'Sincronizar seus dados e executar tarefas em segundo plano por você.',
  'idp.scope.fullAccess': 'Agir por você com acesso total à sua conta',
  'idp.scope.custom': 'Usar o escopo {scope}',
  'idp.logout.title': 'Sair?',
  'idp.logout.body': 'Tem certeza de que deseja sair da sua conta de {projectName}?',
  'idp.logout.yes': 'Sim',
  'idp.logout.no': 'Não',
  'idp.logout.declined': 'Você não saiu da sua conta. Pode fechar esta página.',
};
