import type { ButtonHTMLAttributes } from 'react';
import { slot, stateAttributes, VISUALLY_HIDDEN_CLASS } from '../theme/slots';
import { Spinner } from './Spinner';
import { useWidget } from './widget-context';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  variant?: 'primary' | 'secondary' | 'text';
  /** Shows the spinner and blocks further presses until the call settles. */
  isSubmitting?: boolean;
};

export function Button({
  variant = 'primary',
  isSubmitting = false,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const { translator } = useWidget();
  return (
    <button
      type="button"
      {...rest}
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
}
