import { describe, expect, it } from 'vitest';
import { magicLinkEmail, passcodeEmail, passcodeText, passwordResetEmail } from './message-texts';

const LINK = 'http://x/?token=1';

describe("the provider's default templates", () => {
  it.each([
    ['login', 'Your login request to Acme'],
    ['signup', 'Your account creation request for Acme'],
    ['invite', "You've been invited to Acme"],
  ] as const)(
    'gives a %s magic link the subject "%s", and the link with its lifetime',
    (template, subject) => {
      const email = magicLinkEmail({ projectName: 'Acme', link: LINK, template, expiresInMinutes: 30 });
      expect(email.subject).toBe(subject);
      expect(email.text.startsWith(`${subject}\n`)).toBe(true);
      expect(email.text).toContain(`\n${LINK}\n`);
      expect(email.text).toContain('expires in 30 minutes.');
    },
  );

  it('says "1 minute" for a link that lasts one', () => {
    const email = magicLinkEmail({ projectName: 'Acme', link: LINK, template: 'login', expiresInMinutes: 1 });
    expect(email.text).toContain('expires in 1 minute.');
  });

  it('puts the reset link before the one that logs in without a password', () => {
    const email = passwordResetEmail({
      projectName: 'Acme',
      resetLink: 'http://x/?stytch_token_type=reset_password&token=r',
      loginLink: 'http://x/?stytch_token_type=login&token=l',
      expiresInMinutes: 30,
    });
    expect(email.subject).toBe('Reset your Acme password');
    const links = email.text.match(/http:\/\/\S+/g);
    expect(links).toEqual([
      'http://x/?stytch_token_type=reset_password&token=r',
      'http://x/?stytch_token_type=login&token=l',
    ]);
  });

  it('emails a login passcode under the login code subject, a signup one under its own', () => {
    const login = passcodeEmail({
      projectName: 'Acme',
      code: '012345',
      isSignup: false,
      expiresInMinutes: 5,
    });
    expect(login.subject).toBe('Your one-time login code for Acme');
    expect(login.text).toBe(
      'Your login request to Acme\n\n012345 is your one-time code to log in to your account. Your code expires in 5 minutes.',
    );
    const signup = passcodeEmail({
      projectName: 'Acme',
      code: '012345',
      isSignup: true,
      expiresInMinutes: 5,
    });
    expect(signup.subject).toBe('Your one-time signup code for Acme');
    expect(signup.text).toContain('012345 is your one-time code to create your account.');
  });

  it('names the project in a text only when there is a name to give (Live projects)', () => {
    const test = passcodeText({ channel: 'sms', projectName: null, code: '654321', expiresInMinutes: 5 });
    const live = passcodeText({ channel: 'sms', projectName: 'Acme', code: '654321', expiresInMinutes: 5 });
    expect(test).toBe('Your verification code is 654321. It expires in 5 minutes. Do not share it.');
    expect(live).toContain('Your Acme verification code is 654321.');
  });

  it("sends WhatsApp passcodes in WhatsApp's fixed authentication wording", () => {
    expect(
      passcodeText({ channel: 'whatsapp', projectName: 'Acme', code: '654321', expiresInMinutes: 10 }),
    ).toBe(
      '654321 is your verification code. For your security, do not share this code.\nThis code expires in 10 minutes.',
    );
  });
});
