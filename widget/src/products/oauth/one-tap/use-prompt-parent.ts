import { type RefObject, useLayoutEffect } from 'react';
import { PROMPT_PARENT_ID } from './one-tap-client';

/** The slot of the shadow container that shows the prompt parent kept in the host's light DOM. */
export const PROMPT_SLOT_NAME = 'foyer-one-tap';

/**
 * In shadow mode Google's script looks the prompt parent up with `document.getElementById`, which
 * cannot see into the widget's shadow root; so the parent lives in the host element's light DOM and
 * is shown through a slot of the container. It is made before any effect starts One Tap, and points
 * `prompt` at it so the height follows it as in light mode.
 */
export function usePromptParentInLightDom(
  container: RefObject<HTMLElement | null>,
  prompt: RefObject<HTMLElement | null>,
  isEnabled: boolean,
) {
  useLayoutEffect(() => {
    const root = container.current?.getRootNode();
    if (!isEnabled || !(root instanceof ShadowRoot)) return;
    const parent = document.createElement('div');
    parent.id = PROMPT_PARENT_ID;
    parent.slot = PROMPT_SLOT_NAME;
    root.host.append(parent);
    prompt.current = parent;
    return () => {
      parent.remove();
      prompt.current = null;
    };
  }, [container, prompt, isEnabled]);
}
