import { formatSender, type ListedMessage, type MessageChannel } from '@foyer/emulator/control';
import { memo, type RefObject, useState } from 'react';
import { messageSource } from './list-sources';
import { linksInMessage, type MessageLink } from './message-links';
import { CopyButton } from './parts/CopyButton';
import { CountAndClear } from './parts/CountAndClear';
import { ListReadError } from './parts/ListReadError';
import { ShowMore } from './parts/ShowMore';
import { Time } from './parts/Time';
import { useWindowedRows } from './parts/use-windowed-rows';
import { useAction, useProject } from './project-context';
import { useLiveList } from './use-live-list';

/** The space under each message (`.message`'s bottom margin), which its measured height leaves out. */
const MESSAGE_GAP = 8;

const CHANNEL_LABELS: Record<MessageChannel, string> = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };

const KIND_LABELS: Record<NonNullable<ListedMessage['kind']>, string> = {
  login_link: 'Login link',
  signup_link: 'Signup link',
  invite: 'Invite',
  password_reset_link: 'Password reset',
  passcode: 'Passcode',
};

function UsedBadge(props: { at: string | undefined | null }) {
  if (!props.at) return null;
  return (
    <span className="badge used">
      used <Time at={props.at} />
    </span>
  );
}

function LinkRow(props: { link: MessageLink; usedAt: string | undefined }) {
  const { link, usedAt } = props;
  const { openLink } = useProject();
  const label = link.label.toLowerCase();
  // The testbed opens links back to its own page in place; elsewhere a link is a link. A used one
  // is spent: it is shown as text, so nobody follows it expecting it to sign in again.
  const open = openLink && !usedAt ? openLink(link.url) : undefined;
  return (
    <li className={usedAt ? 'message-link is-used' : 'message-link'}>
      <span className="message-link-label">{link.label}</span>
      {usedAt ? (
        <span className="muted mono link-url">{link.url}</span>
      ) : open ? (
        <button type="button" className="button primary small" onClick={open}>
          Open link in testbed
        </button>
      ) : openLink ? (
        <span className="muted mono link-url" title={link.url}>
          {link.url}
        </span>
      ) : (
        <a className="mono link-url" href={link.url} target="_blank" rel="noopener noreferrer">
          {link.url}
        </a>
      )}
      <CopyButton label={`Copy the ${label}`} text={() => link.url} />
      <UsedBadge at={usedAt} />
    </li>
  );
}

/**
 * A row draws again only when its message or its place in the list changes. The list renders again
 * as its rows are measured and as it finds where it starts on the page, and each time drew every row:
 * twice each before a large inbox's first frame.
 */
const Message = memo(function Message(props: {
  message: ListedMessage;
  index: number;
  ref: (element: HTMLElement | null) => void;
}) {
  const { message } = props;
  const links = linksInMessage(message);
  return (
    <li className="message" ref={props.ref} data-index={props.index}>
      <div className="message-head">
        <span className={`badge channel-${message.channel}`}>{CHANNEL_LABELS[message.channel]}</span>
        {message.kind && <span className="badge">{KIND_LABELS[message.kind]}</span>}
        <span className="mono">{message.to}</span>
        <Time className="muted" at={message.created_at} />
      </div>
      <div className="message-from muted">From {formatSender(message.from)}</div>
      {message.subject && <div className="message-subject">{message.subject}</div>}
      <div className="message-text">{message.text}</div>
      {links.length > 0 && (
        <ul className="message-links" aria-label="Links">
          {links.map((link) => (
            <LinkRow
              key={link.url}
              link={link}
              usedAt={link.token === null ? undefined : message.used_tokens[link.token]}
            />
          ))}
        </ul>
      )}
      {message.code && (
        <div className={message.code_used_at ? 'message-actions is-used' : 'message-actions'}>
          <span className="code mono">
            <span className="visually-hidden">Passcode </span>
            {message.code}
          </span>
          <UsedBadge at={message.code_used_at} />
          <CopyButton label={`Copy code ${message.code}`} text={() => message.code ?? ''} />
        </div>
      )}
    </li>
  );
});

/**
 * The project's emails and texts, newest first, as a mail catcher shows them: links open or copy,
 * codes copy, and what the emulator has seen used is marked. New messages arrive on their own.
 */
export function InboxView() {
  const { port } = useProject();
  const [query, setQuery] = useState('');
  const messages = useLiveList(messageSource, query);
  const action = useAction();
  const isSearched = query.trim() !== '';
  const rows = useWindowedRows({
    count: messages.records.length,
    estimateSize: 140,
    gap: MESSAGE_GAP,
    ...(messages.hasMore ? { onEnd: messages.loadMore } : {}),
  });

  return (
    <div className="panel inbox-view">
      <CountAndClear
        search={
          <input
            type="search"
            aria-label="Search messages"
            placeholder="Recipient, subject or text"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        }
        count={messages.total}
        isSearched={isSearched}
        noun={['message', 'messages']}
        clearLabel="Clear inbox"
        isBusy={action.busy !== null}
        onClear={() =>
          void action.run('Clearing the inbox', async () => {
            await port.clearMessages();
            await messages.reread();
          })
        }
      />
      {action.error ? (
        <p className="error-text" role="alert">
          {action.error}
        </p>
      ) : (
        <ListReadError list={messages} what="the inbox" />
      )}
      <ol
        ref={rows.listRef as RefObject<HTMLOListElement | null>}
        className="message-list"
        aria-label="Messages"
        style={rows.before || rows.after ? { paddingTop: rows.before, paddingBottom: rows.after } : undefined}
      >
        {rows.items.map(({ index }) => {
          const message = messages.records[index];
          return (
            message && <Message key={message.message_id} message={message} index={index} ref={rows.measure} />
          );
        })}
      </ol>
      <ShowMore list={messages} noun="messages" />
      {messages.loaded && messages.total === 0 && !messages.error && (
        <p className="empty">
          {isSearched ? `No message matches “${query.trim()}”.` : 'No messages for this project yet.'}
        </p>
      )}
    </div>
  );
}
