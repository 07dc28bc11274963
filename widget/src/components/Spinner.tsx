/** A decorative spinner; the element that shows it carries the accessible busy state. */
export function Spinner() {
  return <span className="foyer-spinner" part="spinner" aria-hidden="true" />;
}
