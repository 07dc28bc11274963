import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './ConsoleApp';
import { applyTheme, storedTheme } from './theme';
import '../views/views.css';
import './console.css';

applyTheme(storedTheme());
const container = document.getElementById('console-root');
if (!container) throw new Error('index.html lost its #console-root');
createRoot(container).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
