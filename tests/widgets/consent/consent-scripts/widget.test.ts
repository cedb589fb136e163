import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decideConsent, resetConsentState } from '../../../../src/state/consent.ts';
import { readGate, stillToRun } from '../../../../src/widgets/consent/consent-scripts/model.ts';
import { settle } from '../../../runtime/helpers.ts';
import { runWidgets, stopWidgets } from '../../product/product-page-runtime.ts';

const globals = window as unknown as Record<string, unknown>;
const PARKED = `
<script type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="analytics" data-cli-block="true" data-cli-element-position="body" id="stats">window.ran.push('analytics')</script>
<script type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="advertisement" data-cli-block="true" data-cli-element-position="body">window.ran.push('advertisement')</script>
<script type="text/plain" data-category="statistics" data-service="analytics-add-on">window.ran.push('add-on')</script>`;

let observer: MutationObserver | undefined;
beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  globals.Cli_Data = { strictlyEnabled: ['necessary'] };
  resetConsentState();
});
afterEach(async () => {
  await stopWidgets(observer);
  delete globals.Cli_Data;
  resetConsentState();
});

/** happy-dom does not evaluate scripts: what ran is what was inserted as a runnable copy, in order. */
function ran(): string[] {
  return [...document.querySelectorAll('script[data-vitrina-consented]')].map(
    (script) => /push\(['"]([a-z-]+)/.exec(script.textContent)?.[1] ?? '?',
  );
}

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await settle();
}

describe('consent-scripts', () => {
  it('reads what a parked script waits for', () => {
    const template = document.createElement('template');
    template.innerHTML = PARKED;
    expect([...template.content.querySelectorAll('script')].map(readGate)).toEqual([
      { kind: 'category', name: 'analytics' },
      { kind: 'category', name: 'advertisement' },
      { kind: 'purpose', name: 'statistics' },
    ]);
  });

  it('runs nothing before consent, then each accepted category once, in page order', async () => {
    observer = await runWidgets(['consent-scripts'], PARKED);
    await flush();
    expect(ran()).toEqual([]);
    decideConsent({ accepted: true, categories: { analytics: true, advertisement: false } });
    await flush();
    expect(ran()).toEqual(['analytics', 'add-on']);
    decideConsent({ accepted: true, categories: { analytics: true, advertisement: true } });
    await flush();
    // Each copy sits right after its parked script, so the page keeps its order.
    expect(ran()).toEqual(['analytics', 'advertisement', 'add-on']);
    // The runnable copy keeps no id (the parked one still has it) and is marked.
    expect(document.querySelectorAll('#stats')).toHaveLength(1);
    expect(document.querySelector('script[data-vitrina-consented]')?.getAttribute('type')).toBeNull();
  });

  it('withdrawn consent keeps the rest parked', async () => {
    observer = await runWidgets(['consent-scripts'], PARKED);
    decideConsent({ accepted: true, categories: { analytics: true } });
    decideConsent({ accepted: false, categories: { analytics: false } });
    await flush();
    expect(ran()).toEqual([]);
  });

  it('without a consent system the analytics add-on runs at once', async () => {
    delete globals.Cli_Data;
    resetConsentState();
    observer = await runWidgets(
      ['consent-scripts'],
      '<script type="text/plain" data-category="statistics">window.ran.push("add-on")</script>',
    );
    await flush();
    expect(ran()).toEqual(['add-on']);
  });

  it('what is still to run: allowed by the consent and not run yet, in page order', () => {
    const template = document.createElement('template');
    template.innerHTML = PARKED;
    const [stats, pixel, addOn] = [...template.content.querySelectorAll('script')];
    const state = {
      system: true,
      decision: 'accepted',
      categories: { analytics: true, advertisement: false },
      strict: ['necessary'],
      optedOut: false,
      blocking: true,
    } as const;
    expect(stillToRun([stats!, pixel!, addOn!], state, () => false)).toEqual([stats, addOn]);
    expect(stillToRun([stats!, pixel!, addOn!], state, (script) => script === stats)).toEqual([addOn]);
    expect(stillToRun([stats!, pixel!, addOn!], { ...state, decision: 'rejected' }, () => false)).toEqual([]);
  });

  for (const [name, flag, expected] of [
    ['on', '1', 1],
    ['off', '', 0],
  ] as const) {
    it(`triggerDomRefresh ${name}: DOMContentLoaded sent ${expected} time(s), after every allowed script has run`, async () => {
      globals.Cli_Data = { strictlyEnabled: ['necessary'], triggerDomRefresh: flag };
      resetConsentState();
      let heard = 0;
      let ranWhenHeard: string[] = [];
      const onReady = () => {
        heard += 1;
        ranWhenHeard = ran();
      };
      document.addEventListener('DOMContentLoaded', onReady);
      try {
        observer = await runWidgets(['consent-scripts'], PARKED);
        await flush();
        expect(heard).toBe(0);
        decideConsent({ accepted: true, categories: { analytics: true, advertisement: true } });
        await flush();
        expect(ran()).toEqual(['analytics', 'advertisement', 'add-on']);
        expect(heard).toBe(expected);
        if (expected > 0) expect(ranWhenHeard).toEqual(['analytics', 'advertisement', 'add-on']);
      } finally {
        document.removeEventListener('DOMContentLoaded', onReady);
      }
    });
  }
});
