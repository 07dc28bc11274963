import { useCallback } from 'react';
import type { InboxMessage } from '../../preload/api';
import { noteNextLoadReason } from '../app/persisted-logs';
import { reportFailure } from '../app/report-failure';
import { useTestbed } from '../app/testbed-context';
import { CopyButton } from '../components/CopyButton';
import { Time } from '../components/Time';
import { linksInMessage, type MessageLink } from './message-links';
import { useEmulatorData } from './use-emulator-data';

const CHANNEL_LABELS: Record<InboxMessage['channel'], string> = {
  email: 'Email',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
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
  const open = () => {
    // The next page's logs say why the page reloaded.
    noteNextLoadReason(sessionStorage, `opened the ${link.label.toLowerCase()} from the Inbox`);
    location.assign(link.url);
  };
  return (
    <li className={usedAt ? 'message-link is-used' : 'message-link'}>
      <span className="message-link-label">{link.label}</span>
      {link.isTestbed ? (
        <button type="button" className="button primary small" onClick={open}>
          Open link in testbed
        </button>
      ) : (
        <span className="muted mono link-url" title={link.url}>
          {link.url}
        </span>
      )}
      <CopyButton label={`Copy the ${link.label.toLowerCase()}`} text={() => link.url}>
        Copy link
      </CopyButton>
      <UsedBadge at={usedAt} />
    </li>
  );
}

function Message(props: { message: InboxMessage }) {
  const { message } = props;
  const links = linksInMessage(message, location.origin);
  return (
    <li className="message">
      <div className="message-head">
        <span className={`badge channel-${message.channel}`}>{CHANNEL_LABELS[message.channel]}</span>
        <span className="mono">{message.to}</span>
        <Time className="muted" at={message.sentAt} />
      </div>
      {message.subject && <div className="message-subject">{message.subject}</div>}
      <div className="message-text">{message.text}</div>
      {links.length > 0 && (
        <ul className="message-links" aria-label="Links">
          {links.map((link) => (
            <LinkRow
              key={link.url}
              link={link}
              usedAt={link.token === null ? undefined : message.usedTokens[link.token]}
            />
          ))}
        </ul>
      )}
      {message.code && (
        <div className={message.codeUsedAt ? 'message-actions is-used' : 'message-actions'}>
          <span className="code mono">
            <span className="visually-hidden">Passcode </span>
            {message.code}
          </span>
          <UsedBadge at={message.codeUsedAt} />
          <CopyButton label={`Copy code ${message.code}`} text={() => message.code ?? ''}>
            Copy code
          </CopyButton>
        </div>
      )}
    </li>
  );
}

/**
 * The project's emails and texts, newest first, as a mail catcher shows them: every link opens
 * here or copies, codes copy, and what the emulator has seen used is marked.
 */
export function InboxPanel() {
  const { api, store } = useTestbed();
  const read = useCallback((token: string) => api.listMessages(token), [api]);
  const { data: messages, error, refresh, publicToken } = useEmulatorData(read, [] as InboxMessage[]);

  return (
    <div className="panel inbox-panel">
      <div className="toolbar">
        <span className="muted">
          {messages.length} {messages.length === 1 ? 'message' : 'messages'}
        </span>
        <button
          type="button"
          className="button danger"
          disabled={messages.length === 0}
          onClick={() =>
            void api.clearMessages(publicToken).then(refresh, reportFailure(store, 'Clearing the inbox'))
          }
        >
          Clear inbox
        </button>
      </div>
      {error && (
        <p className="error-text" role="alert">
          Could not read the inbox: {error}
        </p>
      )}
      <ol className="message-list" aria-label="Messages">
        {messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </ol>
      {messages.length === 0 && !error && <p className="empty">No messages for this project yet.</p>}
    </div>
  );
}
