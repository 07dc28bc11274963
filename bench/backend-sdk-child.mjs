// The host server's half of the backend SDK bench: the provider's `stytch` client in a process of its
// own, trusting the emulator's certificate through NODE_EXTRA_CA_CERTS as a host's server would, so
// the emulator's event loop is not the one timing it. The parent sends one message:
// { config, session_token, session_jwt, requests, concurrency }; the child answers with each
// scenario's latencies and elapsed time, measured here, around the SDK call alone.
import stytch from 'stytch';

/** Runs `call` `requests` times, `concurrency` at a time; a rejection counts as a failure. */
async function timed(call, requests, concurrency) {
  const latencies = [];
  let failures = 0;
  let remote = 0;
  const errors = new Set();
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < requests) {
      next += 1;
      const t0 = performance.now();
      try {
        const answer = await call();
        latencies.push(performance.now() - t0);
        // Only an answer from the API carries a request_id; a local check has none.
        if (answer.request_id !== undefined) remote += 1;
      } catch (error) {
        failures += 1;
        errors.add(String(error?.error_type ?? error?.code ?? error?.message ?? error));
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, elapsed: performance.now() - started, failures, remote, errors: [...errors] };
}

process.once('message', async (request) => {
  try {
    const client = new stytch.Client(request.config);
    const { session_token, session_jwt, requests, concurrency } = request;
    const remote = await timed(() => client.sessions.authenticate({ session_token }), requests, concurrency);
    // The first local check downloads the JWKS; the timed ones run on the cached keys.
    await client.sessions.authenticateJwt({ session_jwt });
    const local = await timed(() => client.sessions.authenticateJwt({ session_jwt }), requests, concurrency);
    process.send({ ok: true, remote, local });
  } catch (error) {
    process.send({ ok: false, error: String(error?.error_message ?? error?.message ?? error) });
  }
});
