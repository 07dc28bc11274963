import type { EmulatorActivity } from '../activity';
import {
  messageLine,
  type Paint,
  plain,
  refusalCause,
  refusalKey,
  refusalLine,
  sandboxLine,
} from './activity-lines';

/** Causes remembered before the memory starts over: a page looping over made-up origins cannot grow it without bound. */
const REMEMBERED_CAUSES = 10_000;

export type ActivityPrinterOptions = {
  /** Takes one line, without its newline. */
  write(line: string): void;
  paint?: Paint;
  now?: () => Date;
};

/**
 * What the command line gives `startEmulator({ onActivity })`: a line for every message sent and every
 * sandbox value answered, and a line for each cause of refusal the first time it happens (a page
 * retrying the same call would otherwise bury the links under the same complaint).
 */
export function activityPrinter(options: ActivityPrinterOptions): (activity: EmulatorActivity) => void {
  const { write, paint = plain, now = () => new Date() } = options;
  const printed = new Set<string>();
  return (activity) => {
    if (activity.kind === 'message') {
      write(messageLine(activity.publicToken, activity.message, now(), paint));
      return;
    }
    const sandboxValue = activity.request.sandbox_value;
    if (sandboxValue !== null) {
      write(sandboxLine(activity.publicToken, activity.request, sandboxValue, now(), paint));
      return;
    }
    const cause = refusalCause(activity.request);
    if (cause === undefined) return;
    const key = refusalKey(activity.publicToken, cause);
    if (printed.has(key)) return;
    if (printed.size >= REMEMBERED_CAUSES) printed.clear();
    printed.add(key);
    write(refusalLine(activity.publicToken, cause, now(), paint));
  };
}
