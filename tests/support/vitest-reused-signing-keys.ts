import { reuseSigningKeys } from '../../emulator/src/test-support/reused-signing-keys';

// Emulator projects made in this test process sign with a few reused RSA keys (see reuseSigningKeys).
reuseSigningKeys();
