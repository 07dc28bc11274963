import { startConsole } from './start-console';
import { applyTheme, storedTheme } from './theme';
import '../views/views.css';
import './console.css';

applyTheme(storedTheme());
const container = document.getElementById('console-root');
if (!container) throw new Error('index.html lost its #console-root');
void startConsole(container, location);
