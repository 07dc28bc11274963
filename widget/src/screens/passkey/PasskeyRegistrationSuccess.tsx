import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/Button';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useUnmountSignal } from '../../components/use-unmount-signal';
import { useWidget, useWidgetState } from '../../components/widget-context';
import { deletePasskey, renamePasskey } from '../../products/passkey-registration';
import { goTo } from '../../state/navigation';
import { closePasskeyRowAction } from '../../state/passkeys';
import type { MessageId } from '../../strings/catalog';
import { slot, stateAttributes } from '../../theme/slots';
import { PasskeyListRow } from './PasskeyListRow';

/**
 * "Passkey successfully created!" and the user's passkeys, renamed and deleted in place. The list
 * changes at once; the server's answer comes later, and a refusal is logged and reported while the
 * list keeps what the user did.
 */
export function PasskeyRegistrationSuccess() {
  const widget = useWidget();
  const { store, translator, emit, reportError } = widget;
  const { registrations, rowAction } = useWidgetState().formState.passkeyState;
  const unmountSignal = useUnmountSignal();
  const listHeadingId = useId();
  const confirmDeleteButton = useRef<HTMLButtonElement>(null);
  const setUpAnotherButton = useRef<HTMLButtonElement>(null);
  const serverCalls = useRef(new Set<Promise<unknown>>());

  const track = (call: Promise<unknown>, failure: MessageId) => {
    const tracked = call.catch((cause: unknown) => {
      console.error(cause);
      if (!unmountSignal().aborted) reportError({ message: translator.t(failure), cause });
    });
    serverCalls.current.add(tracked);
    void tracked.finally(() => serverCalls.current.delete(tracked));
  };

  // A confirmed delete takes its row away: focus goes on to what is left to do. A cancelled one
  // goes back to the row's Delete button (the row sees to that).
  const isDeleteConfirmed = useRef(false);
  const isPendingDelete = rowAction.kind === 'pendingDelete';
  useEffect(() => {
    if (isPendingDelete) confirmDeleteButton.current?.focus();
    else if (isDeleteConfirmed.current) setUpAnotherButton.current?.focus();
    isDeleteConfirmed.current = false;
  }, [isPendingDelete]);

  const confirmDelete = (id: string) => {
    isDeleteConfirmed.current = true;
    track(deletePasskey(widget, id), 'passkeys.error.deleteFailed');
  };

  // The start screen reads the client's user when it opens: let renames and deletes reach it first.
  const setUpAnother = async () => {
    const signal = unmountSignal();
    await Promise.allSettled([...serverCalls.current]);
    if (!signal.aborted) goTo(store, 'PasskeyRegistrationStart');
  };

  const isRenaming = rowAction.kind === 'editing';
  return (
    <div {...slot('screen')} {...stateAttributes({ screen: 'PasskeyRegistrationSuccess' })}>
      <ScreenHeading>{translator.t('passkeys.registrationSuccess.title')}</ScreenHeading>
      {registrations.length > 0 && (
        <>
          <h3 id={listHeadingId} {...slot('subtitle')}>
            {translator.t('passkeys.registrationSuccess.existing')}
          </h3>
          <ul {...slot('passkey-list')} aria-labelledby={listHeadingId}>
            {registrations.map((row) => (
              <PasskeyListRow
                key={row.id}
                row={row}
                action={rowAction}
                onRename={(id, name) => track(renamePasskey(widget, id, name), 'passkeys.error.renameFailed')}
              />
            ))}
          </ul>
        </>
      )}
      <div {...slot('buttons')}>
        {rowAction.kind === 'pendingDelete' ? (
          <>
            <p {...slot('delete-warning')} role="alert">
              {translator.t('passkeys.registrationSuccess.deleteWarning')}
            </p>
            <Button ref={confirmDeleteButton} variant="danger" onClick={() => confirmDelete(rowAction.id)}>
              {translator.t('passkeys.registrationSuccess.confirmDelete')}
            </Button>
            <Button variant="secondary" onClick={() => closePasskeyRowAction(store)}>
              {translator.t('passkeys.registrationSuccess.cancelDelete')}
            </Button>
          </>
        ) : (
          <>
            <Button ref={setUpAnotherButton} disabled={isRenaming} onClick={setUpAnother}>
              {translator.t('passkeys.registrationSuccess.setUpAnother')}
            </Button>
            <Button
              variant="secondary"
              disabled={isRenaming}
              onClick={() => emit({ type: 'PasskeyDone', data: {} })}
            >
              {translator.t('passkeys.registrationSuccess.done')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
