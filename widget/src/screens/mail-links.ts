import type { MessageId } from '../strings/catalog';

export type MailLink = { label: MessageId; href: string };

/**
 * Where the user can look for the email. With a known sender domain the links open a search for
 * that sender; Outlook's web app has no search URL, so it opens the inbox.
 */
export function mailLinks(senderDomain: string | null): MailLink[] {
  const gmailQuery = senderDomain ? `from:@${senderDomain} in:anywhere` : 'in:anywhere';
  return [
    {
      label: 'magicLinks.confirmation.openGmail',
      href: `https://mail.google.com/mail/u/0/#search/${encodeURIComponent(gmailQuery)}`,
    },
    {
      label: 'magicLinks.confirmation.openYahoo',
      href: senderDomain
        ? `https://mail.yahoo.com/d/search/keyword=${encodeURIComponent(senderDomain)}`
        : 'https://mail.yahoo.com/d/folders/1',
    },
    { label: 'magicLinks.confirmation.openOutlook', href: 'https://outlook.live.com/mail/0/inbox' },
  ];
}

/** The sender domain: the configured hint, else the project's one email domain when it has exactly one. */
export function senderDomainOf(
  domainHint: string | undefined,
  emailDomains: readonly string[],
): string | null {
  if (domainHint) return domainHint;
  const [only, ...others] = emailDomains;
  return only !== undefined && others.length === 0 ? only : null;
}
