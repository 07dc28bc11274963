// The One Tap prompt frame: what the server decided is on <body data-*>; this script tells the
// stand-in script in the page (gsi-client.js) through postMessage, to the page's origin only.
(() => {
  const { origin, clientId, outcome, reason } = document.body.dataset;
  const tell = (message) => window.parent.postMessage(message, origin);

  if (outcome === 'not_displayed') {
    tell({ type: 'not_displayed', reason });
    return;
  }
  if (outcome === 'skipped') {
    tell({ type: 'skipped', reason });
    return;
  }

  const reportSize = () => tell({ type: 'size', height: document.documentElement.scrollHeight });
  new ResizeObserver(reportSize).observe(document.body);
  const close = () => tell({ type: 'skipped', reason: 'user_cancel' });
  document.getElementById('close')?.addEventListener('click', close);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });

  const status = document.getElementById('status');
  for (const button of document.querySelectorAll('button[data-subject]')) {
    button.addEventListener('click', async () => {
      for (const each of document.querySelectorAll('button')) each.disabled = true;
      const response = await fetch('/gsi/credential', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: clientId, origin, provider_subject: button.dataset.subject }),
      });
      const body = await response.json();
      if (response.ok) {
        tell({ type: 'credential', credential: body.credential });
        return;
      }
      if (status) status.textContent = body.error_message;
      for (const each of document.querySelectorAll('button')) each.disabled = false;
    });
  }
})();
