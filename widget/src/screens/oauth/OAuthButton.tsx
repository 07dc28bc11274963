import { useId } from 'react';
import { Button } from '../../components/Button';
import { useWidget } from '../../components/widget-context';
import type { OAuthProviderType } from '../../config/types';
import { slot, stateAttributes } from '../../theme/slots';
import { ProviderIcon } from './ProviderIcon';

type OAuthButtonProps = {
  provider: OAuthProviderType;
  /** Marks the button "Last used" (its accessible description; the name stays the provider's). */
  isLastUsed: boolean;
  /** This provider's start is out, or the page is leaving for it: the button spins. */
  isStarting: boolean;
  /** Another provider's start is out or navigating. */
  disabled: boolean;
  onClick(): void;
};

/** "Continue with {provider}": sends the browser to the provider's sign-in. */
export function OAuthButton({ provider, isLastUsed, isStarting, disabled, onClick }: OAuthButtonProps) {
  const { translator } = useWidget();
  const markId = useId();
  return (
    <Button
      variant="secondary"
      {...stateAttributes({ kind: provider })}
      isSubmitting={isStarting}
      disabled={disabled}
      aria-describedby={isLastUsed ? markId : undefined}
      onClick={onClick}
    >
      <ProviderIcon provider={provider} />
      {translator.t('oauth.continueWith', { provider: translator.t(`oauth.provider.${provider}`) })}
      {/* Hidden from the name, which stays "Continue with …"; read as the button's description. */}
      {isLastUsed && (
        <span {...slot('last-used')} id={markId} aria-hidden="true">
          {translator.t('oauth.lastUsed')}
        </span>
      )}
    </Button>
  );
}
