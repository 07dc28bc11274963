import { describe, expect, it } from 'vitest';
import { magicLinkEmail, passcodeMessage, passwordResetEmail } from './message-texts';

describe('inbox message texts', () => {
  it('puts the magic link and its lifetime in the email, worded for login or signup', () => {
    const login = magicLinkEmail({
      projectName: 'Acme',
      link: 'http://x/?t=1',
      isSignup: false,
      expiresInMinutes: 30,
    });
    const signup = magicLinkEmail({
      projectName: 'Acme',
      link: 'http://x/?t=1',
      isSignup: true,
      expiresInMinutes: 1,
    });
    expect(login.text).toContain('http://x/?t=1');
    expect(login.text).toContain('30 minutes');
    expect(signup.text).toContain('1 minute.');
    expect(signup.subject).not.toBe(login.subject);
  });

  it('carries the passcode in the subject and the text', () => {
    const message = passcodeMessage({ projectName: 'Acme', code: '012345', expiresInMinutes: 5 });
    expect(message.subject).toContain('012345');
    expect(message.text).toContain('012345');
    expect(message.text).toContain('5 minutes');
  });

  it('offers the passwordless link in a reset email only when there is one', () => {
    const both = passwordResetEmail({
      projectName: 'Acme',
      resetLink: 'R',
      loginLink: 'L',
      expiresInMinutes: 30,
    });
    const resetOnly = passwordResetEmail({
      projectName: 'Acme',
      resetLink: 'R',
      loginLink: undefined,
      expiresInMinutes: 30,
    });
    expect(both.text).toContain('without a password');
    expect(resetOnly.text).not.toContain('without a password');
  });
});
