import { Fragment, type ReactNode } from 'react';
import type { DisplayMessage } from '../state/display-message';
import type { MessageId } from '../strings/catalog';
import { useWidget } from './widget-context';

/**
 * A catalog text whose placeholders are filled with elements, e.g. a bold address. Each value is
 * isolated in a <bdi>: an address or a number keeps its own direction inside text of the other
 * direction (a phone number stays "+1 201…" in Arabic), and cannot reorder the words around it.
 */
export function Message({ id, values = {} }: { id: MessageId; values?: Record<string, ReactNode> }) {
  const { translator } = useWidget();
  return (
    <>
      {translator.parts(id).map((part, index) =>
        'text' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one template never reorder
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one template never reorder
          <bdi key={index}>{values[part.placeholder] ?? `{${part.placeholder}}`}</bdi>
        ),
      )}
    </>
  );
}

/** The text of a display message; server texts are rendered as text, never as markup. */
export function useDisplayText(): (message: DisplayMessage) => string {
  const { translator } = useWidget();
  return (message) =>
    message.kind === 'text' ? translator.foreign(message.text) : translator.t(message.id, message.values);
}
