import type { LocaleCatalog } from '../strings/catalog';
import { zhCNMessages } from '../strings/zh-cn';

/**
 * Simplified Chinese, addressing the user as 您 as Chinese sign-in screens do; full-width punctuation
 * and “” quotes, with a space between Chinese and Latin words or placeholders.
 */
export const zhCN: LocaleCatalog = { tag: 'zh-CN', name: '简体中文', dir: 'ltr', messages: zhCNMessages };
