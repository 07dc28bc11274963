import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readBootData } from './boot-data';
import { ConsoleApp } from './ConsoleApp';
import { parseLocation } from './routes';
import { applyTheme, storedTheme } from './theme';
import { preloadView } from './view-registry';
import '../views/views.css';
import './console.css';

applyTheme(storedTheme());
// The view the address names is fetched now, beside the first reads, rather than after them.
const route = parseLocation(location);
if (route.kind === 'project') preloadView(route.view);
const container = document.getElementById('console-root');
if (!container) throw new Error('index.html lost its #console-root');
createRoot(container).render(
  <StrictMode>
    <ConsoleApp boot={readBootData()} />
  </StrictMode>,
);
