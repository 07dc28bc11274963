import { useCallback, useId, useState } from 'react';
import type { ProjectClock } from '../../preload/api';
import { useTestbed } from '../app/testbed-context';
import { describeOffset, formatDuration } from './clock-offset';
import { useEmulatorData } from './use-emulator-data';

const MINUTE = 60_000;
const STEPS = [MINUTE, 5 * MINUTE, 60 * MINUTE] as const;

type MoveStatus = { text: string; isError: boolean };

/**
 * The project's clock: what it reads as now, and buttons that move it forward so passcodes, links
 * and sessions expire without waiting. The widget's own countdown keeps the page's time; the server
 * decides expiry, so a code submitted after a move is refused as expired.
 */
export function ClockSection() {
  const { api } = useTestbed();
  const clock = useEmulatorData(
    useCallback((token: string) => api.clock(token), [api]),
    null as ProjectClock | null,
  );
  const token = clock.publicToken;
  const [status, setStatus] = useState<MoveStatus>({ text: '', isError: false });
  const [isMoving, setIsMoving] = useState(false);
  const nowId = useId();
  const offsetId = useId();
  const headingId = useId();

  const move = (action: () => Promise<string>) => {
    setIsMoving(true);
    void action()
      .then(
        (text) => setStatus({ text, isError: false }),
        (error: unknown) =>
          setStatus({
            text: `Moving the clock failed: ${error instanceof Error ? error.message : String(error)}`,
            isError: true,
          }),
      )
      .finally(() => {
        setIsMoving(false);
        void clock.refresh();
      });
  };
  const advanceBy = (ms: number) =>
    move(async () => {
      const moved = await api.advanceClock(token, ms);
      return `Advanced ${formatDuration(ms)}: now ${moved.now}.`;
    });
  const advanceToExpiry = () =>
    move(async () => {
      const { clock: moved, passedExpiry } = await api.advanceClockToExpiry(token);
      return passedExpiry === null
        ? 'Nothing pending expires: no passcode or link is waiting, so the clock stayed.'
        : `Advanced past the latest pending expiry (${passedExpiry}): now ${moved.now}.`;
    });

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Clock</h3>
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
            className="clock-value"
            aria-labelledby={offsetId}
            value={clock.data ? describeOffset(clock.data.offsetMs) : '…'}
          />
        </dd>
      </dl>
      <div className="actions">
        {STEPS.map((ms) => (
          <button key={ms} type="button" className="button" disabled={isMoving} onClick={() => advanceBy(ms)}>
            Advance {formatDuration(ms)}
          </button>
        ))}
        <button type="button" className="button" disabled={isMoving} onClick={advanceToExpiry}>
          To expiry
        </button>
      </div>
      <p className="hint">
        To expiry moves just past the latest expiry of the project's unused passcodes and email links.
      </p>
      <div className={`field-status${status.isError ? ' error' : ''}`} role="status">
        {status.text}
      </div>
      {clock.error && <p className="error-text">{clock.error}</p>}
    </section>
  );
}
