import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { publicTokenOf } from '../../../client/client-internals';
import { isTestPublicToken } from '../../../client/public-token';
import { Spinner } from '../../../components/Spinner';
import { useWidget, useWidgetState } from '../../../components/widget-context';
import type { GoogleOneTapSlotProps } from '../../../screens/main/OAuthSection';
import { slot, VISUALLY_HIDDEN_CLASS } from '../../../theme/slots';
import { OneTapDeveloperMessage } from './OneTapDeveloperMessage';
import { PROMPT_PARENT_ID } from './one-tap-client';
import { browserSupportsFedCM, oneTapModeFor } from './one-tap-mode';
import { useOneTap } from './use-one-tap';
import { usePromptHeight } from './use-prompt-height';
import { PROMPT_SLOT_NAME, usePromptParentInLightDom } from './use-prompt-parent';

/**
 * Google One Tap where the Google button would stand. Embedded, its container takes the button's
 * place while One Tap is pending or shown; floating, the prompt sits over the page in the widget's
 * overlay slot and the button stays. Whenever One Tap cannot show, the regular Google button does,
 * with the reason for the developer when the client has a test public token.
 */
export function GoogleOneTap({ provider, googleButton, isLastUsed, onStart }: GoogleOneTapSlotProps) {
  const { client, config, translator, overlay } = useWidget();
  const { oneTap } = useWidgetState();
  const mode = oneTapModeFor(provider.position, browserSupportsFedCM());
  // A floating prompt waits for the overlay, which is on the page from the widget's second render.
  const isPlaceable = mode !== 'floating' || overlay !== null;
  useOneTap(provider, isPlaceable ? mode : null, onStart);

  const holder = useRef<HTMLDivElement>(null);
  const prompt = useRef<HTMLDivElement>(null);
  const markId = useId();
  const failure = oneTap.status === 'failed' ? oneTap : null;
  const promptMode = failure === null && isPlaceable ? mode : null;
  const isEmbedded = promptMode === 'embedded';
  const isInShadowDom = config.enableShadowDOM;
  usePromptParentInLightDom(holder, prompt, promptMode !== null && isInShadowDom);
  usePromptHeight(holder, prompt, isEmbedded);

  // In shadow mode the parent lives in the host's light DOM, where Google's script finds it.
  const promptParent = isInShadowDom ? (
    <slot name={PROMPT_SLOT_NAME} />
  ) : (
    <div {...slot('one-tap-prompt')} id={PROMPT_PARENT_ID} ref={prompt} />
  );

  if (!isEmbedded) {
    return (
      <>
        {googleButton}
        {failure?.error && isTestPublicToken(publicTokenOf(client)) && (
          <OneTapDeveloperMessage error={failure.error} />
        )}
        {promptMode === 'floating' &&
          overlay &&
          createPortal(<div ref={holder}>{promptParent}</div>, overlay)}
      </>
    );
  }
  const isPending = oneTap.status !== 'shown';
  return (
    <section
      {...slot('one-tap')}
      ref={holder}
      aria-label={translator.t('oneTap.label')}
      aria-describedby={isLastUsed ? markId : undefined}
      aria-busy={isPending}
    >
      {isPending && <Spinner />}
      <span className={VISUALLY_HIDDEN_CLASS} role="status">
        {isPending ? translator.t('oneTap.pending') : ''}
      </span>
      {promptParent}
      {/* As on the Google button: hidden from the name, read as the container's description. */}
      {isLastUsed && (
        <span {...slot('last-used')} id={markId} aria-hidden="true">
          {translator.t('oauth.lastUsed')}
        </span>
      )}
    </section>
  );
}
