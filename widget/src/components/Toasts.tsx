import { type FocusEvent, useEffect, useState } from 'react';
import { dismissToast, pauseToast, resumeToast, type Toast } from '../state/toasts';
import { slot, stateAttributes } from '../theme/slots';
import { useDisplayText } from './Message';
import { useWidget, useWidgetState } from './widget-context';

/** One toast; it stays while the pointer is over it or focus is inside it. */
function ToastItem({ toast }: { toast: Toast }) {
  const { store, translator } = useWidget();
  const displayText = useDisplayText();
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);

  useEffect(() => {
    if (isHovered || hasFocus) pauseToast(store, toast.id);
    else resumeToast(store, toast.id);
  }, [store, toast.id, isHovered, hasFocus]);

  const leaveFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the expiry; the toast is not a control
    <div
      {...slot('toast', { variant: toast.kind })}
      {...stateAttributes({ kind: toast.kind })}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={leaveFocus}
    >
      <span>{displayText(toast.message)}</span>
      <button
        type="button"
        {...slot('toast-dismiss')}
        aria-label={translator.t('toast.dismiss')}
        onClick={() => dismissToast(store, toast.id)}
      >
        ×
      </button>
    </div>
  );
}

/**
 * The toast stack. Errors sit in an assertive live region, everything else in a polite one, so both
 * are announced without moving focus.
 */
export function Toasts() {
  const { translator } = useWidget();
  const { toasts } = useWidgetState();
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const others = toasts.filter((toast) => toast.kind !== 'error');
  return (
    <section {...slot('toasts')} aria-label={translator.t('toast.region')}>
      <div {...slot('toast-list')} role="status">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div {...slot('toast-list')} role="alert">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
