import { type ComponentType, type ReactElement, useEffect, useState } from 'react';
import { useAction } from '../../components/use-action';
import { useWidget } from '../../components/widget-context';
import { providersOnMain } from '../../config/oauth-providers';
import type { OAuthProviderConfig, OAuthProviderType } from '../../config/types';
import { describeOAuthStartFailure, startOAuth } from '../../products/oauth/oauth-start';
import type { MainSectionProps } from '../../products/types';
import { clearErrorDescriptor, setErrorDescriptor } from '../../state/navigation';
import { OAuthButton } from '../oauth/OAuthButton';
import { useLastUsedProvider } from '../oauth/use-last-used-provider';

/** What Main's OAuth section hands Google One Tap, which stands where the Google button would. */
export type GoogleOneTapSlotProps = {
  /** The Google provider's config entry, with `one_tap` set: position, tap-outside, scopes, params. */
  provider: OAuthProviderConfig;
  /** The regular Google button, for One Tap to show wherever it cannot show itself. */
  googleButton: ReactElement;
  /** Google is the provider the user signed in with last on this device: One Tap carries the mark too. */
  isLastUsed: boolean;
  /** To call when One Tap sends the user on to sign in, so that Google can become "Last used". */
  onStart(): void;
};

export type GoogleOneTapSlot = ComponentType<GoogleOneTapSlotProps>;

type OAuthSectionProps = MainSectionProps & {
  /** Replaces the Google button of a provider with `one_tap`; without it, the button shows. */
  GoogleOneTap?: GoogleOneTapSlot;
};

/**
 * The provider the page is leaving for once its start has set the address; null again when the
 * browser brings the page back from its back-forward cache, where the click's state would linger.
 */
function useLeavingFor() {
  const [leavingFor, setLeavingFor] = useState<OAuthProviderType | null>(null);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return [leavingFor, setLeavingFor] as const;
}

/**
 * Main's OAuth buttons in config order, in the button column. A click starts the provider's sign-in;
 * from then until the page has gone, every button is disabled and the clicked one spins. A start the
 * client refuses shows in the banner and is reported.
 */
export function OAuthSection({ GoogleOneTap }: OAuthSectionProps) {
  const { client, config, store } = useWidget();
  const lastUsed = useLastUsedProvider();
  const [leavingFor, setLeavingFor] = useLeavingFor();

  const start = useAction(
    async ({ report }, provider: OAuthProviderConfig) => {
      clearErrorDescriptor(store);
      try {
        await startOAuth(client, config.oauthOptions, provider);
      } catch (cause) {
        setErrorDescriptor(store, describeOAuthStartFailure(cause));
        report(cause);
        return;
      }
      lastUsed.recordStart(provider.type);
      setLeavingFor(provider.type);
    },
    { errors: describeOAuthStartFailure },
  );
  const starting = start.pendingArgs?.[0].type ?? leavingFor;

  return providersOnMain(config.oauthOptions).map((provider) => {
    const button = (
      <OAuthButton
        key={provider.type}
        provider={provider.type}
        isLastUsed={lastUsed.confirmed === provider.type}
        isStarting={starting === provider.type}
        disabled={starting !== null}
        onClick={() => start.run(provider)}
      />
    );
    if (provider.type === 'google' && provider.one_tap && GoogleOneTap) {
      return (
        <GoogleOneTap
          key={provider.type}
          provider={provider}
          googleButton={button}
          isLastUsed={lastUsed.confirmed === 'google'}
          onStart={() => lastUsed.recordStart('google')}
        />
      );
    }
    return button;
  });
}
