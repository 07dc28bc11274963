// @vitest-environment happy-dom
import { type Fault, type FaultInput, PROVIDER_ERRORS } from '@foyer/emulator/control';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FaultsView } from './FaultsView';
import { renderView } from './test-support/render-view';

/** The emulator's fault table, as the control API keeps it: a status comes from the provider's table. */
function faultsOf(initial: Fault[] = []) {
  const faults = [...initial];
  const injected: FaultInput[] = [];
  return {
    injected,
    port: {
      faults: async () => structuredClone(faults),
      injectFault: async (input: FaultInput) => {
        injected.push(input);
        const fault: Fault = {
          fault_id: `fault-${faults.length + 1}`,
          endpoint: input.endpoint,
          remaining: input.count ?? 1,
          latency_ms: input.latencyMs ?? 0,
          error: input.errorType
            ? { error_type: input.errorType, status: PROVIDER_ERRORS[input.errorType].status }
            : null,
        };
        faults.push(fault);
        return fault;
      },
      clearFaults: async () => {
        faults.length = 0;
      },
    },
  };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });

afterEach(cleanup);

describe('the faults', () => {
  it('injects an error of the provider with its count and latency, and lists it with its status', async () => {
    const table = faultsOf();
    renderView(<FaultsView />, table.port);
    await screen.findByText('No active faults.');
    type('Endpoint', '/otps/authenticate');
    type('Calls', '2');
    type('Latency (ms)', '300');
    type('Error type', 'too_many_requests');
    expect(field('Status').value).toBe('429');
    expect(field('Status').readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Inject fault' }));

    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Inject a fault' })).getByRole('status').textContent,
      ).toBe(
        'Injected: the next 2 calls to /otps/authenticate will fail with 429 too_many_requests, 300 ms late.',
      ),
    );
    expect(table.injected).toEqual([
      { endpoint: '/otps/authenticate', count: 2, errorType: 'too_many_requests', latencyMs: 300 },
    ]);
    const [row] = within(await screen.findByRole('table', { name: 'Active faults' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['/otps/authenticate', '2', '429 too_many_requests', '300 ms']);
  });

  it('offers every error type the provider sends, each with its status', async () => {
    renderView(<FaultsView />, faultsOf().port);
    await screen.findByText('No active faults.');
    const list = document.getElementById(
      field('Error type').getAttribute('list') ?? '',
    ) as HTMLDataListElement;
    const options = [...list.querySelectorAll('option')];
    expect(options.map((option) => option.value)).toEqual(Object.keys(PROVIDER_ERRORS));
    expect(options.find((option) => option.value === 'user_not_found')?.getAttribute('label')).toBe(
      '404 user_not_found',
    );
  });

  it('injects a delay only, with no error', async () => {
    const table = faultsOf();
    renderView(<FaultsView />, table.port);
    await screen.findByText('No active faults.');
    fireEvent.click(screen.getByRole('radio', { name: 'Only wait the latency' }));
    expect(screen.queryByLabelText('Error type')).toBeNull();
    type('Latency (ms)', '1500');
    fireEvent.click(screen.getByRole('button', { name: 'Inject fault' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Inject a fault' })).getByRole('status').textContent,
      ).toBe('Injected: the next call to /magic_links/email/login_or_create will answer 1500 ms late.'),
    );
    expect(table.injected).toEqual([
      { endpoint: '/magic_links/email/login_or_create', count: 1, latencyMs: 1500 },
    ]);
    expect(await screen.findByText('none (only late)')).toBeTruthy();
  });

  it('refuses an error type the provider does not send, before sending anything', async () => {
    const table = faultsOf();
    renderView(<FaultsView />, table.port);
    await screen.findByText('No active faults.');
    type('Error type', 'too_many_request');
    expect(field('Status').value).toBe('');
    expect(field('Error type').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Inject fault' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'too_many_request is not an error the provider sends: pick one from the list.',
    );
    expect(table.injected).toEqual([]);
  });

  it('refuses a delay-only fault without a delay, before sending anything', async () => {
    const table = faultsOf();
    renderView(<FaultsView />, table.port);
    await screen.findByText('No active faults.');
    fireEvent.click(screen.getByRole('radio', { name: 'Only wait the latency' }));
    fireEvent.click(screen.getByRole('button', { name: 'Inject fault' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'A fault without an error needs a latency above 0 ms.',
    );
    expect(table.injected).toEqual([]);
  });

  it("shows the emulator's refusal as text", async () => {
    const { failures } = renderView(<FaultsView />, {
      ...faultsOf().port,
      injectFault: async () => {
        throw new Error('[400] bad_request: endpoint: Too small: expected string to have >=1 characters');
      },
    });
    await screen.findByText('No active faults.');
    fireEvent.click(screen.getByRole('button', { name: 'Inject fault' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Injecting the fault failed: [400] bad_request: endpoint: Too small: expected string to have >=1 characters',
    );
    expect(within(screen.getByRole('form', { name: 'Inject a fault' })).getByRole('status').textContent).toBe(
      '',
    );
    expect(failures).toHaveLength(1);
  });

  it('clears the active faults', async () => {
    renderView(
      <FaultsView />,
      faultsOf([
        {
          fault_id: 'fault-1',
          endpoint: '/passwords/authenticate',
          remaining: 1,
          latency_ms: 0,
          error: { error_type: 'internal_server_error', status: 500 },
        },
      ]).port,
    );
    await screen.findByText('500 internal_server_error');
    expect(screen.getByText('1 active fault')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear faults' }));
    await screen.findByText('No active faults.');
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('button', { name: 'Clear faults' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
