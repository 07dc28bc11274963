/** One link a message carries, named for what it does. */
export type MessageLink = {
  url: string;
  /** What the link does, from its `stytch_token_type`: "Magic link", "Password reset link", … */
  label: string;
  /** The token the link carries, which the emulator's records say whether it was used. */
  token: string | null;
};

const LABELS: Record<string, string> = {
  magic_links: 'Magic link',
  reset_password: 'Password reset link',
  login: 'Login link (no password)',
};

// Up to whitespace or a character that cannot end a URL in prose; a trailing full stop or comma
// belongs to the sentence, not the link.
const URL_PATTERN = /https?:\/\/[^\s<>"'()]+/g;

/** A link found in a message, named for what it does; null when it is not a URL. */
export function describeLink(url: string): MessageLink | null {
  const trimmed = url.replace(/[.,;:!?]+$/, '');
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  const type = parsed.searchParams.get('stytch_token_type');
  return {
    url: trimmed,
    label: (type && LABELS[type]) ?? 'Link',
    token: parsed.searchParams.get('token'),
  };
}

/**
 * Every link of a message in the order it reads (a reset email has two: reset, and sign in
 * without a password), with the message's own link first if the text leaves it out.
 */
export function linksInMessage(message: { text: string; link: string | null }): MessageLink[] {
  const urls = [...(message.link ? [message.link] : []), ...(message.text.match(URL_PATTERN) ?? [])];
  const links: MessageLink[] = [];
  for (const url of urls) {
    const link = describeLink(url);
    if (link && !links.some((known) => known.url === link.url)) links.push(link);
  }
  return links;
}
