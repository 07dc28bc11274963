import { useId } from 'react';
import type { RegionCode } from '../phone/calling-codes';
import { CountrySelect } from './CountrySelect';
import { useWidget } from './widget-context';

type PhoneInputProps = {
  region: RegionCode;
  onRegionChange(region: RegionCode): void;
  value: string;
  onValueChange(value: string): void;
  /** The message under the field; it marks the number invalid and is announced. */
  error?: string | null;
  disabled?: boolean;
};

/** A phone number as a calling-code select plus the national number, with its error text. */
export function PhoneInput({
  region,
  onRegionChange,
  value,
  onValueChange,
  error,
  disabled,
}: PhoneInputProps) {
  const { translator } = useWidget();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="foyer-field" part="field">
      <label className="foyer-label" part="label" htmlFor={id}>
        {translator.t('phone.label')}
      </label>
      <div className="foyer-phone" part="phone">
        <CountrySelect region={region} onRegionChange={onRegionChange} disabled={disabled} />
        <input
          id={id}
          className="foyer-input foyer-phone-number"
          part="input phone-number"
          type="tel"
          name="phone"
          autoComplete="tel-national"
          placeholder={translator.t('phone.placeholder')}
          required
          disabled={disabled}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onValueChange(event.target.value)}
        />
      </div>
      {error && (
        <p id={errorId} className="foyer-field-error" part="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
