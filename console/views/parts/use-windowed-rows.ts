import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  observeWindowOffset,
  observeWindowRect,
  useVirtualizer,
  type Virtualizer,
  type VirtualizerOptions,
  windowScroll,
} from '@tanstack/react-virtual';
import { createContext, useContext, useLayoutEffect, useRef, useState } from 'react';

type Scroller = Element | Window;
type Rows = Virtualizer<Scroller, HTMLElement>;

/**
 * What scrolls the lists below it. `page`: the page itself (the console's views), known before
 * anything is laid out, so a list draws its first screenful in its first render. `nearest`: an
 * ancestor found once the list is laid out (the testbed's panels).
 */
export const ListScrollerContext = createContext<'page' | 'nearest'>('nearest');

/** Whether the scroller is the page (by shape: a test's window is not always the `Window` class). */
function isPage(scroller: Scroller | null): scroller is Window {
  return scroller !== null && !('getBoundingClientRect' in scroller);
}

/**
 * The nearest ancestor that scrolls the list up and down: a testbed panel, or else the console's
 * page itself. A box that may scroll but is as tall as its content (a table's wrapper, whose
 * `overflow-x` makes its `overflow-y` auto too) is not it.
 */
function scrollerOf(element: HTMLElement): Scroller {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const scrolls = /^(auto|scroll|overlay)$/.test(getComputedStyle(parent).overflowY);
    if (scrolls && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return window;
}

/** Where the list starts in its scroller's content: the rows above it are the scroller's, not the list's. */
function offsetIn(scroller: Scroller, element: HTMLElement): number {
  const top = element.getBoundingClientRect().top;
  if (isPage(scroller)) return top + scroller.scrollY;
  return top - scroller.getBoundingClientRect().top + scroller.scrollTop;
}

// One virtualizer over either kind of scroller: the page (the console) or a panel (the testbed).
const observeRect = (rows: Rows, cb: Parameters<typeof observeElementRect>[1]) =>
  isPage(rows.scrollElement)
    ? observeWindowRect(rows as Virtualizer<Window, HTMLElement>, cb)
    : observeElementRect(rows as Virtualizer<Element, HTMLElement>, cb);
const observeOffset = (rows: Rows, cb: Parameters<typeof observeElementOffset>[1]) =>
  isPage(rows.scrollElement)
    ? observeWindowOffset(rows as Virtualizer<Window, HTMLElement>, cb)
    : observeElementOffset(rows as Virtualizer<Element, HTMLElement>, cb);
const scrollTo = (offset: number, options: Parameters<typeof elementScroll>[1], rows: Rows) =>
  isPage(rows.scrollElement)
    ? windowScroll(offset, options, rows as Virtualizer<Window, HTMLElement>)
    : elementScroll(offset, options, rows as Virtualizer<Element, HTMLElement>);

/**
 * The rows of a long list that are on screen (and a few beyond), measured as they render, so a
 * list of a thousand draws a screenful: `before` and `after` are the heights the rows not drawn
 * would take, for spacers that keep the scrollbar true. The list scrolls with its page or panel,
 * not in a box of its own, so a short list looks as it always did. Reaching the last rows calls
 * `onEnd` (the next page).
 */
export function useWindowedRows(options: {
  count: number;
  estimateSize: number;
  /** Space between rows that their own height leaves out (a margin). */
  gap?: number;
  onEnd?: () => void;
}) {
  const listRef = useRef<HTMLElement | null>(null);
  const page = useContext(ListScrollerContext) === 'page' ? window : undefined;
  const [scroller, setScroller] = useState<Scroller | null>(page ?? null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The scroller is attached once the list has rows to place, and kept: attached to a list still
  // empty, the virtualizer would lay the page out just before the rows arrive and lay it out again.
  const hasHadRows = useRef(false);
  if (options.count > 0) hasHadRows.current = true;

  // After every render: what sits above the list (a form opening, an error) moves where it starts.
  // An empty list has no rows to place, and asking where it is would only lay the page out early.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || options.count === 0) return;
    // Asked again each time: a panel scrolls only once the list outgrows it.
    const found = page ?? scrollerOf(list);
    if (found !== scroller) setScroller(found);
    const offset = offsetIn(found, list);
    if (Math.abs(offset - scrollMargin) >= 1) setScrollMargin(offset);
  });

  const rowOptions: VirtualizerOptions<Scroller, HTMLElement> = {
    count: options.count,
    getScrollElement: () => (hasHadRows.current ? scroller : null),
    estimateSize: () => options.estimateSize,
    // A row not laid out (a hidden panel) measures nothing: it keeps its estimate until it shows,
    // rather than piling every row onto one spot.
    measureElement: (element) => Math.round(element.getBoundingClientRect().height) || options.estimateSize,
    overscan: 8,
    // On the page, the first render draws a screenful: the screen's size bounds the window's, and is
    // known without laying the page out (the window's own size and scroll would lay it out early).
    ...(page ? { initialRect: { width: screen.width, height: screen.height } } : {}),
    gap: options.gap ?? 0,
    scrollMargin,
    observeElementRect: observeRect,
    observeElementOffset: observeOffset,
    scrollToFn: scrollTo,
  };
  // The hook's types take an element to scroll; the observers above take the page as well.
  const rows = useVirtualizer(
    rowOptions as unknown as VirtualizerOptions<Element, HTMLElement>,
  ) as unknown as Rows;
  const items = rows.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const isAtEnd = last !== undefined && last.index >= options.count - 1;
  const { onEnd } = options;
  useLayoutEffect(() => {
    if (isAtEnd) onEnd?.();
  }, [isAtEnd, onEnd]);

  return {
    listRef,
    items,
    /** Height of the rows above those drawn. */
    before: first ? first.start - scrollMargin : 0,
    /** Height of the rows below those drawn. */
    after: last ? rows.getTotalSize() - (last.end - scrollMargin) : 0,
    /** Give each drawn row's element (with `data-index`) to measure its real height. */
    measure: rows.measureElement,
  };
}
