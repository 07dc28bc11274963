import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type MountByModeOptions,
  type MountMode,
  mountByMode,
  type WidgetError,
  type WidgetEvent,
  type WidgetHandle,
} from '../index';
import type { FakeClient } from './fake-client';

const mounted = new Set<{ handle: WidgetHandle; element: Element }>();

export type RenderedWidget = {
  handle: WidgetHandle;
  element: HTMLElement;
  events: WidgetEvent[];
  errors: WidgetError[];
  user: ReturnType<typeof userEvent.setup>;
};

/**
 * Mounts a widget the way a host would (through its public entry point) on a fresh element, recording
 * the events and errors it reports.
 */
export function renderWidget(
  fake: FakeClient,
  options: Partial<Omit<MountByModeOptions, 'client' | 'element'>> = {},
  mode: MountMode = 'login',
): RenderedWidget {
  const element = document.createElement('div');
  document.body.append(element);
  const events: WidgetEvent[] = [];
  const errors: WidgetError[] = [];
  const fullOptions: MountByModeOptions = {
    ...options,
    client: fake.client,
    element,
    callbacks: {
      onEvent: (event) => {
        events.push(event);
        options.callbacks?.onEvent?.(event);
      },
      onError: (error) => {
        errors.push(error);
        options.callbacks?.onError?.(error);
      },
    },
  };
  let handle: WidgetHandle | undefined;
  act(() => {
    handle = mountByMode(mode, fullOptions);
  });
  if (!handle) throw new Error('mount returned no handle');
  mounted.add({ handle, element });
  return { handle, element, events, errors, user: userEvent.setup() };
}

/** Unmounts everything `renderWidget` mounted; the setup file runs it after each test. */
export function unmountAllWidgets(): void {
  for (const { handle, element } of mounted) {
    act(() => handle.unmount());
    element.remove();
  }
  mounted.clear();
}
