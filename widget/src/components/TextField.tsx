import { type InputHTMLAttributes, useId } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id' | 'onChange'> & {
  label: string;
  /** The message under the field; it marks the input invalid and is announced. */
  error?: string | null;
  onValueChange(value: string): void;
};

/** A labelled input with its error text wired up for assistive technology. */
export function TextField({ label, error, onValueChange, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="foyer-field" part="field">
      <label className="foyer-label" part="label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="foyer-input"
        part="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="foyer-field-error" part="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
