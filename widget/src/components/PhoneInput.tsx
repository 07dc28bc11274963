import type { RegionCode } from '../phone/calling-codes';
import { slot } from '../theme/slots';
import { CountrySelect } from './CountrySelect';
import { Field } from './Field';
import type { ActionError } from './use-action';
import { useWidget } from './widget-context';

type PhoneInputProps = {
  region: RegionCode;
  onRegionChange(region: RegionCode): void;
  value: string;
  onValueChange(value: string): void;
  /** The failure under the field (see `Field`). */
  error?: ActionError | null;
  disabled?: boolean;
};

/**
 * A phone number as a calling-code select plus the national number, with its error text. In right to
 * left the row mirrors like the rest of the form: the select, named in the visitor's language,
 * comes first at the right under the label, and Tab goes from it to the number on its left, in the
 * order the eye reads. The number itself is digits and stays left to right in its own field.
 */
export function PhoneInput({
  region,
  onRegionChange,
  value,
  onValueChange,
  error,
  disabled,
}: PhoneInputProps) {
  const { translator } = useWidget();
  return (
    <Field label={translator.t('phone.label')} error={error}>
      {(control) => (
        <div {...slot('phone')}>
          <CountrySelect region={region} onRegionChange={onRegionChange} disabled={disabled} />
          <input
            {...control}
            {...slot('input', { also: ['phone-number'] })}
            dir="ltr"
            type="tel"
            name="phone"
            autoComplete="tel-national"
            placeholder={translator.t('phone.placeholder')}
            required
            disabled={disabled}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
          />
        </div>
      )}
    </Field>
  );
}
