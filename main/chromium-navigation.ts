import type { CdpTransport } from './capabilities/transport';
import { isAllowedDestination } from './navigation-policy';

type RequestPaused = { requestId: string; frameId: string; resourceType: string; request: { url: string } };

/**
 * The Chromium mode's side of the navigation policy (navigation-policy.ts), which Electron applies
 * in `will-navigate` and `will-redirect`: every document the tab's top-level frame asks for,
 * redirects included, pauses in the DevTools Fetch domain and goes on only to an allowed origin.
 * (Playwright's `route` would be simpler, but it is not called for a redirect's next hop.) A
 * refused one fails as `Aborted`, which Chromium drops without an error page, as Electron does: the
 * tab stays on the page it was on. Resolves once the guard is on; the function it returns lifts it.
 */
export async function guardTopLevelNavigation(
  cdp: CdpTransport,
  policy: { allowedOrigins: readonly string[]; log: (message: string) => void },
): Promise<() => void> {
  const { frameTree } = await cdp.send<{ frameTree: { frame: { id: string } } }>('Page.getFrameTree');
  // A tab's top-level frame keeps its id across navigations, cross-origin ones included.
  const topFrameId = frameTree.frame.id;
  const answer = (method: string, params: Record<string, unknown>) =>
    // The tab may be closing, which releases every paused request anyway.
    cdp.send(method, params).catch(() => undefined);
  const stopListening = cdp.on('Fetch.requestPaused', (params) => {
    const { requestId, frameId, request } = params as RequestPaused;
    if (frameId !== topFrameId || isAllowedDestination(request.url, policy.allowedOrigins)) {
      void answer('Fetch.continueRequest', { requestId });
      return;
    }
    policy.log(`Blocked navigation to ${request.url}`);
    void answer('Fetch.failRequest', { requestId, errorReason: 'Aborted' });
  });
  await cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: '*', resourceType: 'Document', requestStage: 'Request' }],
  });
  return () => {
    stopListening();
    void answer('Fetch.disable', {});
  };
}
