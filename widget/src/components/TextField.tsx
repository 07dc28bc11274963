import type { InputHTMLAttributes } from 'react';
import { slot } from '../theme/slots';
import { Field } from './Field';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id' | 'onChange'> & {
  label: string;
  /** The message under the field; it marks the input invalid and is announced. */
  error?: string | null;
  onValueChange(value: string): void;
};

/** A labelled input with its error text wired up for assistive technology. */
export function TextField({ label, error, onValueChange, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...input}
          {...control}
          {...slot('input')}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}
