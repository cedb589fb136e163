import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../../../api/fake-server.ts';

const globals = window as unknown as Record<string, unknown>;

/** A fresh module for each test: what was asked is per page load. */
async function load() {
  vi.resetModules();
  const [once, ratings] = await Promise.all([
    import('../../../../../src/widgets/content/shared/state/post-results-load.ts'),
    import('../../../../../src/widgets/content/shared/state/post-ratings.ts'),
  ]);
  return { ...once, ...ratings };
}

beforeEach(() => {
  globals.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
  globals.rmp_frontend = { postID: '7', nonce: 'n0nce', ajaxLoad: '2' };
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete globals.woocommerce_params;
  delete globals.rmp_frontend;
});

describe('load_results, asked once per post (ajaxLoad)', () => {
  it('the light half and the React half asking for the same post make one request and share its answer', async () => {
    const { loadPostTotalsOnce, postTotals } = await load();
    const { seen } = fakeServer(json({ voteCount: 12, avgRating: 4.3, errorMsg: [] }));
    const [first, second] = await Promise.all([loadPostTotalsOnce(7), loadPostTotalsOnce(7)]);
    expect(await loadPostTotalsOnce(7)).toEqual({ average: 4.3, count: 12 });
    expect(seen.map((request) => Object.fromEntries(new URLSearchParams(request.body)))).toEqual([
      { action: 'load_results', postID: '7', nonce: 'n0nce' },
    ]);
    expect([first, second]).toEqual([
      { average: 4.3, count: 12 },
      { average: 4.3, count: 12 },
    ]);
    expect(postTotals.value.get(7)).toEqual({ average: 4.3, count: 12 });
  });

  it('a refusal or a failed request writes nothing (the printed counts stay) and is not asked again', async () => {
    const { loadPostTotalsOnce, postTotals } = await load();
    const { seen } = fakeServer(
      json({ voteCount: false, avgRating: false, errorMsg: 'Verificarea de securitate nu a reușit.' }),
      new Response('', { status: 500 }),
    );
    expect(await loadPostTotalsOnce(7)).toBeNull();
    expect(await loadPostTotalsOnce(7)).toBeNull();
    expect(await loadPostTotalsOnce(8)).toBeNull();
    expect(seen).toHaveLength(2);
    expect(postTotals.value.size).toBe(0);
  });
});
