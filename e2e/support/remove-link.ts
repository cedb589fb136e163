import { expect, type Page, type Request } from '@playwright/test';

/**
 * Spec §8 "Remove from cart failure: navigate to the remove link", checked so that it can fail:
 * the widget must first try `?wc-ajax=remove_from_cart` and only then send the browser to the
 * link (`?remove_item=<key>`); the page then lands back without the parameters. Without the
 * widget's handler the link is followed at once and the order below is wrong (issue 26 item 8:
 * a `waitForURL` on the current URL resolved before anything happened).
 */
export async function expectRemoveFallsBackToLink(
  page: Page,
  key: string,
  click: () => Promise<void>,
  timeout = 25_000,
): Promise<void> {
  const events: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.searchParams.get('wc-ajax') === 'remove_from_cart') events.push('ajax');
    else if (request.isNavigationRequest() && url.searchParams.get('remove_item') === key) events.push('navigate');
  };
  page.on('request', onRequest);
  const landed = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame === page.mainFrame() && !new URL(frame.url()).searchParams.has('remove_item'),
    timeout,
  });
  await click();
  await landed;
  await page.waitForLoadState('load');
  page.off('request', onRequest);
  expect(events).toEqual(['ajax', 'navigate']);
}
