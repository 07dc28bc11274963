import type { ClockState } from '@foyer/emulator/control';
import { type FormEvent, useId, useState } from 'react';
import {
  ADVANCE_UNITS,
  type AdvanceUnit,
  advanceFromInput,
  describeOffset,
  formatDuration,
  MAX_ADVANCE_DAYS,
} from './clock-offset';
import { onChangeOf } from './follow-changes';
import { useAction, useProject, useProjectData } from './project-context';
import './clock-view.css';

const MINUTE = 60_000;
const STEPS = [MINUTE, 5 * MINUTE, 60 * MINUTE] as const;

function CustomAdvance(props: { isBusy: boolean; onAdvance: (ms: number) => void }) {
  const ids = { amount: useId(), unit: useId(), problem: useId() };
  const [amount, setAmount] = useState('2');
  const [unit, setUnit] = useState<AdvanceUnit>('days');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const advance = advanceFromInput(amount, unit);
    if ('problem' in advance) {
      setProblem(advance.problem);
      return;
    }
    setProblem(null);
    props.onAdvance(advance.ms);
  };

  return (
    <form className="row custom-advance" aria-label="Advance by a custom amount" onSubmit={submit} noValidate>
      <label htmlFor={ids.amount}>Advance by</label>
      <input
        id={ids.amount}
        type="number"
        min={0}
        step="any"
        value={amount}
        aria-invalid={problem !== null}
        aria-describedby={problem ? ids.problem : undefined}
        onChange={(event) => {
          setAmount(event.target.value);
          setProblem(null);
        }}
      />
      <label htmlFor={ids.unit} className="visually-hidden">
        Unit
      </label>
      <select
        id={ids.unit}
        value={unit}
        onChange={(event) => {
          setUnit(event.target.value as AdvanceUnit);
          setProblem(null);
        }}
      >
        {Object.keys(ADVANCE_UNITS).map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <button type="submit" className="button" disabled={props.isBusy}>
        Advance
      </button>
      {problem && (
        <span id={ids.problem} className="field-status error" role="alert">
          {problem}
        </span>
      )}
    </form>
  );
}

/**
 * The project's clock: what it reads as now, and moves forward so passcodes, links and sessions
 * expire without waiting, then back onto the machine's time. The widget's own countdowns keep the
 * page's time; the emulator decides expiry, so a code submitted after a move is refused as expired.
 */
export function ClockView() {
  const { port } = useProject();
  const clock = useProjectData((p) => p.clock(), null as ClockState | null, '', onChangeOf('clock'));
  const action = useAction();
  const [status, setStatus] = useState('');
  const nowId = useId();
  const offsetId = useId();
  const isBusy = action.busy !== null;
  const offsetMs = clock.data?.offset_ms;

  const move = (name: string, work: () => Promise<string>) => {
    setStatus('');
    void action.run(name, async () => {
      const text = await work();
      // The readout moves first, so the status never sits beside the time before the move.
      try {
        await clock.refresh();
      } finally {
        setStatus(text);
      }
    });
  };
  const advanceBy = (ms: number) =>
    move('Moving the clock', async () => {
      const moved = await port.advanceClock(ms);
      return `Advanced ${formatDuration(ms)}: now ${moved.now}.`;
    });
  const advanceToExpiry = () =>
    move('Moving the clock', async () => {
      const { clock: moved, passedExpiry } = await port.advanceClockToExpiry();
      return passedExpiry === null
        ? 'Nothing pending expires: no passcode or link is waiting, so the clock stayed.'
        : `Advanced past the latest pending expiry (${passedExpiry}): now ${moved.now}.`;
    });
  const reset = () =>
    move('Resetting the clock', async () => {
      const back = await port.resetClock();
      return `Back on the machine's time: now ${back.now}.`;
    });

  return (
    <div className="panel clock-view">
      <dl className="clock-readout">
        <dt id={nowId}>Project now</dt>
        <dd>
          {/* Read-only fields: labelled for assistive technology, and easy to select and copy. */}
          <input
            readOnly
            aria-labelledby={nowId}
            className="clock-value mono"
            value={clock.data?.now ?? '…'}
          />
        </dd>
        <dt id={offsetId}>Offset</dt>
        <dd>
          <input
            readOnly
            aria-labelledby={offsetId}
            className="clock-value"
            value={offsetMs === undefined ? '…' : describeOffset(offsetMs)}
          />
        </dd>
      </dl>
      <div className="actions">
        {STEPS.map((ms) => (
          <button key={ms} type="button" className="button" disabled={isBusy} onClick={() => advanceBy(ms)}>
            Advance {formatDuration(ms)}
          </button>
        ))}
        <button type="button" className="button" disabled={isBusy} onClick={advanceToExpiry}>
          To expiry
        </button>
        <button type="button" className="button danger" disabled={isBusy || offsetMs === 0} onClick={reset}>
          Reset clock
        </button>
      </div>
      <p className="hint">
        To expiry moves just past the latest expiry of the project's unused passcodes and email links. Reset
        clock puts the project back on the machine's time.
      </p>
      <CustomAdvance isBusy={isBusy} onAdvance={advanceBy} />
      <p className="hint">A custom advance moves at most {MAX_ADVANCE_DAYS} days at a time.</p>
      <div className="field-status ok" role="status">
        {status}
      </div>
      {(action.error ?? clock.error) && (
        <p className="error-text" role="alert">
          {action.error ?? `Could not read the clock: ${clock.error}`}
        </p>
      )}
    </div>
  );
}
