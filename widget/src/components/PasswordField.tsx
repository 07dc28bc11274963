import { useId, useState } from 'react';
import { useWidget } from './widget-context';

type PasswordFieldProps = {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** `new-password` lets password managers offer a generated one; `current-password` fills the saved one. */
  autoComplete: 'new-password' | 'current-password';
  /** The message under the field; it marks the input invalid and is announced. */
  error?: string | null;
  /** Another element that describes the field, such as the strength feedback. */
  describedBy?: string;
};

/**
 * A required password input with a Show/Hide toggle. The toggle is a real button whose pressed state
 * says whether the password is readable; its accessible name stays "Show password" (a toggle's name
 * must not change with its state), while the visible word says what a click will do.
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
  const id = useId();
  const errorId = `${id}-error`;
  const descriptions = [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className="foyer-field" part="field">
      <label className="foyer-label" part="label" htmlFor={id}>
        {label}
      </label>
      <div className="foyer-password-input" part="password-input">
        <input
          id={id}
          className="foyer-input"
          part="input"
          type={isVisible ? 'text' : 'password'}
          name="password"
          autoComplete={autoComplete}
          // Autocorrect and capitalisation would silently change what the user typed while it is visible.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={descriptions || undefined}
          onChange={(event) => onValueChange(event.target.value)}
        />
        <button
          type="button"
          className="foyer-password-toggle"
          part="password-toggle"
          aria-label={translator.t('passwords.field.showLabel')}
          aria-controls={id}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          {translator.t(isVisible ? 'passwords.field.hide' : 'passwords.field.show')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="foyer-field-error" part="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
