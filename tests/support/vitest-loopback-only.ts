import { afterAll, afterEach } from 'vitest';
import { describeRefusals, installLoopbackGuard, takeRefusals } from './loopback-guard';

// Every vitest project lists this setup file: a test that opens a connection outside loopback fails,
// naming the host, even when the code that tried swallowed the refusal.
installLoopbackGuard();

function failOnRefusals(): void {
  const failure = describeRefusals(takeRefusals());
  if (failure) throw new Error(failure);
}

afterEach(failOnRefusals);
// A connection a file's code starts after its last test still fails that file.
afterAll(failOnRefusals);
