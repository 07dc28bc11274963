import { relative } from 'node:path';
import { PACKAGE_FOLDERS, PACKAGES, PACKS, packPackages } from './pack-packages';

/**
 * `npm run pack`: the packages a host installs, packed into `packs/`, and the two commands that install
 * them into an app (the packages are not on the registry: install them from these files).
 */
console.log('Packing @foyer/widget, @foyer/emulator-client and @foyer/emulator (each builds first)…');
const tarballs = packPackages();
const inApp = (type: 'dependencies' | 'devDependencies') =>
  PACKAGE_FOLDERS.filter((folder) => PACKAGES[folder].dependencyType === type).map(
    (folder) => tarballs[folder],
  );
console.log(
  [
    `Packed into ${relative(process.cwd(), PACKS) || '.'}/:`,
    ...PACKAGE_FOLDERS.map((folder) => `  ${relative(PACKS, tarballs[folder])}  ${PACKAGES[folder].name}`),
    "Install them in your app, the page's packages first (the emulator needs @foyer/emulator-client beside it):",
    `  npm install ${inApp('dependencies').join(' ')} @stytch/vanilla-js@~6.3.0 react react-dom && \\`,
    `    npm install --save-dev ${inApp('devDependencies').join(' ')}`,
    "Only the emulator, beside the provider's own SDKs (no widget, no React):",
    `  npm install ${tarballs['emulator-client']} && npm install --save-dev ${tarballs.emulator}`,
  ].join('\n'),
);
