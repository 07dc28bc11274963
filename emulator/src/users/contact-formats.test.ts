import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { requireValidEmail, requireValidPhoneNumber } from './contact-formats';

function errorTypeOf(check: () => unknown): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    return error instanceof ApiError && error.status === 400 ? error.errorType : undefined;
  }
}

describe('email format', () => {
  it('accepts an ordinary address and stores it trimmed in lower case', () => {
    expect(requireValidEmail('  Ada.Lovelace+test@Example.CO.uk ')).toBe('ada.lovelace+test@example.co.uk');
  });

  it.each(['', 'plain', 'a@b', 'a@b.c', 'a@@b.com', 'a b@c.com', '@example.com', 'a@example.123'])(
    'rejects %j with invalid_email',
    (email) => {
      expect(errorTypeOf(() => requireValidEmail(email))).toBe('invalid_email');
    },
  );
});

describe('phone number format', () => {
  it('accepts an E.164 number', () => {
    expect(requireValidPhoneNumber('+15555550100')).toBe('+15555550100');
  });

  it.each([
    '5555550100',
    '+05555550100',
    '+1 555 555 0100',
    '+1234',
    '+1234567890123456',
    'tel:+15555550100',
  ])('rejects %j with invalid_phone_number', (phone) => {
    expect(errorTypeOf(() => requireValidPhoneNumber(phone))).toBe('invalid_phone_number');
  });
});
