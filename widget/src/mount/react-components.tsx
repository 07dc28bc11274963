import { useEffect, useMemo, useRef } from 'react';
import { type ClientRecipe, sharedClient } from '../client/shared-client';
import type { WidgetClient } from '../client/widget-client';
import type { WidgetCallbacks } from '../events';
import { slot } from '../theme/slots';
import { mountWidget } from './mount-widget';
import type { PasswordResetOptions, WidgetHandle, WidgetOptions, WidgetUpdate } from './options';
import { type PageRedirects, redirectProblems, withPageRedirects } from './page-redirects';

type OnMount = (handle: WidgetHandle | null) => void;

/**
 * How a component reaches the provider: a client the host made (in a client component), or the plain
 * values the page's shared client is made from (all a server component can pass), never both.
 */
export type ClientSource =
  | { client: WidgetClient; publicToken?: never; emulatorUrl?: never }
  | ({ client?: never } & ClientRecipe);

export type FoyerComponentProps<Options extends WidgetOptions> = Omit<Options, 'element' | 'client'> &
  ClientSource & {
    /** Receives the mount handle (for its state proxy) once mounted, and null after unmounting. */
    onMount?: OnMount;
  };

type AnyProps = Omit<WidgetOptions, 'element' | 'client'> & ClientSource & PageRedirects;

/** The host's client, or the page's shared one for the token and emulator given (browser only). */
function clientOf({ client, publicToken, emulatorUrl }: ClientSource): WidgetClient {
  if (client) return client;
  if (!publicToken) {
    throw new TypeError(
      '[foyer] A Foyer component needs a `client`, or a `publicToken` (and an `emulatorUrl` for the emulator).',
    );
  }
  return sharedClient({ publicToken, emulatorUrl });
}

/**
 * Mounts a widget into an element of its own inside a div this component owns, then forwards prop
 * changes as updates. The widget keeps its own React root, so it behaves the same for React and
 * non-React hosts. A change of `remountKey` (the reset token) starts a new widget, since a widget's
 * first screen is decided at mount. The client is made in the effect, never while rendering on a server.
 */
function useMountedWidget<Props extends AnyProps>(
  mount: (element: Element, options: Omit<WidgetOptions, 'element'>, props: Props) => WidgetHandle,
  props: Props,
  onMount: OnMount | undefined,
  remountKey?: string,
) {
  const hostRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<WidgetHandle | null>(null);
  const { client, publicToken, emulatorUrl, config, styles, strings, locale, locales, dir } = props;
  const { afterSignInUrl, afterDoneUrl } = props;
  const callbacks: WidgetCallbacks | undefined = useMemo(
    () => withPageRedirects(props.callbacks, { afterSignInUrl, afterDoneUrl }),
    [props.callbacks, afterSignInUrl, afterDoneUrl],
  );
  const optionsOf = () =>
    ({
      client: clientOf({ client, publicToken, emulatorUrl } as ClientSource),
      config,
      styles,
      callbacks,
      strings,
      locale,
      locales,
      dir,
    }) satisfies WidgetUpdate;
  const latest = useRef({ optionsOf, props, onMount, mount });
  // Declared before the mount effect, so a (re)mount reads this render's props.
  useEffect(() => {
    latest.current = { optionsOf, props, onMount, mount };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: remounting on a new key is the point
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // A fresh element per widget: the previous one's deferred unmount must not touch its successor.
    const element = host.appendChild(document.createElement('div'));
    const handle = latest.current.mount(element, latest.current.optionsOf(), latest.current.props);
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: optionsOf reads exactly these props
  useEffect(() => {
    handleRef.current?.update(optionsOf());
  }, [client, publicToken, emulatorUrl, config, styles, callbacks, strings, locale, locales, dir]);

  // A redirect that cannot be followed is said once, where the host listens, when it is given.
  useEffect(() => {
    for (const problem of redirectProblems({ afterSignInUrl, afterDoneUrl }, window.location)) {
      console.error(problem.message);
      latest.current.props.callbacks?.onError?.(problem);
    }
  }, [afterSignInUrl, afterDoneUrl]);

  return <div ref={hostRef} {...slot('host')} />;
}

// Mounted from an effect, where React cannot render another root synchronously: scheduled.
const inEffect = { firstRender: 'scheduled' } as const;

export function FoyerLogin({
  onMount,
  ...props
}: FoyerComponentProps<WidgetOptions> & Pick<PageRedirects, 'afterSignInUrl'>) {
  return useMountedWidget(
    (element, options) => mountWidget('login', { ...options, element }, inEffect),
    props,
    onMount,
  );
}

export function FoyerPasswordReset({
  onMount,
  ...props
}: FoyerComponentProps<PasswordResetOptions> & Pick<PageRedirects, 'afterSignInUrl'>) {
  return useMountedWidget(
    (element, options, { passwordResetToken }) =>
      mountWidget('passwordReset', { ...options, element }, { ...inEffect, passwordResetToken }),
    props,
    onMount,
    props.passwordResetToken,
  );
}

export function FoyerPasskeyRegistration({
  onMount,
  ...props
}: FoyerComponentProps<WidgetOptions> & Pick<PageRedirects, 'afterDoneUrl'>) {
  return useMountedWidget(
    (element, options) => mountWidget('passkeyRegistration', { ...options, element }, inEffect),
    props,
    onMount,
  );
}

export function FoyerIdentityProvider({ onMount, ...props }: FoyerComponentProps<WidgetOptions>) {
  return useMountedWidget(
    (element, options) => mountWidget('identityProvider', { ...options, element }, inEffect),
    props,
    onMount,
  );
}
