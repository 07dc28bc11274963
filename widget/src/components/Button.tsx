import { type ButtonHTMLAttributes, forwardRef, useCallback, useLayoutEffect, useRef } from 'react';
import { slot, stateAttributes, VISUALLY_HIDDEN_CLASS } from '../theme/slots';
import { Spinner } from './Spinner';
import { useWidget } from './widget-context';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  variant?: 'primary' | 'secondary' | 'text' | 'danger';
  /** Shows the spinner and blocks further presses until the call settles. */
  isSubmitting?: boolean;
};

/**
 * A pressed button is disabled while its call runs, and the browser then drops its focus to the
 * page's body: a keyboard or screen-reader user who gets an error back would start again from the
 * top of the page. Focus comes back to the button when the call settles, if it was there and has gone
 * nowhere else (a new screen moves it to its heading itself).
 */
function useFocusKeptThroughSubmit(isSubmitting: boolean) {
  const element = useRef<HTMLButtonElement | null>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    const button = element.current;
    if (!button) return;
    if (isSubmitting) {
      // Read in the commit that disabled it: the browser moves focus away only when it next renders.
      hadFocus.current = button.ownerDocument.activeElement === button;
      return;
    }
    if (!hadFocus.current) return;
    hadFocus.current = false;
    const active = button.ownerDocument.activeElement;
    const focusIsLost = active === null || active === button.ownerDocument.body;
    if (focusIsLost && button.isConnected && !button.disabled) button.focus();
  }, [isSubmitting]);
  return element;
}

// forwardRef, not a `ref` prop: React 18 hosts are supported, and there a ref is not a prop.
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', isSubmitting = false, disabled, children, ...rest },
  ref,
) {
  const { translator } = useWidget();
  const kept = useFocusKeptThroughSubmit(isSubmitting);
  const setRefs = useCallback(
    (button: HTMLButtonElement | null) => {
      kept.current = button;
      if (typeof ref === 'function') ref(button);
      else if (ref) ref.current = button;
    },
    [ref, kept],
  );
  return (
    <button
      type="button"
      {...rest}
      ref={setRefs}
      {...slot('button', { variant })}
      {...stateAttributes({ variant, submitting: isSubmitting })}
      aria-busy={isSubmitting || undefined}
      disabled={disabled || isSubmitting}
    >
      {isSubmitting && (
        <>
          <Spinner />
          <span className={VISUALLY_HIDDEN_CLASS}>{translator.t('status.submitting')}</span>
        </>
      )}
      {children}
    </button>
  );
});
