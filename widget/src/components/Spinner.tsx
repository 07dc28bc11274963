import { slot } from '../theme/slots';

/** A decorative spinner; the element that shows it carries the accessible busy state. */
export function Spinner() {
  return <span {...slot('spinner')} aria-hidden="true" />;
}
