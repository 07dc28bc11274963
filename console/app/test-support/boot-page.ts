import { CONSOLE_BOOT_ID, type ConsoleBoot, type ListedMessage } from '@foyer/emulator/control';

/** What the emulator hands a page for one project (`token`), its inbox's first page holding `messages`. */
export function bootOf(token: string, messages: ListedMessage[]): ConsoleBoot {
  return {
    projects: {
      projects: [{ public_token: token, project_id: `project-${token}`, project_name: 'Emulator' }],
    },
    project: {
      public_token: token,
      position: { epoch: 'e', writes: messages.length, requests: 0 },
      list: {
        name: 'messages',
        answer: { messages, results_metadata: { total: messages.length, next_cursor: null } },
      },
    },
  };
}

/** The block as the emulator writes it: every `<` escaped, so nothing in it closes the block. */
export function pageWithBoot(boot: ConsoleBoot): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = CONSOLE_BOOT_ID;
  block.textContent = JSON.stringify(boot).replaceAll('<', '\\u003c');
  document.head.append(block);
}

/** Takes the block away again. */
export function removeBoot(): void {
  document.getElementById(CONSOLE_BOOT_ID)?.remove();
}

/** Puts the page at `url`, as a navigation there would. */
export function openAt(url: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}
