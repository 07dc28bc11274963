import { Component, type ReactNode } from 'react';

type ScreenErrorBoundaryProps = {
  children: ReactNode;
  /** Shown in place of the screen once it failed. */
  fallback(error: unknown): ReactNode;
  onError(error: unknown): void;
};

type ScreenErrorBoundaryState = { failure: { error: unknown } | null };

/**
 * Catches a screen that cannot load or render, so the widget shows the error screen instead of going
 * blank. The usual cause is a lazily loaded chunk that no longer downloads (the network dropped, or
 * the host deployed new chunk names while the page stayed open).
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): ScreenErrorBoundaryState {
    return { failure: { error } };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    const { failure } = this.state;
    return failure ? this.props.fallback(failure.error) : this.props.children;
  }
}

/** Whether an error is a dynamic import that failed to download (each browser words it differently). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    text,
  );
}
