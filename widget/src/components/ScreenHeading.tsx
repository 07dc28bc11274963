import { useEffect, useRef } from 'react';
import { slot } from '../theme/slots';
import { useWidget } from './widget-context';

type ScreenHeadingProps = {
  children: string;
  /** Keeps the heading for screen readers and focus while hiding it visually (`hideHeaderText`). */
  visuallyHidden?: boolean;
};

/**
 * A screen's title. After a screen change it takes focus, so keyboard and screen-reader users land on
 * the new screen; on the first render it leaves focus where the host page put it.
 */
export function ScreenHeading({ children, visuallyHidden = false }: ScreenHeadingProps) {
  const { store } = useWidget();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (store.navigationCount > 0) ref.current?.focus();
  }, [store]);
  return (
    <h2 ref={ref} tabIndex={-1} {...slot('title', { visuallyHidden })}>
      {children}
    </h2>
  );
}
