import type { RefObject } from 'react';
import { slot } from '../theme/slots';
import { asciiDigits } from '../validation/ascii-digits';
import { Field } from './Field';
import type { ActionError } from './use-action';
import { useWidget } from './widget-context';

/** Passcodes are six digits. */
export const PASSCODE_LENGTH = 6;

type PasscodeInputProps = {
  value: string;
  onValueChange(value: string): void;
  /** Called once the sixth digit is in. */
  onComplete(code: string): void;
  /** The failure under the field (see `Field`). */
  error?: ActionError | null;
  disabled?: boolean;
  /** Lets the screen put focus back after the input was disabled. */
  inputRef?: RefObject<HTMLInputElement | null>;
};

/**
 * The passcode field: keeps digits only, at most six, and hands the code over as soon as it is
 * complete, so there is no button to press. The browser may offer a code from an SMS.
 */
export function PasscodeInput({
  value,
  onValueChange,
  onComplete,
  error,
  disabled,
  inputRef,
}: PasscodeInputProps) {
  const { translator } = useWidget();
  const change = (typed: string) => {
    // A code typed on an Arabic, Persian or fullwidth keyboard is the same code.
    const digits = asciiDigits(typed).replace(/\D/g, '').slice(0, PASSCODE_LENGTH);
    onValueChange(digits);
    if (digits.length === PASSCODE_LENGTH && digits !== value) onComplete(digits);
  };
  return (
    <Field label={translator.t('otp.authenticate.passcodeLabel')} error={error}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          {...slot('input', { also: ['passcode-input'] })}
          // Digits read left to right in every script: typing, the caret and deleting go that way too.
          dir="ltr"
          type="text"
          name="passcode"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          disabled={disabled}
          value={value}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </Field>
  );
}
