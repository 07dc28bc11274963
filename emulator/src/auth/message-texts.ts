// What the emulator's inbox shows for each message it would have sent. Our own wording; tests read
// the link or code from the message's structured fields, never by parsing these texts.

export interface MessageText {
  subject: string;
  text: string;
}

function minutes(count: number): string {
  return count === 1 ? '1 minute' : `${count} minutes`;
}

export function magicLinkEmail(input: {
  projectName: string;
  link: string;
  isSignup: boolean;
  expiresInMinutes: number;
}): MessageText {
  const { projectName, link, isSignup, expiresInMinutes } = input;
  return isSignup
    ? {
        subject: `Finish signing up for ${projectName}`,
        text: `Welcome to ${projectName}! Open this link to confirm your email address and sign in:\n\n${link}\n\nThe link works once and expires in ${minutes(expiresInMinutes)}. If you did not ask to sign up, ignore this email.`,
      }
    : {
        subject: `Your sign-in link for ${projectName}`,
        text: `Open this link to sign in to ${projectName}:\n\n${link}\n\nThe link works once and expires in ${minutes(expiresInMinutes)}. If you did not ask to sign in, ignore this email.`,
      };
}

export function passcodeMessage(input: {
  projectName: string;
  code: string;
  expiresInMinutes: number;
}): MessageText {
  const { projectName, code, expiresInMinutes } = input;
  return {
    subject: `${code} is your ${projectName} passcode`,
    text: `Your ${projectName} passcode is ${code}. It expires in ${minutes(expiresInMinutes)}. Do not share it with anyone.`,
  };
}

export function passwordResetEmail(input: {
  projectName: string;
  resetLink: string;
  loginLink: string | undefined;
  expiresInMinutes: number;
}): MessageText {
  const { projectName, resetLink, loginLink, expiresInMinutes } = input;
  const withoutPassword = loginLink ? `\n\nOr sign in without a password:\n\n${loginLink}` : '';
  return {
    subject: `Reset your ${projectName} password`,
    text: `Someone asked to reset the password of your ${projectName} account. Choose a new password here:\n\n${resetLink}${withoutPassword}\n\nThe links work once and expire in ${minutes(expiresInMinutes)}. If you did not ask for this, ignore this email; your password stays the same.`,
  };
}
