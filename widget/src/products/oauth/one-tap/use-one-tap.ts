import { useEffect, useRef } from 'react';
import { useAction } from '../../../components/use-action';
import { useWidget } from '../../../components/widget-context';
import type { OAuthProviderConfig } from '../../../config/types';
import { clearErrorDescriptor, setErrorDescriptor } from '../../../state/navigation';
import { floatingPrompt, googleAccountsIdOf } from './floating-prompt';
import { type OneTapLoader, type OneTapPrompt, oneTapLoaderOf, PROMPT_PARENT_ID } from './one-tap-client';
import { oneTapErrorOfPrompt, oneTapErrorOfStart } from './one-tap-errors';
import type { OneTapMode } from './one-tap-mode';
import { setOneTapState } from './one-tap-state';

/** Google's skipped reason when the user closes the prompt: One Tap is over, the button takes over. */
const USER_CANCEL = 'user_cancel';
/** The failed state's reason after the chosen account could not sign in (the banner says why). */
const SUBMIT_FAILED = 'submit_failed';

type Credential = { credential: string };
type Submit = (response: Credential) => Promise<void>;

/**
 * The prompt for `mode`: the client's own for an embedded one; for a floating one the widget's, whose
 * parent is the overlay's (see floating-prompt), with Google's script the client has just loaded.
 */
async function promptFor(
  mode: OneTapMode,
  loader: OneTapLoader,
  clientPrompt: OneTapPrompt,
): Promise<OneTapPrompt | undefined> {
  if (mode === 'embedded') return clientPrompt;
  const google = googleAccountsIdOf(window);
  if (!google) return undefined;
  const { googleClientId } = await loader.fetchGoogleStart();
  return floatingPrompt(google, googleClientId, PROMPT_PARENT_ID);
}

/**
 * Runs Google One Tap for as long as the calling component is mounted: pending while the client loads
 * Google's script and prompts, then shown or failed in the store; the prompt is cancelled on unmount.
 * `mode` null (embeddedOnly where the browser has FedCM, or no place for the prompt yet) starts
 * nothing. A chosen account that cannot sign in is failed too, with the reason in the banner.
 */
export function useOneTap(provider: OAuthProviderConfig, mode: OneTapMode | null, onStart: () => void) {
  const { client, config, store } = useWidget();
  const { loginRedirectURL, signupRedirectURL } = config.oauthOptions;
  const { position, cancel_on_tap_outside: cancelOnTapOutside } = provider;
  // The section hands a new callback each render; One Tap must not restart for it.
  const latestOnStart = useRef(onStart);
  latestOnStart.current = onStart;
  const submitCredential = useAction(
    async (_context, submit: Submit, response: Credential) => {
      clearErrorDescriptor(store);
      await submit(response);
    },
    { errors: 'catalog' },
  );
  const latestSubmit = useRef(submitCredential.run);
  latestSubmit.current = submitCredential.run;

  useEffect(() => {
    if (mode === null) return;
    let isActive = true;
    let prompt: OneTapPrompt | undefined;
    const fail = (reason: string, error: ReturnType<typeof oneTapErrorOfStart>) => {
      if (isActive) setOneTapState(store, { status: 'failed', reason, error });
    };

    const run = async () => {
      const loader = oneTapLoaderOf(client);
      if (!loader) return fail('one_tap_unavailable', null);
      const created = await loader.createOneTapClient();
      if (!isActive) return;
      if (!created.success) return fail(created.reason, oneTapErrorOfStart(created.reason));
      prompt = await promptFor(mode, loader, created.client);
      if (!isActive) return;
      if (!prompt) return fail('one_tap_unavailable', null);
      const submit = loader.createOnSuccessHandler({
        loginRedirectUrl: loginRedirectURL,
        signupRedirectUrl: signupRedirectURL,
        onSuccess: (redirectUrl) => {
          latestOnStart.current();
          loader.redirectOnSuccess(redirectUrl);
        },
      });
      const result = await prompt.render({
        callback: async (response) => {
          const submitted = await latestSubmit.current(submit, response);
          if (submitted.status !== 'failed' || !isActive) return;
          setErrorDescriptor(store, submitted.problem);
          fail(SUBMIT_FAILED, null);
        },
        // A prompt closed after it showed: the embedded place goes back to the Google button.
        onOneTapCancelled: () => fail(USER_CANCEL, null),
        style: { position: position ?? 'floating' },
        cancelOnTapOutside,
      });
      if (!isActive) return;
      if (result.success) setOneTapState(store, { status: 'shown', mode });
      else fail(result.reason, oneTapErrorOfPrompt(result.reason));
    };

    setOneTapState(store, { status: 'pending', mode });
    run().catch((cause: unknown) => fail(reasonOf(cause), null));
    return () => {
      isActive = false;
      prompt?.cancel();
      setOneTapState(store, { status: 'idle' });
    };
  }, [client, store, mode, position, cancelOnTapOutside, loginRedirectURL, signupRedirectURL]);
}

function reasonOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
