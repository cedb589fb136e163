import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetContext } from '../../../../src/runtime/types.ts';

const calls = vi.hoisted(() => ({ submit: [] as [string, boolean, string][], lookUps: 0 }));
vi.mock('../../../../src/widgets/checkout/newsletter/state/newsletter.ts', () => ({
  submitMarketingEmail: async (email: string, subscribed: boolean, language: string) => {
    calls.submit.push([email, subscribed, language]);
  },
  lookUpRecoveredCart: async () => {
    calls.lookUps += 1;
  },
}));

const { default: newsletter } = await import('../../../../src/widgets/checkout/newsletter/index.ts');
const { KEYUP_DEBOUNCE_MS } = await import('../../../../src/widgets/checkout/newsletter/watch-email.ts');

const globals = window as unknown as Record<string, unknown>;
const PAGE = `<form><input type="email" id="billing_email">
<input type="checkbox" id="mailchimp_woocommerce_newsletter" name="mailchimp_woocommerce_newsletter" value="1">
<div id="mailchimp-gdpr-fields" style="display: none;"><input type="checkbox" id="mailchimp_gdpr_email"></div></form>`;

function fakeContext(): WidgetContext & { stop(): void } {
  const controller = new AbortController();
  return {
    name: 'newsletter',
    preload: () => undefined,
    report: (error) => {
      throw error;
    },
    listen: (
      target: EventTarget,
      type: string,
      handler: (event: Event) => unknown,
      options?: AddEventListenerOptions,
    ) => target.addEventListener(type, handler, { ...options, signal: controller.signal }),
    run: (task) => void (typeof task === 'function' ? task() : task),
    signal: controller.signal,
    stop: () => controller.abort(),
  };
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

async function mountAll(): Promise<() => void> {
  const context = fakeContext();
  const undo = await Promise.all(
    [byId('billing_email'), byId('mailchimp_woocommerce_newsletter')].map((host) => newsletter.mount(host, context)),
  );
  return () => {
    undo.forEach((unmount) => unmount?.());
    context.stop();
  };
}

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new KeyboardEvent('keyup', { key: value.at(-1) ?? '', bubbles: true }));
}

beforeEach(() => {
  vi.useFakeTimers();
  // Reduced motion: the consent block switches at once (the slide itself is tested in tests/ui/slide.test.ts).
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  calls.submit = [];
  calls.lookUps = 0;
  globals.mailchimp_public_data = { language: 'ro', allowed_to_set_cookies: '1', disable_carts: '' };
  document.body.innerHTML = PAGE;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete globals.mailchimp_public_data;
  document.body.replaceChildren();
});

describe('newsletter: watched e-mail inputs', () => {
  it('sends 2 s after the last keystroke, once, with the opt-in state', async () => {
    const unmount = await mountAll();
    const email = byId<HTMLInputElement>('billing_email');
    type(email, 'ana@exemplu.r');
    vi.advanceTimersByTime(KEYUP_DEBOUNCE_MS - 1);
    type(email, 'ana@exemplu.ro');
    vi.advanceTimersByTime(KEYUP_DEBOUNCE_MS - 1);
    expect(calls.submit).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls.submit).toEqual([['ana@exemplu.ro', false, 'ro']]);
    unmount();
  });

  it('leaving the field sends at once and cancels the pending keyup send', async () => {
    const unmount = await mountAll();
    const email = byId<HTMLInputElement>('billing_email');
    type(email, 'ana@exemplu.ro');
    email.dispatchEvent(new FocusEvent('blur'));
    vi.advanceTimersByTime(KEYUP_DEBOUNCE_MS * 2);
    expect(calls.submit).toEqual([['ana@exemplu.ro', false, 'ro']]);
    unmount();
  });

  it('unmounting drops a pending keyup send', async () => {
    const unmount = await mountAll();
    type(byId('billing_email'), 'ana@exemplu.ro');
    unmount();
    vi.advanceTimersByTime(KEYUP_DEBOUNCE_MS * 2);
    expect(calls.submit).toEqual([]);
  });

  it.each([
    ['cookies not allowed', { language: 'ro', allowed_to_set_cookies: '', disable_carts: '' }],
    ['carts disabled', { language: 'ro', allowed_to_set_cookies: '1', disable_carts: '1' }],
  ])('does nothing when %s', async (_name, params) => {
    globals.mailchimp_public_data = params;
    const unmount = await mountAll();
    const email = byId<HTMLInputElement>('billing_email');
    type(email, 'ana@exemplu.ro');
    email.dispatchEvent(new FocusEvent('blur'));
    vi.advanceTimersByTime(KEYUP_DEBOUNCE_MS * 2);
    expect(calls).toEqual({ submit: [], lookUps: 0 });
    unmount();
  });
});

describe('newsletter: opt-in', () => {
  it('opens and closes the consent block with the checkbox and sends the new choice', async () => {
    const unmount = await mountAll();
    const consent = byId('mailchimp-gdpr-fields');
    const optIn = byId<HTMLInputElement>('mailchimp_woocommerce_newsletter');
    byId<HTMLInputElement>('billing_email').value = 'ana@exemplu.ro';
    expect(consent.style.display).toBe('none');
    optIn.click();
    expect(consent.style.display).toBe('');
    expect(calls.submit).toEqual([['ana@exemplu.ro', true, 'ro']]);
    optIn.click();
    expect(consent.style.display).toBe('none');
    expect(calls.submit.at(-1)).toEqual(['ana@exemplu.ro', false, 'ro']);
    unmount();
  });

  it('a checkbox already ticked (the form came back after a post) shows the consent block at mount', async () => {
    byId<HTMLInputElement>('mailchimp_woocommerce_newsletter').checked = true;
    const unmount = await mountAll();
    expect(byId('mailchimp-gdpr-fields').style.display).toBe('');
    unmount();
  });

  it('a change with no address typed sends nothing', async () => {
    const unmount = await mountAll();
    byId<HTMLInputElement>('mailchimp_woocommerce_newsletter').click();
    expect(calls.submit).toEqual([]);
    unmount();
  });
});
