import type { LocaleCatalog } from '../strings/catalog';
import { koMessages } from '../strings/ko';

/**
 * Korean in the polite register of Korean sign-in screens: statements in 합니다체 ("보냈습니다"),
 * requests in the honorific -세요 form ("입력하세요", "다시 시도해 주세요"), buttons as nouns or -하기
 * ("계속", "이메일로 계속하기"). A particle after a value that varies takes the written form "(으)로".
 */
export const ko: LocaleCatalog = { tag: 'ko', name: '한국어', dir: 'ltr', messages: koMessages };
