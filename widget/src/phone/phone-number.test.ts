import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLING_CODES, callingCodeOf, DEFAULT_REGION } from './calling-codes';
import { createPhoneNumbers, phoneNumbers, VALIDATION_TIMEOUT_MS } from './phone-number';
import { countryOptions } from './region-names';

afterEach(() => {
  vi.useRealTimers();
});

describe('phone numbers', () => {
  it('turns a US national number into E.164', async () => {
    expect(await phoneNumbers.toE164('(201) 555-0123', 'US')).toEqual({
      isValid: true,
      e164: '+12015550123',
    });
  });

  it('reads the number in the selected country', async () => {
    expect(await phoneNumbers.toE164('020 7946 0958', 'GB')).toEqual({
      isValid: true,
      e164: '+442079460958',
    });
  });

  it('accepts a number typed in international form whatever the selected country', async () => {
    expect(await phoneNumbers.toE164('+49 30 901820', 'US')).toEqual({ isValid: true, e164: '+4930901820' });
  });

  it('reads a number typed on an Arabic or Persian keyboard', async () => {
    expect(await phoneNumbers.toE164('(٢٠١) ٥٥٥-٠١٢٣', 'US')).toEqual({
      isValid: true,
      e164: '+12015550123',
    });
    expect(await phoneNumbers.toE164('+۴۹ ۳۰ ۹۰۱۸۲۰', 'US')).toEqual({ isValid: true, e164: '+4930901820' });
  });

  it('rejects numbers the parser does not consider valid', async () => {
    expect(await phoneNumbers.toE164('12345', 'US')).toEqual({ isValid: false });
    expect(await phoneNumbers.toE164('(000) 000-0000', 'US')).toEqual({ isValid: false });
  });

  it('rejects an empty or digit-less number without asking the parser', async () => {
    const load = vi.fn(() => import('libphonenumber-js/min'));
    const numbers = createPhoneNumbers(load);
    expect(await numbers.toE164('', 'US')).toEqual({ isValid: false });
    expect(await numbers.toE164('call me', 'US')).toEqual({ isValid: false });
    expect(load).not.toHaveBeenCalled();
  });

  it('accepts calling code plus digits when the parser cannot be loaded', async () => {
    const numbers = createPhoneNumbers(() => Promise.reject(new Error('chunk failed')));
    expect(await numbers.toE164('20 7946 0958', 'GB')).toEqual({ isValid: true, e164: '+442079460958' });
    expect(await numbers.toE164('+33 1 23', 'US')).toEqual({ isValid: true, e164: '+33123' });
  });

  it('accepts calling code plus digits when validation takes longer than 2 seconds', async () => {
    vi.useFakeTimers();
    const numbers = createPhoneNumbers(() => new Promise(() => {}));
    const check = numbers.toE164('555 0100', 'US');
    await vi.advanceTimersByTimeAsync(VALIDATION_TIMEOUT_MS - 1);
    let settled = false;
    void check.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await check).toEqual({ isValid: true, e164: '+15550100' });
  });

  it('loads the parser once and only when first needed', async () => {
    const load = vi.fn(() => import('libphonenumber-js/min'));
    const numbers = createPhoneNumbers(load);
    expect(load).not.toHaveBeenCalled();
    numbers.preload();
    await numbers.toE164('201 555 0123', 'US');
    await numbers.formatForDisplay('+12015550123');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('formats an E.164 number for display, or shows it as is when formatting fails', async () => {
    expect(await phoneNumbers.formatForDisplay('+12015550123')).toBe('+1 201 555 0123');
    const broken = createPhoneNumbers(() => Promise.reject(new Error('offline')));
    expect(await broken.formatForDisplay('+12015550123')).toBe('+12015550123');
  });
});

describe('calling codes', () => {
  it('offers about 150 countries with the US as the default', () => {
    expect(CALLING_CODES.length).toBeGreaterThanOrEqual(150);
    expect(DEFAULT_REGION).toBe('US');
    expect(callingCodeOf('US')).toBe('1');
    expect(callingCodeOf('GB')).toBe('44');
    expect(callingCodeOf('DE')).toBe('49');
    expect(callingCodeOf('FR')).toBe('33');
    expect(callingCodeOf('IN')).toBe('91');
  });

  it('matches the phone parser for every country in the table', async () => {
    const { getCountryCallingCode } = await import('libphonenumber-js/min');
    for (const { region, callingCode } of CALLING_CODES) {
      expect([region, getCountryCallingCode(region as never)]).toEqual([region, callingCode]);
    }
  });

  it('names the countries in the widget language, sorted by name', () => {
    const spanish = countryOptions('es');
    expect(spanish.find((option) => option.region === 'DE')?.name).toBe('Alemania');
    const names = spanish.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
  });
});
