import type { StytchClient } from '@stytch/vanilla-js/headless';
import { useEffect, useState } from 'react';
import { type SessionSummary, summarizeSession } from './session-summary';

/** The parts of the page's client the session bar reads and calls. */
export type SessionClient = {
  session: Pick<StytchClient['session'], 'getSync' | 'onChange' | 'revoke'>;
  user: Pick<StytchClient['user'], 'getSync' | 'onChange'>;
};

/**
 * Who the client says is signed in, kept current: the client restores its session from cookies
 * when a page loads (after a magic-link reload too) and reports every change through `onChange`.
 */
export function useClientSession(client: SessionClient): SessionSummary {
  const read = () => summarizeSession(client.user.getSync(), client.session.getSync());
  const [summary, setSummary] = useState(read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` only closes over `client`
  useEffect(() => {
    const update = () => setSummary(read());
    update();
    const stopSession = client.session.onChange(update);
    const stopUser = client.user.onChange(update);
    return () => {
      stopSession();
      stopUser();
    };
  }, [client]);
  return summary;
}
