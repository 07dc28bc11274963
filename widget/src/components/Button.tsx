import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { slot, stateAttributes, VISUALLY_HIDDEN_CLASS } from '../theme/slots';
import { Spinner } from './Spinner';
import { useWidget } from './widget-context';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  variant?: 'primary' | 'secondary' | 'text' | 'danger';
  /** Shows the spinner and blocks further presses until the call settles. */
  isSubmitting?: boolean;
};

// forwardRef, not a `ref` prop: React 18 hosts are supported, and there a ref is not a prop.
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', isSubmitting = false, disabled, children, ...rest },
  ref,
) {
  const { translator } = useWidget();
  return (
    <button
      type="button"
      {...rest}
      ref={ref}
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
