import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverChoice } from '../../../../src/widgets/product/variations/server-choice.ts';
import { fakeServer, json } from '../../../api/fake-server.ts';

const globals = window as unknown as Record<string, unknown>;
const names = ['attribute_pa_marime', 'attribute_pa_culoare'];
const variation = (id: number) => ({ variation_id: id, attributes: {}, is_in_stock: true });

beforeEach(() => {
  globals.woocommerce_params = { wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete globals.woocommerce_params;
});

describe('serverChoice', () => {
  it('asks nothing for an incomplete choice; a newer choice cancels the older request', async () => {
    // By body: the cancelled request may be dropped before it reaches fetch.
    const reply = (seen: { body: string }) =>
      seen.body.includes('attribute_pa_marime=m') ? json(variation(2)) : 'hang';
    const { seen } = fakeServer(reply, reply);
    const answered = vi.fn();
    const server = serverChoice(7, answered, (error) => {
      throw error;
    });
    expect(server.lookup({ attribute_pa_marime: 's', attribute_pa_culoare: '' }, names)).toEqual({
      kind: 'incomplete',
    });
    expect(server.lookup({ attribute_pa_marime: 's', attribute_pa_culoare: 'rosu' }, names)).toEqual({
      kind: 'asking',
    });
    expect(server.lookup({ attribute_pa_marime: 'm', attribute_pa_culoare: 'rosu' }, names)).toEqual({
      kind: 'asking',
    });
    await vi.waitFor(() => expect(answered).toHaveBeenCalledTimes(1));
    expect(seen.at(-1)!.body).toContain('attribute_pa_marime=m');
    expect(server.lookup({ attribute_pa_marime: 'm', attribute_pa_culoare: 'rosu' }, names)).toMatchObject({
      kind: 'found',
      variation: { variation_id: 2 },
    });
    // The cancelled choice is asked again when chosen again, never answered by the old request.
    fakeServer(json(false));
    expect(server.lookup({ attribute_pa_marime: 's', attribute_pa_culoare: 'rosu' }, names)).toEqual({
      kind: 'asking',
    });
    await vi.waitFor(() => expect(answered).toHaveBeenCalledTimes(2));
    expect(server.lookup({ attribute_pa_marime: 's', attribute_pa_culoare: 'rosu' }, names)).toEqual({
      kind: 'no-match',
    });
  });

  it('keeps a failure until retry, then asks again', async () => {
    const { seen } = fakeServer(new Response('x', { status: 500 }), json(variation(3)));
    const answered = vi.fn();
    const server = serverChoice(7, answered, (error) => {
      throw error;
    });
    const choice = { attribute_pa_marime: 's', attribute_pa_culoare: 'rosu' };
    server.lookup(choice, names);
    await vi.waitFor(() => expect(answered).toHaveBeenCalledTimes(1));
    expect(server.lookup(choice, names)).toEqual({ kind: 'failed', error: { kind: 'http', status: 500 } });
    expect(seen).toHaveLength(1);
    server.retry();
    expect(server.lookup(choice, names)).toEqual({ kind: 'asking' });
    await vi.waitFor(() => expect(answered).toHaveBeenCalledTimes(2));
    expect(server.lookup(choice, names)).toMatchObject({ kind: 'found', variation: { variation_id: 3 } });
  });
});
