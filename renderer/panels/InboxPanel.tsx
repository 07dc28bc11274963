import { useCallback } from 'react';
import type { InboxMessage } from '../../preload/api';
import { useTestbed } from '../app/testbed-context';
import { CopyButton } from '../components/CopyButton';
import { useEmulatorData } from './use-emulator-data';

const CHANNEL_LABELS: Record<InboxMessage['channel'], string> = {
  email: 'Email',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

function isTestbedLink(link: string): boolean {
  try {
    return new URL(link).origin === location.origin;
  } catch {
    return false;
  }
}

/** The project's emails and texts, newest first; links open here, codes copy. */
export function InboxPanel() {
  const { api } = useTestbed();
  const read = useCallback((token: string) => api.listMessages(token), [api]);
  const { data: messages, error } = useEmulatorData(read, [] as InboxMessage[]);

  return (
    <div className="panel inbox-panel">
      {error && (
        <p className="error-text" role="alert">
          Could not read the inbox: {error}
        </p>
      )}
      <ol className="message-list" aria-label="Messages">
        {messages.map((message) => (
          <li key={message.id} className="message">
            <div className="message-head">
              <span className={`badge channel-${message.channel}`}>{CHANNEL_LABELS[message.channel]}</span>
              <span className="mono">{message.to}</span>
              <time className="muted" dateTime={message.sentAt}>
                {new Date(message.sentAt).toLocaleTimeString()}
              </time>
            </div>
            {message.subject && <div className="message-subject">{message.subject}</div>}
            <div className="message-text">{message.text}</div>
            <div className="message-actions">
              {message.link &&
                (isTestbedLink(message.link) ? (
                  <button
                    type="button"
                    className="button primary small"
                    onClick={() => location.assign(message.link ?? '')}
                  >
                    Open link in testbed
                  </button>
                ) : (
                  <span className="muted mono clip" title={message.link}>
                    {message.link}
                  </span>
                ))}
              {message.link && (
                <CopyButton label="Copy link" text={() => message.link ?? ''}>
                  Copy link
                </CopyButton>
              )}
              {message.code && (
                <>
                  <span className="code mono">
                    <span className="visually-hidden">Passcode </span>
                    {message.code}
                  </span>
                  <CopyButton label={`Copy code ${message.code}`} text={() => message.code ?? ''}>
                    Copy code
                  </CopyButton>
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
      {messages.length === 0 && !error && <p className="empty">No messages for this project yet.</p>}
    </div>
  );
}
