import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { readBootData } from './boot-data';
import { ConsoleApp } from './ConsoleApp';
import { parseLocation } from './routes';
import { routeReady } from './view-registry';

/**
 * Draws the console into `container` for the page at `location`. The page links the addressed
 * view's code beside its own (modulepreload), so it is on its way already, and the first render
 * waits for it: the view is drawn at once. Rendered before it came, the view would show its loading
 * line first and then be drawn again in its place.
 */
export async function startConsole(container: Element, location: Location): Promise<Root> {
  await routeReady(parseLocation(location));
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <ConsoleApp boot={readBootData()} />
    </StrictMode>,
  );
  return root;
}
