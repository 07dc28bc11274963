import { useRef } from 'react';
import { publicTokenOf } from '../../../client/client-internals';
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

/** Developer messages are for a developer's own test project, never for a live site's visitors. */
function isTestPublicToken(token: unknown): boolean {
  return typeof token === 'string' && token.startsWith('public-token-test-');
}

/**
 * Google One Tap where the Google button would stand. Embedded, its container takes the button's
 * place while One Tap is pending or shown; floating, the prompt sits over the page and the button
 * stays. Whenever One Tap cannot show, the regular Google button does, with the reason for the
 * developer when the client has a test public token.
 */
export function GoogleOneTap({ provider, googleButton, onStart }: GoogleOneTapSlotProps) {
  const { client, config, translator } = useWidget();
  const { oneTap } = useWidgetState();
  const mode = oneTapModeFor(provider.position, browserSupportsFedCM());
  useOneTap(provider, mode, onStart);

  const container = useRef<HTMLDivElement>(null);
  const prompt = useRef<HTMLDivElement>(null);
  const failure = oneTap.status === 'failed' ? oneTap : null;
  const isEmbedded = mode === 'embedded' && failure === null;
  const isInShadowDom = config.enableShadowDOM;
  usePromptParentInLightDom(container, prompt, isEmbedded && isInShadowDom);
  usePromptHeight(container, prompt, isEmbedded);

  if (!isEmbedded) {
    return (
      <>
        {googleButton}
        {failure?.error && isTestPublicToken(publicTokenOf(client)) && (
          <OneTapDeveloperMessage error={failure.error} />
        )}
      </>
    );
  }
  const isPending = oneTap.status !== 'shown';
  return (
    <section
      {...slot('one-tap')}
      ref={container}
      aria-label={translator.t('oneTap.label')}
      aria-busy={isPending}
    >
      {isPending && <Spinner />}
      <span className={VISUALLY_HIDDEN_CLASS} role="status">
        {isPending ? translator.t('oneTap.pending') : ''}
      </span>
      {isInShadowDom ? (
        <slot name={PROMPT_SLOT_NAME} />
      ) : (
        <div {...slot('one-tap-prompt')} id={PROMPT_PARENT_ID} ref={prompt} />
      )}
    </section>
  );
}
