// @vitest-environment happy-dom
import { createControlClient } from '@foyer/emulator/control';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STREAM_CONNECT_BOUND_MS, STREAM_QUIET_BOUND_MS } from '../port/event-stream';
import { InboxView } from './InboxView';
import { nextReady, onTheEmulatorsPage, renderInProject } from './test-support/live-project';
import { manualClock } from './test-support/manual-clock';

// The inbox over the real port against a running emulator, its stream's bounds on a clock the test
// moves: a stream held without an answer, or one silent past its keep-alive, is said, with a way to
// read again. (The page's own timers stay the machine's: happy-dom's fetch runs on them.)

const emulatorUrl = onTheEmulatorsPage();
afterEach(cleanup);

/**
 * The stream's requests held without an answer until they are given up, as a proxy holding the
 * stream would; `arrived` resolves at the first.
 */
function heldStream() {
  let onArrival = () => {};
  const arrived = new Promise<void>((resolve) => {
    onArrival = resolve;
  });
  const fetch = ((_url: string, init?: RequestInit) => {
    onArrival();
    return new Promise<Response>((_answer, refuse) =>
      init?.signal?.addEventListener('abort', () =>
        refuse(new DOMException('The stream was given up.', 'AbortError')),
      ),
    );
  }) as typeof globalThis.fetch;
  return { fetch, arrived };
}

/** A project with one passcode in its inbox, sent as a page's client sends it. */
async function projectWithMessage(name: string) {
  const token = `public-token-test-stream-${name}-${crypto.randomUUID()}`;
  const sent = await fetch(`${emulatorUrl}/sdk/v1/otps/sms/login_or_create`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${token}:${token}`)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ phone_number: '+15555550100' }),
  });
  expect(sent.status).toBe(200);
  return createControlClient(emulatorUrl, token);
}

describe("the inbox's live changes", () => {
  it('says when the stream does not start within its bound, and reads on "Try again"', async () => {
    const clock = manualClock();
    const control = await projectWithMessage('connect');
    const stream = heldStream();
    renderInProject(<InboxView />, control, { clock, fetch: stream.fetch });
    await stream.arrived;
    clock.advance(STREAM_CONNECT_BOUND_MS - 1);
    expect(screen.queryByRole('alert')).toBeNull();
    clock.advance(1);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      "Could not read the inbox: The project's live changes did not connect (the event stream did not start within 10 s).",
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('+15555550100')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the stream goes silent past its keep-alive, and reads again once it is back', async () => {
    const clock = manualClock();
    const control = await projectWithMessage('quiet');
    const feed = renderInProject(<InboxView />, control, { clock });
    await nextReady(feed);
    expect(await screen.findByText('+15555550100')).toBeTruthy();
    // The emulator's keep-alive comes on the machine's clock: none in these 45 s.
    clock.advance(STREAM_QUIET_BOUND_MS);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      "Could not read the inbox: The project's live changes stopped (the event stream sent nothing for 45 s): what shows may be out of date.",
    );
    expect(screen.getByText('+15555550100')).toBeTruthy();
    const back = nextReady(feed);
    clock.advance(1000);
    await back;
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('+15555550100')).toBeTruthy();
  });
});
