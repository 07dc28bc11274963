import { describe, expect, it } from 'vitest';
import { checkEmail, checkPhoneNumber } from './contact-formats';

describe('email format', () => {
  it('accepts an ordinary address and stores it trimmed in lower case', () => {
    expect(checkEmail('  Ada.Lovelace+test@Example.CO.uk ')).toEqual({
      ok: true,
      value: 'ada.lovelace+test@example.co.uk',
    });
  });

  it.each(['', 'plain', 'a@b', 'a@b.c', 'a@@b.com', 'a b@c.com', '@example.com', 'a@example.123'])(
    'rejects %j with invalid_email',
    (email) => {
      const result = checkEmail(email);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ status_code: 400, error_type: 'invalid_email' });
    },
  );
});

describe('phone number format', () => {
  it('accepts an E.164 number', () => {
    expect(checkPhoneNumber('+15555550100')).toEqual({ ok: true, value: '+15555550100' });
  });

  it.each([
    '5555550100',
    '+05555550100',
    '+1 555 555 0100',
    '+1234',
    '+1234567890123456',
    'tel:+15555550100',
  ])('rejects %j with invalid_phone_number', (phone) => {
    const result = checkPhoneNumber(phone);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.error_type).toBe('invalid_phone_number');
  });
});
