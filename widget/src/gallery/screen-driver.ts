import { getByLabelText, getByRole, waitFor } from '@testing-library/dom';
import type { WidgetStore } from '../state/store';
import type { MessageId } from '../strings/catalog';
import type { Translator } from '../strings/messages';

/** What a gallery entry's steps use: the screen as a user finds it, in the widget's own words. */
export type ScreenDriver = {
  store: WidgetStore;
  /** Types into the field labelled with this text, as the browser reports typing to React. */
  fill(label: MessageId, value: string): Promise<void>;
  /** Presses the button named with this text, once it is there. */
  press(name: MessageId): Promise<void>;
  /** Selects the tab named with this text. */
  selectTab(name: MessageId): Promise<void>;
  /** Resolves once something in the widget matches `selector` (a state attribute, a slot). */
  waitFor(selector: string): Promise<void>;
};

// An upper bound for a busy machine, not a wait: every step resolves as soon as its state shows.
const STEP_TIMEOUT_MS = 15_000;

/** Sets an input's value through the prototype's setter, so React's change tracking sees the edit. */
function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A driver for the widget rendered under `root` (its element, or its shadow root). */
export function screenDriver(
  root: Element | ShadowRoot,
  store: WidgetStore,
  translator: Translator,
): ScreenDriver {
  // Testing Library's queries only walk `querySelectorAll`, which a shadow root has too.
  const container = root as HTMLElement;
  const until = <T>(find: () => T) => waitFor(find, { container, timeout: STEP_TIMEOUT_MS });
  return {
    store,
    async fill(label, value) {
      const input = await until(() => getByLabelText(container, translator.t(label), { selector: 'input' }));
      typeInto(input as HTMLInputElement, value);
    },
    async press(name) {
      const button = await until(() => getByRole(container, 'button', { name: translator.t(name) }));
      await until(() => {
        if ((button as HTMLButtonElement).disabled) throw new Error(`"${translator.t(name)}" is disabled`);
      });
      button.click();
    },
    async selectTab(name) {
      const tab = await until(() => getByRole(container, 'tab', { name: translator.t(name) }));
      tab.click();
      await until(() => {
        if (tab.getAttribute('aria-selected') !== 'true')
          throw new Error(`"${translator.t(name)}" is not selected`);
      });
    },
    async waitFor(selector) {
      await until(() => {
        if (!root.querySelector(selector)) throw new Error(`nothing matches ${selector}`);
      });
    },
  };
}
