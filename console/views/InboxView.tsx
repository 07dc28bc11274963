import { formatSender, type ListedMessage, type MessageChannel } from '@foyer/emulator/control';
import { linksInMessage, type MessageLink } from './message-links';
import { CopyButton } from './parts/CopyButton';
import { CountAndClear } from './parts/CountAndClear';
import { Time } from './parts/Time';
import { useAction, useProject, useProjectData } from './project-context';

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

function Message(props: { message: ListedMessage }) {
  const { message } = props;
  const links = linksInMessage(message);
  return (
    <li className="message">
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
}

/**
 * The project's emails and texts, newest first, as a mail catcher shows them: links open or copy,
 * codes copy, and what the emulator has seen used is marked. New messages arrive on their own.
 */
export function InboxView() {
  const { port } = useProject();
  const messages = useProjectData((p) => p.messages(), [] as ListedMessage[]);
  const action = useAction();
  const count = messages.data.length;

  return (
    <div className="panel inbox-view">
      <CountAndClear
        count={count}
        noun={['message', 'messages']}
        clearLabel="Clear inbox"
        isBusy={action.busy !== null}
        onClear={() =>
          void action.run('Clearing the inbox', async () => {
            await port.clearMessages();
            await messages.refresh();
          })
        }
      />
      {(messages.error ?? action.error) && (
        <p className="error-text" role="alert">
          {action.error ?? `Could not read the inbox: ${messages.error}`}
        </p>
      )}
      <ol className="message-list" aria-label="Messages">
        {messages.data.map((message) => (
          <Message key={message.message_id} message={message} />
        ))}
      </ol>
      {messages.loaded && count === 0 && !messages.error && (
        <p className="empty">No messages for this project yet.</p>
      )}
    </div>
  );
}
