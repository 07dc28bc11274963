import { useEffect, useRef } from 'react';
import {
  mountIdentityProvider,
  mountLogin,
  mountPasskeyRegistration,
  mountPasswordReset,
} from './entry-points';
import type { PasswordResetOptions, WidgetHandle, WidgetOptions, WidgetUpdate } from './options';

type OnMount = (handle: WidgetHandle | null) => void;

export type FoyerComponentProps<Options extends WidgetOptions> = Omit<Options, 'element'> & {
  /** Receives the mount handle (for its state proxy) once mounted, and null after unmounting. */
  onMount?: OnMount;
};

/**
 * Mounts a widget into a div this component owns, then forwards prop changes as updates. The widget
 * keeps its own React root, so it behaves the same for React and non-React hosts.
 */
function useMountedWidget<Props extends Omit<WidgetOptions, 'element'>>(
  mount: (element: Element, props: Props) => WidgetHandle,
  props: Props,
  onMount: OnMount | undefined,
) {
  const elementRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<WidgetHandle | null>(null);
  const latest = useRef({ props, onMount, mount });
  latest.current = { props, onMount, mount };

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const handle = latest.current.mount(element, latest.current.props);
    handleRef.current = handle;
    latest.current.onMount?.(handle);
    return () => {
      handle.unmount();
      handleRef.current = null;
      latest.current.onMount?.(null);
    };
  }, []);

  const { client, config, styles, callbacks, strings, locale } = props;
  useEffect(() => {
    const update: WidgetUpdate = { client, config, styles, callbacks, strings, locale };
    handleRef.current?.update(update);
  }, [client, config, styles, callbacks, strings, locale]);

  return <div ref={elementRef} className="foyer-host" />;
}

export function FoyerLogin({ onMount, ...props }: FoyerComponentProps<WidgetOptions>) {
  return useMountedWidget((element, rest) => mountLogin({ ...rest, element }), props, onMount);
}

export function FoyerPasswordReset({ onMount, ...props }: FoyerComponentProps<PasswordResetOptions>) {
  return useMountedWidget((element, rest) => mountPasswordReset({ ...rest, element }), props, onMount);
}

export function FoyerPasskeyRegistration({ onMount, ...props }: FoyerComponentProps<WidgetOptions>) {
  return useMountedWidget((element, rest) => mountPasskeyRegistration({ ...rest, element }), props, onMount);
}

export function FoyerIdentityProvider({ onMount, ...props }: FoyerComponentProps<WidgetOptions>) {
  return useMountedWidget((element, rest) => mountIdentityProvider({ ...rest, element }), props, onMount);
}
