import { afterEach, describe, expect, it } from 'vitest';
import { announce, prepareAnnouncer } from '../../src/ui/announce.ts';

afterEach(() => document.body.replaceChildren());

describe('announce', () => {
  it('prepares a status and an assertive region, but no empty alert', () => {
    prepareAnnouncer();
    expect(document.querySelectorAll('.vitrina-live-region[role="status"]')).toHaveLength(1);
    expect(document.querySelectorAll('.vitrina-live-region[aria-live="assertive"]')).toHaveLength(1);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('an assertive message becomes an alert carrying the text; a polite one goes to the status', async () => {
    prepareAnnouncer();
    announce('Votul nu a fost înregistrat.', 'assertive');
    announce('Gata.');
    await expect.poll(() => document.querySelector('[role="alert"]')?.textContent).toBe('Votul nu a fost înregistrat.');
    await expect.poll(() => document.querySelector('[role="status"]')?.textContent).toBe('Gata.');
  });
});
