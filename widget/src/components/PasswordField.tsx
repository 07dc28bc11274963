import { useState } from 'react';
import { slot } from '../theme/slots';
import { Field } from './Field';
import type { ActionError } from './use-action';
import { useWidget } from './widget-context';

type PasswordFieldProps = {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** `new-password` lets password managers offer a generated one; `current-password` fills the saved one. */
  autoComplete: 'new-password' | 'current-password';
  /** The failure under the field (see `Field`). */
  error?: ActionError | null;
  /** Another element that describes the field, such as the strength feedback. */
  describedBy?: string;
};

/**
 * A required password input with a Show/Hide button. The button says what a click will do, in its
 * visible word and in its name ("Show password", "Hide password"): a name that kept "Show" while the
 * word read "Hide" would leave someone who speaks the visible word to voice control (WCAG 2.5.3,
 * label in name) with a button they cannot call. It is an action, not a pressed toggle, for the
 * same reason: a toggle keeps one name in both states.
 */
export function PasswordField({
  label,
  value,
  onValueChange,
  autoComplete,
  error,
  describedBy,
}: PasswordFieldProps) {
  const { translator } = useWidget();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Field label={label} error={error} describedBy={describedBy}>
      {(control) => (
        <div {...slot('password-input')}>
          <input
            {...control}
            {...slot('input')}
            type={isVisible ? 'text' : 'password'}
            name="password"
            autoComplete={autoComplete}
            // Autocorrect and capitalisation would silently change what the user typed while it is visible.
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
          />
          <button
            type="button"
            {...slot('password-toggle')}
            aria-label={translator.t(isVisible ? 'passwords.field.hideLabel' : 'passwords.field.showLabel')}
            aria-controls={control.id}
            onClick={() => setIsVisible((visible) => !visible)}
          >
            {translator.t(isVisible ? 'passwords.field.hide' : 'passwords.field.show')}
          </button>
        </div>
      )}
    </Field>
  );
}
