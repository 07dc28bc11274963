import type { AreaTranslation } from '../catalog';
import type { enPasskeys } from '../en/passkeys';

export const zhCNPasskeys: AreaTranslation<typeof enPasskeys> = {
  'passkeys.login.button': '使用通行密钥继续',
  'passkeys.confirmation.title': '成功！',
  'passkeys.confirmation.body': '您的通行密钥已验证成功。',
  'passkeys.registrationStart.title': '设置新的通行密钥',
  'passkeys.registrationStart.body': '有了通行密钥，您可以使用指纹、人脸或屏幕锁定代替密码登录。',
  'passkeys.registrationStart.create': '创建通行密钥',
  'passkeys.registrationStart.skip': '跳过',
  'passkeys.registrationSuccess.title': '通行密钥创建成功！',
  'passkeys.registrationSuccess.existing': '已有的通行密钥',
  'passkeys.registrationSuccess.setUpAnother': '再设置一个通行密钥',
  'passkeys.registrationSuccess.done': '完成',
  'passkeys.registrationSuccess.deleteWarning': '通行密钥一经删除便无法恢复。',
  'passkeys.registrationSuccess.confirmDelete': '删除',
  'passkeys.registrationSuccess.cancelDelete': '取消',
  'passkeys.row.edit': '编辑',
  'passkeys.row.editLabel': '编辑 {name}',
  'passkeys.row.delete': '删除',
  'passkeys.row.deleteLabel': '删除 {name}',
  'passkeys.row.nameLabel': '通行密钥名称',
  'passkeys.row.save': '保存',
  'passkeys.row.cancel': '取消',
  'passkeys.row.nameEmpty': '请输入通行密钥的名称。',
  'passkeys.row.nameTooLong': {
    other: '通行密钥名称最多 {count} 个字符。',
  },
  'passkeys.error.unknown': '通行密钥身份验证期间发生未知错误。请重试。',
  'passkeys.error.registrationNotFound':
    '找不到通行密钥的注册信息。您可能已从账号中删除了该通行密钥，但没有从密码管理器中删除。请重试。',
  'passkeys.error.duplicate':
    '该通行密钥似乎已注册，因此无法创建。它可能是在其他设备上注册的，并已跨设备同步。',
  'passkeys.error.notCreated': '未创建您的通行密钥。点击“创建通行密钥”重试，或跳过此步骤，不添加通行密钥。',
  'passkeys.error.renameFailed': '无法在服务器上重命名该通行密钥。',
  'passkeys.error.deleteFailed': '无法在服务器上删除该通行密钥。',
};
