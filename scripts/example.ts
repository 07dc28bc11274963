import { startEmulator } from '@foyer/emulator';
import { buildHostApp, startHostApp } from './host-app';

/**
 * `npm run example`: builds examples/host-app against the packed widget and emulator, starts the
 * emulator with the project the example's .env.example names, and serves the app's production build.
 */
const project = {
  publicToken: 'public-token-test-host-app',
  projectId: 'project-test-host-app',
  secret: 'secret-test-host-app',
};
const APP_PORT = Number(process.env.PORT ?? 3000);

console.log('Packing the widget and emulator, installing them into examples/host-app and building it…');
buildHostApp();
const emulator = await startEmulator({ httpPort: 8787, httpsPort: 8443, projects: [project] });
const app = await startHostApp({ ...project, ...emulator }, APP_PORT);
const consoleUrl = `${emulator.httpUrl.replace('//127.0.0.1:', '//localhost:')}/`;
app.stdout?.pipe(process.stdout);
app.stderr?.pipe(process.stderr);
console.log(`
Emulator console (the inbox, users, sessions, clock...): ${consoleUrl}#/p/${project.publicToken}/inbox
Open ${app.url} in any browser. Ctrl-C stops both.`);

async function stop(): Promise<void> {
  app.kill();
  await emulator.close();
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
