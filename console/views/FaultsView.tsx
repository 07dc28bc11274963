import {
  type Fault,
  type FaultInput,
  PROVIDER_ERRORS,
  type ProviderErrorType,
} from '@foyer/emulator/control';
import { type FormEvent, useId, useState } from 'react';
import { onChangeOf } from './follow-changes';
import { useAction, useProject, useProjectData } from './project-context';
import './faults-view.css';
import { CountAndClear } from './parts/CountAndClear';

/** Endpoints the widget's flows call, offered as suggestions; any SDK path is accepted. */
const COMMON_ENDPOINTS = [
  '/magic_links/email/login_or_create',
  '/magic_links/authenticate',
  '/otps/sms/login_or_create',
  '/otps/whatsapp/login_or_create',
  '/otps/email/login_or_create',
  '/otps/authenticate',
  '/passwords',
  '/passwords/authenticate',
  '/passwords/strength_check',
  '/passwords/email/reset/start',
  '/passwords/email/reset',
  '/users/search',
  '/sessions/authenticate',
  '/webauthn/register/start',
  '/webauthn/authenticate/start/primary',
];

const ERROR_TYPES = Object.keys(PROVIDER_ERRORS) as ProviderErrorType[];

/** The latency the control API allows, in ms. */
const MAX_LATENCY_MS = 60_000;

function isProviderError(type: string): type is ProviderErrorType {
  return Object.hasOwn(PROVIDER_ERRORS, type);
}

type FaultDraft = {
  endpoint: string;
  count: string;
  isError: boolean;
  errorType: string;
  latencyMs: string;
};

/** The fault a filled-in form asks for, or what is wrong with it; nothing the emulator would refuse is sent. */
function faultFromDraft(draft: FaultDraft): { fault: FaultInput } | { problem: string } {
  const endpoint = draft.endpoint.trim();
  if (endpoint === '')
    return { problem: 'Name the endpoint, a path after /sdk/v1 such as /otps/authenticate.' };
  const count = Number(draft.count);
  if (draft.count.trim() === '' || !Number.isInteger(count) || count < 1)
    return { problem: 'Calls must be a whole number, 1 or more.' };
  const latencyMs = draft.latencyMs.trim() === '' ? 0 : Number(draft.latencyMs);
  if (!Number.isInteger(latencyMs) || latencyMs < 0 || latencyMs > MAX_LATENCY_MS)
    return { problem: `Latency must be a whole number of ms from 0 to ${MAX_LATENCY_MS}.` };
  if (!draft.isError) {
    if (latencyMs === 0) return { problem: 'A fault without an error needs a latency above 0 ms.' };
    return { fault: { endpoint, count, latencyMs } };
  }
  const errorType = draft.errorType.trim();
  if (!isProviderError(errorType))
    return {
      problem: `${errorType || 'An empty type'} is not an error the provider sends: pick one from the list.`,
    };
  return { fault: { endpoint, count, errorType, latencyMs } };
}

function describeInjected(fault: Fault): string {
  const calls = fault.remaining === 1 ? 'the next call' : `the next ${fault.remaining} calls`;
  const late = fault.latency_ms > 0 ? `${fault.latency_ms} ms late` : '';
  const outcome = fault.error
    ? `fail with ${fault.error.status} ${fault.error.error_type}${late ? `, ${late}` : ''}`
    : `answer ${late}`;
  return `Injected: ${calls} to ${fault.endpoint} will ${outcome}.`;
}

function FaultForm(props: { onInjected: () => Promise<void> }) {
  const { port } = useProject();
  const action = useAction();
  const ids = {
    endpoint: useId(),
    endpoints: useId(),
    count: useId(),
    type: useId(),
    types: useId(),
    status: useId(),
    latency: useId(),
    outcome: useId(),
  };
  const [draft, setDraft] = useState<FaultDraft>({
    endpoint: COMMON_ENDPOINTS[0] ?? '',
    count: '1',
    isError: true,
    errorType: 'internal_server_error',
    latencyMs: '0',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [injected, setInjected] = useState('');
  const edit = (change: Partial<FaultDraft>) => {
    setDraft((previous) => ({ ...previous, ...change }));
    setProblem(null);
    setInjected('');
  };
  const errorType = draft.errorType.trim();
  const status = isProviderError(errorType) ? String(PROVIDER_ERRORS[errorType].status) : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setInjected('');
    const parsed = faultFromDraft(draft);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    void action.run('Injecting the fault', async () => {
      const fault = await port.injectFault(parsed.fault);
      setInjected(describeInjected(fault));
      await props.onInjected();
    });
  };

  return (
    <form className="fault-form" aria-label="Inject a fault" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={ids.endpoint}>Endpoint</label>
        <input
          id={ids.endpoint}
          type="text"
          list={ids.endpoints}
          className="mono"
          value={draft.endpoint}
          onChange={(event) => edit({ endpoint: event.target.value })}
        />
        <datalist id={ids.endpoints}>
          {COMMON_ENDPOINTS.map((path) => (
            <option key={path} value={path} />
          ))}
        </datalist>
      </div>
      <div className="row">
        <label htmlFor={ids.count}>Calls</label>
        <input
          id={ids.count}
          type="number"
          min={1}
          value={draft.count}
          onChange={(event) => edit({ count: event.target.value })}
        />
        <label htmlFor={ids.latency}>Latency (ms)</label>
        <input
          id={ids.latency}
          type="number"
          min={0}
          max={MAX_LATENCY_MS}
          value={draft.latencyMs}
          onChange={(event) => edit({ latencyMs: event.target.value })}
        />
      </div>
      <fieldset className="fault-outcome">
        <legend>The calls</legend>
        <label className="radio">
          <input
            type="radio"
            name={ids.outcome}
            checked={draft.isError}
            onChange={() => edit({ isError: true })}
          />
          Fail with an error
        </label>
        <label className="radio">
          <input
            type="radio"
            name={ids.outcome}
            checked={!draft.isError}
            onChange={() => edit({ isError: false })}
          />
          Only wait the latency
        </label>
        {draft.isError && (
          <div className="row">
            <label htmlFor={ids.type}>Error type</label>
            <input
              id={ids.type}
              type="text"
              list={ids.types}
              className="mono"
              value={draft.errorType}
              aria-invalid={errorType !== '' && status === ''}
              onChange={(event) => edit({ errorType: event.target.value })}
            />
            <datalist id={ids.types}>
              {ERROR_TYPES.map((type) => (
                <option key={type} value={type} label={`${PROVIDER_ERRORS[type].status} ${type}`} />
              ))}
            </datalist>
            <label htmlFor={ids.status}>Status</label>
            {/* The provider answers each error with one status, and the control API takes no other. */}
            <input
              id={ids.status}
              type="text"
              readOnly
              className="fault-status mono"
              value={status}
              placeholder="—"
            />
          </div>
        )}
      </fieldset>
      <div className="actions">
        <button type="submit" className="button primary" disabled={action.busy !== null}>
          Inject fault
        </button>
      </div>
      <div className="field-status ok" role="status">
        {injected}
      </div>
      {(problem ?? action.error) && (
        <p className="error-text" role="alert">
          {problem ?? action.error}
        </p>
      )}
    </form>
  );
}

/**
 * Faults make the next calls to an SDK endpoint fail with one of the provider's errors, or answer
 * late, so a page's error and loading states can be seen on demand. Each fault is used up by the
 * calls it affects.
 */
export function FaultsView() {
  const { port } = useProject();
  const faults = useProjectData((p) => p.faults(), [] as Fault[], '', onChangeOf('fault'));
  const action = useAction();
  const count = faults.data.length;

  return (
    <div className="panel faults-view">
      <FaultForm onInjected={faults.refresh} />
      <h3>Active faults</h3>
      <CountAndClear
        count={count}
        noun={['active fault', 'active faults']}
        clearLabel="Clear faults"
        isBusy={action.busy !== null}
        onClear={() =>
          void action.run('Clearing the faults', async () => {
            await port.clearFaults();
            await faults.refresh();
          })
        }
      />
      {(faults.error ?? action.error) && (
        <p className="error-text" role="alert">
          {action.error ?? `Could not read the faults: ${faults.error}`}
        </p>
      )}
      {count > 0 && (
        <div className="table-wrap">
          <table className="data-table" aria-label="Active faults">
            <thead>
              <tr>
                <th scope="col">Endpoint</th>
                <th scope="col">Calls left</th>
                <th scope="col">Error</th>
                <th scope="col">Latency</th>
              </tr>
            </thead>
            <tbody>
              {faults.data.map((fault) => (
                <tr key={fault.fault_id}>
                  <td className="mono">{fault.endpoint}</td>
                  <td>{fault.remaining}</td>
                  <td className="mono">
                    {fault.error ? `${fault.error.status} ${fault.error.error_type}` : 'none (only late)'}
                  </td>
                  <td>{fault.latency_ms > 0 ? `${fault.latency_ms} ms` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {faults.loaded && count === 0 && !faults.error && <p className="empty">No active faults.</p>}
    </div>
  );
}
