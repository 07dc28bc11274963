import { type ReactNode, useId } from 'react';
import { slot } from '../theme/slots';
import { useDisplayText } from './Message';
import type { ActionError } from './use-action';

/** What the wrapped control spreads onto its input so the label and error text belong to it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: string;
  /**
   * The failure shown under the field, announced; it marks the input invalid only when it concerns
   * what was typed (a server outage is not the number's fault).
   */
  error?: ActionError | null;
  /** Another element that describes the input, such as the password strength feedback. */
  describedBy?: string;
  children(control: FieldControlProps): ReactNode;
};

/**
 * The label, the input (rendered by `children` with the props that wire it up) and the error text
 * in an alert, shared by every input of the widget so they are labelled and announced alike.
 */
export function Field({ label, error, describedBy, children }: FieldProps) {
  const displayText = useDisplayText();
  const id = useId();
  const errorId = `${id}-error`;
  const descriptions = [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div {...slot('field')}>
      <label {...slot('label')} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error?.concerns === 'input' ? true : undefined,
        'aria-describedby': descriptions || undefined,
      })}
      {error && (
        <p id={errorId} {...slot('field-error')} role="alert">
          {displayText(error.problem)}
        </p>
      )}
    </div>
  );
}
