import type { AreaTranslation } from '../catalog';
import type { enPasskeys } from '../en/passkeys';

export const ptBrPasskeys: AreaTranslation<typeof enPasskeys> = {
  'passkeys.login.button': 'Continuar com uma chave de acesso',
  'passkeys.confirmation.title': 'Sucesso!',
  'passkeys.confirmation.body': 'Sua chave de acesso foi autenticada com sucesso.',
  'passkeys.registrationStart.title': 'Configure uma nova chave de acesso',
  'passkeys.registrationStart.body':
    'Uma chave de acesso permite entrar com sua digital, seu rosto ou o bloqueio de tela em vez de uma senha.',
  'passkeys.registrationStart.create': 'Criar uma chave de acesso',
  'passkeys.registrationStart.skip': 'Pular',
  'passkeys.registrationSuccess.title': 'Chave de acesso criada com sucesso!',
  'passkeys.registrationSuccess.existing': 'Chaves de acesso existentes',
  'passkeys.registrationSuccess.setUpAnother': 'Configurar outra chave de acesso',
  'passkeys.registrationSuccess.done': 'Concluído',
  'passkeys.registrationSuccess.deleteWarning':
    'Depois de excluída, a chave de acesso não pode ser restaurada.',
  'passkeys.registrationSuccess.confirmDelete': 'Excluir',
  'passkeys.registrationSuccess.cancelDelete': 'Cancelar',
  'passkeys.row.edit': 'Editar',
  'passkeys.row.editLabel': 'Editar {name}',
  'passkeys.row.delete': 'Excluir',
  'passkeys.row.deleteLabel': 'Excluir {name}',
  'passkeys.row.nameLabel': 'Nome da chave de acesso',
  'passkeys.row.save': 'Salvar',
  'passkeys.row.cancel': 'Cancelar',
  'passkeys.row.nameEmpty': 'Digite um nome para a chave de acesso.',
  'passkeys.row.nameTooLong': {
    one: 'O nome de uma chave de acesso pode ter no máximo {count} caractere.',
    many: 'O nome de uma chave de acesso pode ter no máximo {count} de caracteres.',
    other: 'O nome de uma chave de acesso pode ter no máximo {count} caracteres.',
  },
  'passkeys.error.unknown':
    'Ocorreu um erro desconhecido na autenticação com a chave de acesso. Tente novamente.',
  'passkeys.error.registrationNotFound':
    'Registro da chave de acesso não encontrado. Talvez você a tenha excluído da sua conta, mas não do gerenciador de senhas. Tente novamente.',
  'passkeys.error.duplicate':
    'Não é possível criar a chave de acesso porque ela parece já estar registrada. Talvez ela tenha sido registrada em outro dispositivo e sincronizada.',
  'passkeys.error.notCreated':
    'Sua chave de acesso não foi criada. Clique em Criar uma chave de acesso para tentar de novo ou pule sem adicioná-la.',
  'passkeys.error.renameFailed': 'Não foi possível renomear a chave de acesso no servidor.',
  'passkeys.error.deleteFailed': 'Não foi possível excluir a chave de acesso no servidor.',
};
