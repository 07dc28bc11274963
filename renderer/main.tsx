import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_enableOp } from 'valtio/vanilla';
import { App } from './app/App';
import { startTestbed } from './app/start-testbed';
import { findTestbedApi } from './testbed-api';
import '../console/views/views.css';
import './styles.css';

// Before any widget store exists: without it Valtio hands subscribers empty op lists, and the
// mutation log would have nothing to show.
unstable_enableOp(true);

const container = document.getElementById('testbed-root');
if (!container) throw new Error('index.html lost its #testbed-root');
const root = createRoot(container);
const api = findTestbedApi();

if (!api) {
  root.render(
    <main className="no-bridge">
      <h1>Foyer testbed</h1>
      <p>
        This page needs the testbed's privileged side. Start it with <code>npm start</code>, which opens it in
        Electron or in Chromium with the bridge installed.
      </p>
    </main>,
  );
} else {
  startTestbed(api).then(
    ({ testbed, onStageReady }) =>
      root.render(
        <StrictMode>
          <App testbed={testbed} onStageReady={onStageReady} />
        </StrictMode>,
      ),
    (error: unknown) =>
      root.render(<pre className="error-text">Testbed failed to start: {String(error)}</pre>),
  );
}
