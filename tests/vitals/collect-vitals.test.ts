import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decideConsent, resetConsentState } from '../../src/state/consent.ts';

const sendVitals = vi.fn((url: string, body: string) => url !== '' && body !== '');
vi.mock('../../src/api/beacon.ts', () => ({ sendVitals }));
type Report = (metric: { name: 'LCP' | 'INP' | 'CLS'; value: number }) => void;
const reporters: Report[] = [];
const loaded = vi.fn();
vi.mock('web-vitals', () => {
  loaded();
  const on = (report: Report) => void reporters.push(report);
  return { onLCP: on, onINP: on, onCLS: on };
});

const { startVitals } = await import('../../src/vitals/collect-vitals.ts');
const globals = window as unknown as Record<string, unknown>;
const CONFIG = '{"vitals":{"url":"/wp-json/vitrina/v1/vitals","sample":0.1,"retired":["woocommerce-cart"]}}';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
function hide(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  globals.Cli_Data = { strictlyEnabled: ['necessary'], consentVersion: '1', non_necessary_cookies: {} };
  resetConsentState();
  document.body.className = 'single-product';
  document.body.innerHTML = `<script type="application/json" id="vitrina-config">${CONFIG}</script>`;
});
afterEach(() => {
  delete globals.Cli_Data;
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  reporters.length = 0;
  vi.clearAllMocks();
});

describe('collecting Web Vitals', () => {
  it("without the shopper's statistics consent, web-vitals is not loaded and nothing is sent; with it, one beacon goes as the page is hidden", async () => {
    startVitals(0.05);
    await settle();
    hide();
    expect(reporters).toHaveLength(0);
    expect(sendVitals).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });

    decideConsent({ accepted: true, categories: { analytics: true } });
    await vi.waitFor(() => expect(reporters).toHaveLength(3));
    for (const report of reporters) report({ name: 'LCP', value: 1800 });
    reporters[2]?.({ name: 'CLS', value: 0.02 });
    hide();
    hide();
    expect(sendVitals).toHaveBeenCalledTimes(1);
    expect(sendVitals).toHaveBeenCalledWith(
      '/wp-json/vitrina/v1/vitals',
      JSON.stringify({ page: 'product', retired: ['woocommerce-cart'], metrics: { LCP: 1800, CLS: 0.02 } }),
    );
  });

  it('a shopper who refused statistics sends nothing', async () => {
    decideConsent({ accepted: true, categories: { analytics: false } });
    startVitals(0.05);
    await settle();
    hide();
    expect(reporters).toHaveLength(0);
    expect(sendVitals).not.toHaveBeenCalled();
  });

  it("a page view outside the sample, or a page without the plugin's vitals config, sends nothing", async () => {
    decideConsent({ accepted: true, categories: { analytics: true } });
    startVitals(0.5);
    document.body.innerHTML = '<script type="application/json" id="vitrina-config">{"widgets":{}}</script>';
    startVitals(0);
    await settle();
    hide();
    expect(reporters).toHaveLength(0);
    expect(sendVitals).not.toHaveBeenCalled();
  });
});
