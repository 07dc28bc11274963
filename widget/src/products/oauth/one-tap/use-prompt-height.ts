import { type RefObject, useEffect } from 'react';

/** The custom property that sizes the embedded container; the stylesheet defaults it to 47 px. */
export const PROMPT_HEIGHT_PROPERTY = '--foyer-one-tap-height';

/**
 * Google's prompt settles its height in a few quick steps as it loads; following each step would
 * make the widget jump, so the container takes the prompt's height once it has held for this long.
 */
export const PROMPT_RESIZE_DELAY_MS = 100;

/**
 * Makes `container` follow the height of `prompt` (where Google draws the embedded One Tap), set
 * through CSSOM so no style attribute or style element is needed under a strict CSP. A height of 0
 * (the prompt gone) keeps the last one, so the widget does not collapse and jump back.
 */
export function usePromptHeight(
  container: RefObject<HTMLElement | null>,
  prompt: RefObject<HTMLElement | null>,
  isEnabled: boolean,
) {
  useEffect(() => {
    const target = prompt.current;
    if (!isEnabled || !target || typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.contentRect.height ?? 0;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (height > 0) container.current?.style.setProperty(PROMPT_HEIGHT_PROPERTY, `${height}px`);
      }, PROMPT_RESIZE_DELAY_MS);
    });
    observer.observe(target);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [container, prompt, isEnabled]);
}
