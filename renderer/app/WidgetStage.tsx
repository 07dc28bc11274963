import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useTestbed } from './testbed-context';

/** The host page's slot for the widget: the element every mount targets. */
export function WidgetStage(props: { onReady: (element: HTMLElement) => void }) {
  const { store } = useTestbed();
  const { mount } = useSnapshot(store);
  const element = useRef<HTMLDivElement>(null);
  const { onReady } = props;

  useEffect(() => {
    if (element.current) onReady(element.current);
  }, [onReady]);

  return (
    <section className="stage" aria-labelledby="stage-heading">
      <h2 id="stage-heading" className="visually-hidden">
        Widget
      </h2>
      <div className="stage-status" role="status" data-testid="mount-status">
        {mount.kind === 'mounted' && `Mounted: ${mount.mode}`}
        {mount.kind === 'unmounted' && 'Not mounted'}
        {mount.kind === 'failed' && <span className="error-text">Mount failed: {mount.message}</span>}
      </div>
      <div className="stage-frame">
        <div id="foyer-widget" ref={element} />
      </div>
    </section>
  );
}
