// The provider's backend SDK (`stytch`) in a process of its own, trusting the emulator's certificate
// only through NODE_EXTRA_CA_CERTS, exactly as a host's server would. The parent sends
// { id, config } once and then { id, method: 'sessions.authenticate', args: [...] } over IPC.
import stytch from 'stytch';

let client;

function describeError(error) {
  return {
    name: error?.constructor?.name ?? 'Error',
    message: String(error?.message ?? error),
    status_code: error?.status_code,
    error_type: error?.error_type,
    error_message: error?.error_message,
    code: error?.code,
  };
}

process.on('message', async (request) => {
  try {
    if (request.config) {
      client = new stytch.Client(request.config);
      process.send({ id: request.id, ok: true, value: null });
      return;
    }
    const path = request.method.split('.');
    const name = path.pop();
    const owner = path.reduce((object, key) => object[key], client);
    const value = await owner[name](...request.args);
    process.send({ id: request.id, ok: true, value });
  } catch (error) {
    process.send({ id: request.id, ok: false, error: describeError(error) });
  }
});
