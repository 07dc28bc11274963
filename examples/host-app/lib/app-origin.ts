import { headers } from 'next/headers';

/** The address the browser used for this app, for redirect URLs the provider sends users back to. */
export async function appOrigin(): Promise<string> {
  const requestHeaders = await headers();
  const protocol = requestHeaders.get('x-forwarded-proto') ?? 'http';
  return `${protocol}://${requestHeaders.get('host')}`;
}
