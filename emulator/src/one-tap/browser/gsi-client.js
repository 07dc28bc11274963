// The emulator's stand-in for Google's `https://accounts.google.com/gsi/client`: the part of
// `google.accounts.id` the client calls (initialize, prompt, cancel). The prompt is a frame from the
// emulator's `/gsi/iframe/select`, floating at the top right or inside `prompt_parent_id`; the frame
// tells this script what happened, and the script turns that into Google's moment notifications.
// It runs in the host page under the host's CSP: styles are set through CSSOM only.
(() => {
  const ownScript = document.currentScript;
  const base = new URL(ownScript ? ownScript.src : 'https://accounts.google.com/gsi/client').origin;
  const FLOATING_WIDTH_PX = 391;
  const FLOATING_INSET_PX = 20;

  let settings = null;
  let shown = null;

  function notification(moment, reason) {
    return {
      getMomentType: () => moment,
      isDisplayMoment: () => moment === 'display',
      isDisplayed: () => moment === 'display' && reason === undefined,
      isNotDisplayed: () => moment === 'display' && reason !== undefined,
      getNotDisplayedReason: () => (moment === 'display' ? reason : undefined),
      isSkippedMoment: () => moment === 'skipped',
      getSkippedReason: () => (moment === 'skipped' ? reason : undefined),
      isDismissedMoment: () => moment === 'dismissed',
      getDismissedReason: () => (moment === 'dismissed' ? reason : undefined),
    };
  }

  function close(moment, reason) {
    if (!shown) return;
    const closing = shown;
    shown = null;
    closing.container.remove();
    window.removeEventListener('message', closing.onMessage);
    document.removeEventListener('click', closing.onTapOutside, true);
    if (reason === 'unregistered_origin') {
      console.error('[GSI_LOGGER]: The given origin is not allowed for the given client ID.');
    }
    closing.listener?.(notification(moment, reason));
  }

  function initialize(options) {
    settings = options ?? null;
  }

  function prompt(listener) {
    if (!settings?.client_id) {
      console.warn('[GSI_LOGGER]: Missing required parameter "client_id".');
      return;
    }
    close('dismissed', 'flow_restarted');
    const clientId = settings.client_id;
    const callback = settings.callback;
    const parent = settings.prompt_parent_id ? document.getElementById(settings.prompt_parent_id) : null;
    const container = document.createElement('div');
    container.id = 'credential_picker_container';
    const frame = document.createElement('iframe');
    const url = new URL('/gsi/iframe/select', base);
    url.searchParams.set('client_id', clientId);
    url.searchParams.set('origin', location.origin);
    url.searchParams.set('ux_mode', parent ? 'embedded' : 'floating');
    frame.src = url.href;
    frame.title = 'Sign in with Google Dialog';
    frame.style.border = '0';
    frame.style.display = 'block';
    frame.style.height = '0';
    frame.style.width = parent ? '100%' : `${FLOATING_WIDTH_PX}px`;
    if (!parent) {
      container.style.position = 'fixed';
      container.style.top = `${FLOATING_INSET_PX}px`;
      container.style.right = `${FLOATING_INSET_PX}px`;
      container.style.zIndex = '9999';
    }
    container.append(frame);

    let isDisplayed = false;
    const onMessage = (event) => {
      if (event.source !== frame.contentWindow || event.origin !== base) return;
      const message = event.data ?? {};
      if (message.type === 'size') {
        frame.style.height = `${Number(message.height) || 0}px`;
        if (!isDisplayed) {
          isDisplayed = true;
          listener?.(notification('display'));
        }
      } else if (message.type === 'not_displayed') {
        close('display', String(message.reason));
      } else if (message.type === 'skipped') {
        close('skipped', String(message.reason));
      } else if (message.type === 'credential') {
        callback?.({ credential: String(message.credential), select_by: 'user', clientId });
        close('dismissed', 'credential_returned');
      }
    };
    // A click on the page outside the prompt closes it, unless the page asked otherwise (the client
    // does for its embedded prompt); a parent given for a floating prompt changes nothing here.
    const onTapOutside = (event) => {
      if (!event.composedPath().includes(container)) close('skipped', 'tap_outside');
    };
    shown = { container, listener, onMessage, onTapOutside };
    window.addEventListener('message', onMessage);
    if (settings.cancel_on_tap_outside !== false) {
      document.addEventListener('click', onTapOutside, true);
    }
    (parent ?? document.body).append(container);
  }

  function cancel() {
    close('dismissed', 'cancel_called');
  }

  window.google ??= {};
  window.google.accounts ??= {};
  window.google.accounts.id = { initialize, prompt, cancel };
})();
