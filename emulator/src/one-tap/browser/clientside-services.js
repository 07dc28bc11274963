// The emulator's clientside-services frame: the client (IframeHostClient) posts `{method, args}`
// with a MessagePort and waits for `{success, payload}` or `{success: false, error}` on that port.
// Its calls (One Tap's, and the prebuilt UI's phone-number ones) go to the emulator's routes beside
// this page; errors come back in the shape the client's ErrorMarshaller rebuilds into its own error
// classes.
(() => {
  const ROUTES = {
    oneTapStart: 'start',
    oneTapSubmit: 'submit',
    parsedPhoneNumber: 'parsed-phone-number',
    getExamplePhoneNumber: 'example-phone-number',
  };
  function apiError(envelope) {
    return { name: 'StytchAPIError', message: envelope.error_message, ...envelope };
  }

  // `pageOrigin` is the framing page's origin as the browser names it in the message event; the
  // emulator checks it against the project's authorized origins.
  async function answer(method, request, pageOrigin) {
    const route = Object.hasOwn(ROUTES, method) ? ROUTES[method] : undefined;
    if (!route) {
      return {
        success: false,
        error: { name: 'Error', message: `The emulator's clientside services do not offer ${method}.` },
      };
    }
    let response;
    try {
      response = await fetch(`./${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...request, pageOrigin }),
      });
    } catch (error) {
      return {
        success: false,
        error: { name: 'StytchAPIUnreachableError', message: `The emulator could not be reached: ${error}` },
      };
    }
    const body = await response.json();
    return response.ok ? { success: true, payload: body } : { success: false, error: apiError(body) };
  }

  window.addEventListener('message', (event) => {
    const [port] = event.ports;
    const message = event.data;
    if (event.source !== window.parent || !port || typeof message?.method !== 'string') return;
    const [request] = Array.isArray(message.args) ? message.args : [];
    answer(message.method, request ?? {}, event.origin).then((reply) => port.postMessage(reply));
  });
})();
