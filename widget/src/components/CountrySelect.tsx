import { useId, useMemo } from 'react';
import type { RegionCode } from '../phone/calling-codes';
import { countryOptions } from '../phone/region-names';
import { slot, VISUALLY_HIDDEN_CLASS } from '../theme/slots';
import { useWidget } from './widget-context';

type CountrySelectProps = {
  region: RegionCode;
  onRegionChange(region: RegionCode): void;
  disabled?: boolean;
};

/** The calling-code select in front of a phone number; options read "Country (+code)". */
export function CountrySelect({ region, onRegionChange, disabled }: CountrySelectProps) {
  const { translator } = useWidget();
  const id = useId();
  const options = useMemo(() => countryOptions(translator.locale), [translator.locale]);
  return (
    <>
      <label className={VISUALLY_HIDDEN_CLASS} htmlFor={id}>
        {translator.t('phone.countryLabel')}
      </label>
      <select
        id={id}
        {...slot('input', { also: ['country-select'] })}
        value={region}
        disabled={disabled}
        onChange={(event) => onRegionChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.region} value={option.region}>
            {`${option.name} (+${option.callingCode})`}
          </option>
        ))}
      </select>
    </>
  );
}
