import type { InputHTMLAttributes, Ref } from 'react';
import { slot } from '../theme/slots';
import { Field } from './Field';
import type { ActionError } from './use-action';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id' | 'onChange'> & {
  label: string;
  /** The failure under the field (see `Field`). */
  error?: ActionError | null;
  onValueChange(value: string): void;
  /** A handle on the input itself (Main's email input, which passkey autofill attaches to). */
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled input with its error text wired up for assistive technology. */
export function TextField({ label, error, onValueChange, inputRef, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...input}
          {...control}
          ref={inputRef}
          {...slot('input')}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}
