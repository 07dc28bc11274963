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

/**
 * Addresses are written left to right in every language: an email or URL field stays left to right
 * inside a right-to-left form (the stylesheet says where its text starts).
 */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'url']);

/** A labelled input with its error text wired up for assistive technology. */
export function TextField({ label, error, onValueChange, inputRef, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          dir={LEFT_TO_RIGHT_TYPES.has(input.type ?? '') ? 'ltr' : undefined}
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
