import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pageAtRest } from './at-rest.ts';

/** WCAG 2.0 and 2.1, levels A and AA: what the specs hold Vitrina's parts to unless told otherwise. */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
type Impact = NonNullable<Violation['impact']>;

interface AxeOptions {
  /** Every rule axe has (best practices too), not only WCAG 2.0/2.1 A and AA. */
  readonly allRules?: boolean;
  /** Fails only on violations of these impacts. */
  readonly impacts?: readonly Impact[];
}

/**
 * axe over `include` (a selector, or several: their union; 'html' is the whole page) fails the test
 * on any violation, listed as `rule-id: target, target`.
 */
export async function expectAxeClean(
  page: Page,
  include: string | readonly string[],
  options: AxeOptions = {},
): Promise<void> {
  const selectors = typeof include === 'string' ? [include] : include;
  // axe over a big region is slow on a shared 2-core machine: each run gives the test a minute more.
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + 60_000);
  // axe judges whatever is shown at the instant it reads the page: CI once failed keyboard-journey
  // on color-contrast of #billing_phone-description, a field description that slides open and shut
  // in 250 ms and is hidden at rest there, read mid-slide. So axe runs on the page at rest.
  await pageAtRest(page, 'axe');
  const builder = new AxeBuilder({ page });
  for (const selector of selectors) builder.include(selector);
  if (!options.allRules) builder.withTags(WCAG_A_AA);
  const { violations } = await builder.analyze();
  const impacts = options.impacts;
  expect(
    violations
      .filter((violation) => !impacts || (violation.impact != null && impacts.includes(violation.impact)))
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `axe on ${selectors.join(', ')}`,
  ).toEqual([]);
}
