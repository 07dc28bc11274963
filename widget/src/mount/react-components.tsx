import { useEffect, useRef } from 'react';
import { slot } from '../theme/slots';
import { mountWidget } from './mount-widget';
import type { PasswordResetOptions, WidgetHandle, WidgetOptions, WidgetUpdate } from './options';

type OnMount = (handle: WidgetHandle | null) => void;

export type FoyerComponentProps<Options extends WidgetOptions> = Omit<Options, 'element'> & {
  /** Receives the mount handle (for its state proxy) once mounted, and null after unmounting. */
  onMount?: OnMount;
};

/**
 * Mounts a widget into an element of its own inside a div this component owns, then forwards prop
 * changes as updates. The widget keeps its own React root, so it behaves the same for React and
 * non-React hosts. A change of `remountKey` (the reset token) starts a new widget, since a widget's
 * first screen is decided at mount.
 */
function useMountedWidget<Props extends Omit<WidgetOptions, 'element'>>(
  mount: (element: Element, props: Props) => WidgetHandle,
  props: Props,
  onMount: OnMount | undefined,
  remountKey?: string,
) {
  const hostRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<WidgetHandle | null>(null);
  const latest = useRef({ props, onMount, mount });
  // Declared before the mount effect, so a (re)mount reads this render's props.
  useEffect(() => {
    latest.current = { props, onMount, mount };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: remounting on a new key is the point
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // A fresh element per widget: the previous one's deferred unmount must not touch its successor.
    const element = host.appendChild(document.createElement('div'));
    const handle = latest.current.mount(element, latest.current.props);
    handleRef.current = handle;
    latest.current.onMount?.(handle);
    return () => {
      handleRef.current = null;
      latest.current.onMount?.(null);
      element.remove();
      // React refuses to unmount a root synchronously while it is still committing the host's tree.
      queueMicrotask(() => handle.unmount());
    };
  }, [remountKey]);

  const { client, config, styles, callbacks, strings, locale, locales, dir } = props;
  useEffect(() => {
    const update: WidgetUpdate = { client, config, styles, callbacks, strings, locale, locales, dir };
    handleRef.current?.update(update);
  }, [client, config, styles, callbacks, strings, locale, locales, dir]);

  return <div ref={hostRef} {...slot('host')} />;
}

// Mounted from an effect, where React cannot render another root synchronously: scheduled.
const inEffect = { firstRender: 'scheduled' } as const;

export function FoyerLogin({ onMount, ...props }: FoyerComponentProps<WidgetOptions>) {
  return useMountedWidget(
    (element, rest) => mountWidget('login', { ...rest, element }, inEffect),
    props,
    onMount,
  );
}

export function FoyerPasswordReset({ onMount, ...props }: FoyerComponentProps<PasswordResetOptions>) {
  return useMountedWidget(
    (element, { passwordResetToken, ...rest }) =>
      mountWidget('passwordReset', { ...rest, element }, { ...inEffect, passwordResetToken }),
    props,
    onMount,
    props.passwordResetToken,
  );
}

export function FoyerPasskeyRegistration({ onMount, ...props }: FoyerComponentProps<WidgetOptions>) {
  return useMountedWidget(
    (element, rest) => mountWidget('passkeyRegistration', { ...rest, element }, inEffect),
    props,
    onMount,
  );
}

export function FoyerIdentityProvider({ onMount, ...props }: FoyerComponentProps<WidgetOptions>) {
  return useMountedWidget(
    (element, rest) => mountWidget('identityProvider', { ...rest, element }, inEffect),
    props,
    onMount,
  );
}
