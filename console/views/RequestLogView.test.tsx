// @vitest-environment happy-dom
import type { LoggedRequest, PageQuery } from '@foyer/emulator/control';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestLogView } from './RequestLogView';
import { pageOf } from './test-support/list-pages';
import { REQUEST_ORIGIN, loggedRequest as request } from './test-support/logged-requests';
import { renderView } from './test-support/render-view';

const APP = REQUEST_ORIGIN;

// Newest first, as the emulator lists them.
const LOG = [
  request('/sdk/v1/otps/authenticate', 404, '2026-03-01T10:00:03.000Z', [
    'otp_code_not_found',
    'The passcode was incorrect.',
    'The passcode is wrong; 2 more wrong ones lock the user.',
  ]),
  request('/sdk/v1/otps/sms/login_or_create', 200, '2026-03-01T10:00:02.000Z'),
  request('/sdk/v1/magic_links/email/login_or_create', 400, '2026-03-01T10:00:01.000Z', [
    'invalid_email',
    'Email format is invalid.',
    'email: "ada@" is not a valid email address.',
  ]),
  { ...request('/v1/users', 200, '2026-03-01T10:00:00.000Z'), method: 'GET', origin: null },
];

function logOf(requests: LoggedRequest[]) {
  return { requestsPage: async (page?: PageQuery) => pageOf(requests, page) };
}

/** The table's rows as the user reads them: path, status and error cell. */
function rows() {
  const table = screen.queryByRole('table', { name: 'Requests' });
  if (!table) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[2]?.textContent, cells[3]?.textContent, cells[5]?.textContent].join(' | ');
    });
}

afterEach(cleanup);

describe('the request log', () => {
  it("lists the requests newest first, refusals marked with their type, words and the emulator's detail", async () => {
    renderView(<RequestLogView />, logOf(LOG));
    await screen.findByRole('table', { name: 'Requests' });
    expect(rows()).toEqual([
      '/sdk/v1/otps/authenticate | 404 | otp_code_not_foundThe passcode was incorrect.The passcode is wrong; 2 more wrong ones lock the user.',
      '/sdk/v1/otps/sms/login_or_create | 200 | ',
      '/sdk/v1/magic_links/email/login_or_create | 400 | invalid_emailEmail format is invalid.email: "ada@" is not a valid email address.',
      '/v1/users | 200 | ',
    ]);
    const [refused, answered] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(refused?.className).toBe('is-error');
    expect(answered?.className).toBe('');
    expect(within(refused as HTMLElement).getByText(APP)).toBeTruthy();
    expect(
      within(refused as HTMLElement)
        .getByRole('time')
        .getAttribute('datetime'),
    ).toBe('2026-03-01T10:00:03.000Z');
    expect(screen.getByRole('status').textContent).toBe('4 requests');
  });

  it('shows only refusals when asked', async () => {
    renderView(<RequestLogView />, logOf(LOG));
    await screen.findByRole('table', { name: 'Requests' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only refusals' }));
    expect(rows().map((row) => row.split(' | ')[1])).toEqual(['404', '400']);
    expect(screen.getByRole('status').textContent).toBe('2 of 4 requests');
  });

  it("filters by path, error type, status or the emulator's detail", async () => {
    renderView(<RequestLogView />, logOf(LOG));
    await screen.findByRole('table', { name: 'Requests' });
    const filter = screen.getByRole('searchbox', { name: 'Filter requests' });

    fireEvent.input(filter, { target: { value: 'magic_links' } });
    expect(rows()).toEqual([
      '/sdk/v1/magic_links/email/login_or_create | 400 | invalid_emailEmail format is invalid.email: "ada@" is not a valid email address.',
    ]);
    fireEvent.input(filter, { target: { value: 'lock the user' } });
    expect(rows().map((row) => row.split(' | ')[0])).toEqual(['/sdk/v1/otps/authenticate']);
    fireEvent.input(filter, { target: { value: 'OTP_CODE' } });
    expect(rows().map((row) => row.split(' | ')[0])).toEqual(['/sdk/v1/otps/authenticate']);
    fireEvent.input(filter, { target: { value: '200' } });
    expect(rows().map((row) => row.split(' | ')[0])).toEqual([
      '/sdk/v1/otps/sms/login_or_create',
      '/v1/users',
    ]);

    fireEvent.input(filter, { target: { value: 'no such thing' } });
    expect(rows()).toEqual([]);
    expect(screen.getByText('No request matches the filter.')).toBeTruthy();
  });

  it('names the sandbox value that answered a call, and finds it by the filter', async () => {
    const sandbox = {
      ...request('/v1/sessions/authenticate', 200, '2026-03-01T10:00:04.000Z'),
      origin: null,
      sandbox_value: 'session_token WJtR5BCy38Sz… → 200',
    };
    renderView(<RequestLogView />, logOf([sandbox, ...LOG]));
    await screen.findByRole('table', { name: 'Requests' });
    expect(rows()[0]).toBe(
      '/v1/sessions/authenticatesandbox value: session_token WJtR5BCy38Sz… → 200 | 200 | ',
    );
    fireEvent.input(screen.getByRole('searchbox', { name: 'Filter requests' }), {
      target: { value: 'sandbox' },
    });
    expect(rows().map((row) => row.split(' | ')[1])).toEqual(['200']);
  });

  it('says when the project has no requests yet, and shows new ones as they come', async () => {
    const log: LoggedRequest[] = [];
    const { rerenderAt } = renderView(<RequestLogView />, logOf(log));
    await screen.findByText('No requests for this project yet.');
    expect(screen.getByRole('status').textContent).toBe('0 requests');

    log.unshift(LOG[0] as LoggedRequest);
    rerenderAt(1);
    await screen.findByText('otp_code_not_found');
    expect(screen.queryByText('No requests for this project yet.')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 request');
  });
});
