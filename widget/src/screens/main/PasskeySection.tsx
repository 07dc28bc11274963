import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { useDisplayText } from '../../components/Message';
import { useAction } from '../../components/use-action';
import { useWidget } from '../../components/widget-context';
import {
  logInWithPasskey,
  passkeyLoginReport,
  runPasskeyAutofill,
  showPasskeyLoginFailure,
} from '../../products/passkey-login';
import type { MainSectionProps } from '../../products/types';
import { clearErrorDescriptor } from '../../state/navigation';
import { setPasskeyAutofill } from '../../state/passkeys';

/**
 * Whether the browser can offer passkeys among an input's autofill suggestions: null until it has
 * said, false at once when Main has no email input to offer them on.
 */
function useCanAutofill(hasEmailForm: boolean): boolean | null {
  const { client } = useWidget();
  const [canAutofill, setCanAutofill] = useState<boolean | null>(hasEmailForm ? null : false);
  useEffect(() => {
    if (!hasEmailForm) {
      setCanAutofill(false);
      return;
    }
    let isCurrent = true;
    client.webauthn.browserSupportsAutofill().then(
      (supported) => isCurrent && setCanAutofill(supported),
      () => isCurrent && setCanAutofill(false),
    );
    return () => {
      isCurrent = false;
    };
  }, [client, hasEmailForm]);
  return canAutofill;
}

/**
 * Main's passkey login: the browser's autofill on the email input where it can offer passkeys there,
 * otherwise a button. Leaving Main aborts either; a browser keeps one passkey request pending, so
 * each request aborts the widget's one before (`startPasskeyRequest`).
 */
export function PasskeySection({ hasEmailForm }: MainSectionProps) {
  const widget = useWidget();
  const { store, translator } = widget;
  const displayText = useDisplayText();
  const canAutofill = useCanAutofill(hasEmailForm);
  // Autofill runs for as long as Main stays, across host updates, with the context it started with.
  const latest = useRef({ widget, displayText });
  latest.current = { widget, displayText };

  useEffect(() => {
    if (!canAutofill) return;
    const controller = new AbortController();
    const { widget: context, displayText: describe } = latest.current;
    void runPasskeyAutofill(context, controller.signal, (cause) => {
      showPasskeyLoginFailure(context, cause);
      context.reportError({ message: describe(passkeyLoginReport(cause)), cause });
    });
    return () => {
      controller.abort();
      setPasskeyAutofill(store, { status: 'inactive' });
    };
  }, [canAutofill, store]);

  const logIn = useAction(
    async ({ signal, report }) => {
      clearErrorDescriptor(store);
      try {
        await logInWithPasskey(widget, 'prompt', signal);
      } catch (cause) {
        if (signal.aborted) return;
        showPasskeyLoginFailure(widget, cause);
        report(cause);
      }
    },
    { errors: passkeyLoginReport },
  );

  // The button shows where autofill cannot: no email input, or a browser that cannot offer passkeys.
  if (canAutofill !== false) return null;
  return (
    <Button variant="secondary" isSubmitting={logIn.isPending} onClick={() => logIn.run()}>
      {translator.t('passkeys.login.button')}
    </Button>
  );
}
