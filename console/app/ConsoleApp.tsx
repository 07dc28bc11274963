import { type ConsoleBoot, listProjects } from '@foyer/emulator/control';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { failureMessage } from '../views/project-context';
import { ControlTokenPrompt } from './ControlTokenPrompt';
import {
  forgetControlToken,
  isControlTokenRefusal,
  storeControlToken,
  storedControlToken,
} from './control-token';
import { useRoute } from './navigation';
import { ProjectScreen } from './ProjectScreen';
import { ProjectsView } from './ProjectsView';
import { routeHref } from './routes';
import { applyTheme, storedTheme, THEMES, type Theme } from './theme';

/** Whether the control API answers this tab: unknown until asked, or asking for the control token. */
type Access =
  | { kind: 'checking' }
  | { kind: 'open' }
  | { kind: 'token-needed'; wasWrong: boolean }
  | { kind: 'unreachable'; message: string };

function ThemePicker() {
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const id = useId();
  return (
    <span className="theme-picker">
      <label htmlFor={id}>Theme</label>
      <select
        id={id}
        value={theme}
        onChange={(event) => {
          const chosen = THEMES.find((each) => each === event.target.value) ?? 'auto';
          setTheme(chosen);
          applyTheme(chosen);
        }}
      >
        <option value="auto">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </span>
  );
}

/**
 * The emulator's console: its projects, and the views of one, over the control API of this origin.
 * `boot`, what the page carried: the control API answered it already, so nothing is asked to start.
 */
export function ConsoleApp(props: { boot?: ConsoleBoot | undefined }) {
  const { boot } = props;
  const route = useRoute();
  const [controlToken, setControlToken] = useState(storedControlToken);
  const [access, setAccess] = useState<Access>(boot ? { kind: 'open' } : { kind: 'checking' });
  const checkedToken = useRef(boot ? controlToken : null);
  // What the page carried describes the page it was served for: once the console has moved to
  // another, a screen opened later (the same one again included) reads afresh.
  const firstHref = useRef(routeHref(route));
  const hasMoved = useRef(false);
  if (routeHref(route) !== firstHref.current) hasMoved.current = true;
  const carried = hasMoved.current ? undefined : boot;

  const check = useCallback((token: string | undefined) => {
    setAccess({ kind: 'checking' });
    listProjects(location.origin, token ? { controlToken: token } : {}).then(
      () => setAccess({ kind: 'open' }),
      (error: unknown) =>
        setAccess(
          isControlTokenRefusal(error)
            ? { kind: 'token-needed', wasWrong: token !== undefined }
            : { kind: 'unreachable', message: failureMessage(error) },
        ),
    );
  }, []);
  useEffect(() => {
    // The page's own data says the control API answers: asked again only for another token.
    if (checkedToken.current === controlToken) return;
    checkedToken.current = null;
    check(controlToken);
  }, [check, controlToken]);

  const useToken = (token: string) => {
    storeControlToken(token);
    setControlToken(token);
  };

  return (
    <div className="console">
      <header className="console-header">
        <h1>
          <a href={routeHref({ kind: 'projects' })}>Foyer emulator</a>
        </h1>
        {route.kind === 'project' && (
          <span className="mono console-project" title={route.publicToken}>
            {route.publicToken}
          </span>
        )}
        <span className="console-tools">
          {controlToken && (
            <button
              type="button"
              className="button small"
              onClick={() => {
                forgetControlToken();
                setControlToken(undefined);
              }}
            >
              Forget control token
            </button>
          )}
          <ThemePicker />
        </span>
      </header>
      {access.kind === 'checking' && (
        <p className="panel muted" role="status">
          Connecting to the emulator…
        </p>
      )}
      {access.kind === 'unreachable' && (
        <p className="panel error-text" role="alert">
          The emulator's control API did not answer: {access.message}
        </p>
      )}
      {access.kind === 'token-needed' && <ControlTokenPrompt wasWrong={access.wasWrong} onToken={useToken} />}
      {access.kind === 'open' &&
        (route.kind === 'project' ? (
          <ProjectScreen
            boot={carried}
            publicToken={route.publicToken}
            view={route.view}
            {...(controlToken ? { controlToken } : {})}
          />
        ) : (
          <ProjectsView
            {...(carried ? { carried: carried.projects.projects } : {})}
            {...(controlToken ? { controlToken } : {})}
            {...(route.problem ? { problem: route.problem } : {})}
          />
        ))}
    </div>
  );
}
