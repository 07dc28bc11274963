import type { AreaTranslation } from '../catalog';
import type { enPasskeys } from '../en/passkeys';

export const koPasskeys: AreaTranslation<typeof enPasskeys> = {
  'passkeys.login.button': '패스키로 계속하기',
  'passkeys.confirmation.title': '완료되었습니다!',
  'passkeys.confirmation.body': '패스키로 인증되었습니다.',
  'passkeys.registrationStart.title': '새 패스키 설정',
  'passkeys.registrationStart.body':
    '패스키를 사용하면 비밀번호 대신 지문, 얼굴 인식 또는 화면 잠금으로 로그인할 수 있습니다.',
  'passkeys.registrationStart.create': '패스키 만들기',
  'passkeys.registrationStart.skip': '건너뛰기',
  'passkeys.registrationSuccess.title': '패스키가 생성되었습니다!',
  'passkeys.registrationSuccess.existing': '등록된 패스키',
  'passkeys.registrationSuccess.setUpAnother': '다른 패스키 설정',
  'passkeys.registrationSuccess.done': '완료',
  'passkeys.registrationSuccess.deleteWarning': '삭제한 패스키는 복원할 수 없습니다.',
  'passkeys.registrationSuccess.confirmDelete': '삭제',
  'passkeys.registrationSuccess.cancelDelete': '취소',
  'passkeys.row.edit': '수정',
  'passkeys.row.editLabel': '{name} 수정',
  'passkeys.row.delete': '삭제',
  'passkeys.row.deleteLabel': '{name} 삭제',
  'passkeys.row.nameLabel': '패스키 이름',
  'passkeys.row.save': '저장',
  'passkeys.row.cancel': '취소',
  'passkeys.row.nameEmpty': '패스키 이름을 입력하세요.',
  'passkeys.row.nameTooLong': {
    other: '패스키 이름은 최대 {count}자까지 입력할 수 있습니다.',
  },
  'passkeys.error.unknown': '패스키 인증 중 알 수 없는 오류가 발생했습니다. 다시 시도해 주세요.',
  'passkeys.error.registrationNotFound':
    '패스키 등록 정보를 찾을 수 없습니다. 계정에서는 패스키를 삭제했지만 비밀번호 관리자에는 남아 있을 수 있습니다. 다시 시도해 주세요.',
  'passkeys.error.duplicate':
    '이미 등록된 것으로 보여 패스키를 만들 수 없습니다. 다른 기기에서 등록한 패스키가 기기 간에 동기화되었을 수 있습니다.',
  'passkeys.error.notCreated':
    '패스키가 생성되지 않았습니다. 다시 시도하려면 ‘패스키 만들기’를 클릭하고, 패스키 없이 진행하려면 건너뛰세요.',
  'passkeys.error.renameFailed': '서버에서 패스키 이름을 변경하지 못했습니다.',
  'passkeys.error.deleteFailed': '서버에서 패스키를 삭제하지 못했습니다.',
};
