/** The element to mount into: the element itself, or the first match of a selector. */
export function resolveElement(target: string | Element): Element {
  if (typeof target !== 'string') return target;
  const found = document.querySelector(target);
  if (!found) {
    throw new Error(
      `The selector "${target}" applies to no DOM elements currently on the page. Make sure the element exists before mounting the widget.`,
    );
  }
  return found;
}
