import type { ButtonHTMLAttributes } from 'react';
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
      className="foyer-button"
      part={`button button-${variant}`}
      data-variant={variant}
      data-submitting={isSubmitting || undefined}
      aria-busy={isSubmitting || undefined}
      disabled={disabled || isSubmitting}
    >
      {isSubmitting && (
        <>
          <Spinner />
          <span className="foyer-visually-hidden">{translator.t('status.submitting')}</span>
        </>
      )}
      {children}
    </button>
  );
}
