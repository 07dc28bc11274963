// What the emulator's inbox shows for each message it would have sent: the subjects of the
// provider's default templates, and bodies that carry the links the provider's carry. The table
// in emulator/README.md says which subjects are the provider's and which are our choice. Tests read
// the link or code from the message's structured fields, never by parsing these texts.

export type EmailText = { subject: string; text: string };

/** The provider's magic-link templates: an active user logs in, a new or pending one signs up, an invitee is invited. */
export type MagicLinkTemplate = 'login' | 'signup' | 'invite';

function minutes(count: number): string {
  return count === 1 ? '1 minute' : `${count} minutes`;
}

const MAGIC_LINK_WORDS: Record<
  MagicLinkTemplate,
  { subject: (project: string) => string; lead: (project: string) => string }
> = {
  login: {
    subject: (project) => `Your login request to ${project}`,
    lead: (project) => `Log in to ${project} with this link:`,
  },
  signup: {
    subject: (project) => `Your account creation request for ${project}`,
    lead: (project) => `Finish creating your ${project} account with this link:`,
  },
  invite: {
    subject: (project) => `You've been invited to ${project}`,
    lead: (project) => `Accept the invitation and join ${project} with this link:`,
  },
};

/** A magic-link email: the subject as a heading, then the one link, then how long it lasts. */
export function magicLinkEmail(input: {
  projectName: string;
  link: string;
  template: MagicLinkTemplate;
  expiresInMinutes: number;
}): EmailText {
  const { projectName, link, template, expiresInMinutes } = input;
  const words = MAGIC_LINK_WORDS[template];
  const subject = words.subject(projectName);
  return {
    subject,
    text: `${subject}\n\n${words.lead(projectName)}\n\n${link}\n\nThe link works once and expires in ${minutes(expiresInMinutes)}. If you did not ask for it, ignore this email.`,
  };
}

/**
 * A passcode email, login or signup template. The login one's subject, heading and code sentence
 * are the provider's; the signup one follows them by analogy (our choice).
 */
export function passcodeEmail(input: {
  projectName: string;
  code: string;
  isSignup: boolean;
  expiresInMinutes: number;
}): EmailText {
  const { projectName, code, isSignup, expiresInMinutes } = input;
  const [subject, heading, purpose] = isSignup
    ? [
        `Your one-time signup code for ${projectName}`,
        `Your account creation request for ${projectName}`,
        'create your account',
      ]
    : [
        `Your one-time login code for ${projectName}`,
        `Your login request to ${projectName}`,
        'log in to your account',
      ];
  return {
    subject,
    text: `${heading}\n\n${code} is your one-time code to ${purpose}. Your code expires in ${minutes(expiresInMinutes)}.`,
  };
}

/**
 * A texted passcode. The provider names the project in texts from Live projects only, so a Test
 * project's text names none (`projectName` null); the wording is our choice. WhatsApp allows only
 * its fixed authentication template: the code, the security line and the expiry line.
 */
export function passcodeText(input: {
  channel: 'sms' | 'whatsapp';
  projectName: string | null;
  code: string;
  expiresInMinutes: number;
}): string {
  const { channel, projectName, code, expiresInMinutes } = input;
  if (channel === 'whatsapp') {
    return `${code} is your verification code. For your security, do not share this code.\nThis code expires in ${minutes(expiresInMinutes)}.`;
  }
  const whose = projectName === null ? 'Your' : `Your ${projectName}`;
  return `${whose} verification code is ${code}. It expires in ${minutes(expiresInMinutes)}. Do not share it.`;
}

/** A reset email's two links: the reset first, then the one that logs in without a password. */
export function passwordResetEmail(input: {
  projectName: string;
  resetLink: string;
  loginLink: string;
  expiresInMinutes: number;
}): EmailText {
  const { projectName, resetLink, loginLink, expiresInMinutes } = input;
  const subject = `Reset your ${projectName} password`;
  return {
    subject,
    text: `${subject}\n\nChoose a new password with this link:\n\n${resetLink}\n\nOr log in without a password:\n\n${loginLink}\n\nThe links work once and expire in ${minutes(expiresInMinutes)}. If you did not ask for this, ignore this email; your password stays the same.`,
  };
}
