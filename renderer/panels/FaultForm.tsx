import { type FormEvent, useId, useState } from 'react';
import type { FaultRequest } from '../../preload/api';

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

const ERROR_PRESETS = [
  { type: 'internal_server_error', status: 500, label: '500 internal_server_error' },
  { type: 'too_many_requests', status: 429, label: '429 too_many_requests' },
  { type: 'unauthorized_credentials', status: 401, label: '401 unauthorized_credentials' },
  { type: 'bad_request', status: 400, label: '400 bad_request' },
] as const;

/** Make the next calls to an endpoint fail with an error, or slow them down. */
export function FaultForm(props: { onInject: (fault: FaultRequest) => Promise<void> }) {
  const ids = {
    endpoint: useId(),
    list: useId(),
    count: useId(),
    type: useId(),
    status: useId(),
    latency: useId(),
  };
  const [endpoint, setEndpoint] = useState(COMMON_ENDPOINTS[0] ?? '');
  const [count, setCount] = useState(1);
  const [fails, setFails] = useState(true);
  const [errorType, setErrorType] = useState<string>(ERROR_PRESETS[0].type);
  const [status, setStatus] = useState<number>(ERROR_PRESETS[0].status);
  const [latencyMs, setLatencyMs] = useState(0);
  const [message, setMessage] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await props.onInject({
        endpoint: endpoint.trim(),
        count,
        error: fails ? { type: errorType.trim(), status } : null,
        latencyMs,
      });
      setMessage(`Injected: the next ${count} call(s) to ${endpoint.trim()}.`);
    } catch (error) {
      setMessage(`Could not inject: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <form className="fault-form" onSubmit={submit} aria-label="Inject a fault">
      <div className="field">
        <label htmlFor={ids.endpoint}>Endpoint</label>
        <input
          id={ids.endpoint}
          list={ids.list}
          className="mono"
          required
          value={endpoint}
          onChange={(e) => setEndpoint(e.target.value)}
        />
        <datalist id={ids.list}>
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
          max={100}
          required
          value={count}
          onChange={(e) => setCount(Math.max(1, Number(e.target.value) || 1))}
        />
        <label htmlFor={ids.latency}>Latency (ms)</label>
        <input
          id={ids.latency}
          type="number"
          min={0}
          max={60000}
          value={latencyMs}
          onChange={(e) => setLatencyMs(Math.max(0, Number(e.target.value) || 0))}
        />
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={fails} onChange={(e) => setFails(e.target.checked)} />
        Fail with an error
      </label>
      {fails && (
        <div className="row">
          <label htmlFor={ids.type}>Error type</label>
          <input
            id={ids.type}
            className="mono"
            required
            value={errorType}
            onChange={(e) => {
              setErrorType(e.target.value);
              const preset = ERROR_PRESETS.find((p) => p.type === e.target.value);
              if (preset) setStatus(preset.status);
            }}
            list={`${ids.type}-types`}
          />
          <datalist id={`${ids.type}-types`}>
            {ERROR_PRESETS.map((p) => (
              <option key={p.type} value={p.type} label={p.label} />
            ))}
          </datalist>
          <label htmlFor={ids.status}>Status</label>
          <input
            id={ids.status}
            type="number"
            min={400}
            max={599}
            required
            value={status}
            onChange={(e) => setStatus(Number(e.target.value))}
          />
        </div>
      )}
      <div className="actions">
        <button type="submit" className="button primary">
          Inject fault
        </button>
      </div>
      <div className="field-status" role="status">
        {message}
      </div>
    </form>
  );
}
