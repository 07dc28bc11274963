import { useEffect, useRef, useState } from 'react';
import type { GalleryEntry } from '../../widget/src/gallery/gallery-entry';
import type { GalleryView } from '../../widget/src/gallery/gallery-view';
import { mountGalleryEntry } from '../../widget/src/gallery/mount-gallery-entry';

type PreviewStatus = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; message: string };

/**
 * One gallery entry mounted through the widget's own mount with its fake client, beside (not in) the
 * stage: the testbed's widget and its emulator project are left alone. A new pick mounts afresh.
 */
export function GalleryPreview({ entry, view }: { entry: GalleryEntry; view: GalleryView }) {
  // The shadow root a widget attaches stays with its element, so each mount gets a new element.
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PreviewStatus>({ kind: 'loading' });

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const element = document.createElement('div');
    parent.replaceChildren(element);
    setStatus({ kind: 'loading' });
    let isCurrent = true;
    const mounted = mountGalleryEntry(element, entry, view);
    mounted.ready.then(
      () => isCurrent && setStatus({ kind: 'ready' }),
      (cause: unknown) =>
        isCurrent &&
        setStatus({ kind: 'failed', message: cause instanceof Error ? cause.message : String(cause) }),
    );
    return () => {
      isCurrent = false;
      mounted.unmount();
      element.remove();
    };
  }, [entry, view]);

  return (
    <>
      <p className="field-status" role="status" data-testid="gallery-status">
        {status.kind === 'loading' && 'Rendering…'}
        {status.kind === 'ready' && `Showing ${entry.screen}: ${entry.state}`}
        {status.kind === 'failed' && (
          <span className="error-text">Could not reach the state: {status.message}</span>
        )}
      </p>
      <div className="gallery-preview" data-theme={view.theme} data-testid="gallery-preview" ref={host} />
    </>
  );
}
