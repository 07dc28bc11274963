import { useCallback, useEffect, useState } from 'react';
import { publicTokenOf } from '../../client/client-internals';
import { useWidget } from '../../components/widget-context';
import type { OAuthProviderType } from '../../config/types';
import {
  afterSession,
  afterStart,
  type LastUsedOAuth,
  lastUsedKey,
  readLastUsed,
  writeLastUsed,
} from '../../products/oauth/last-used';

const storage = () => window.localStorage;

export type LastUsedProvider = {
  /** The provider to mark "Last used": one the user started here and a session then showed. */
  confirmed: OAuthProviderType | null;
  /** Remembers that the user is starting a sign-in with `provider`. */
  recordStart(provider: OAuthProviderType): void;
};

/**
 * The device's last-used OAuth provider for this project. The session the client holds now, and any
 * it gets while Main is shown (the host completing the redirect on this page), confirm a recorded start.
 */
export function useLastUsedProvider(): LastUsedProvider {
  const { client } = useWidget();
  const key = lastUsedKey(String(publicTokenOf(client)));
  const [record, setRecord] = useState<LastUsedOAuth>(() => readLastUsed(storage, key));

  // Each change starts from what is stored: another tab, or another widget, may have written since.
  const change = useCallback(
    (next: (stored: LastUsedOAuth) => LastUsedOAuth) => {
      const stored = readLastUsed(storage, key);
      const changed = next(stored);
      if (changed !== stored) writeLastUsed(storage, key, changed);
      setRecord(changed);
    },
    [key],
  );

  useEffect(() => {
    change((stored) => afterSession(stored, client.session.getSync()?.authentication_factors));
    return client.session.onChange((session) =>
      change((stored) => afterSession(stored, session?.authentication_factors)),
    );
  }, [client, change]);

  const recordStart = useCallback(
    (provider: OAuthProviderType) => change((stored) => afterStart(stored, provider)),
    [change],
  );
  return { confirmed: record.confirmed, recordStart };
}
