import { formatTime } from './format';

/**
 * An instant as every panel writes it: local wall-clock time with milliseconds (log entries often
 * land within one second), the full ISO instant on hover and for assistive technology.
 */
export function Time(props: { at: number | string; className?: string }) {
  const ms = typeof props.at === 'number' ? props.at : Date.parse(props.at);
  if (Number.isNaN(ms)) return <span className={props.className}>{String(props.at)}</span>;
  const iso = new Date(ms).toISOString();
  return (
    <time className={props.className ? `mono ${props.className}` : 'mono'} dateTime={iso} title={iso}>
      {formatTime(ms)}
    </time>
  );
}
