import { foyerEmulator } from '@foyer/emulator/vite';
import { defineConfig } from 'vite';

// The page gets the emulator's address and the public token `foyer-emulator exec` sets, and no other
// variable of its environment (never STYTCH_SECRET).
export default defineConfig({ plugins: [foyerEmulator()] });
