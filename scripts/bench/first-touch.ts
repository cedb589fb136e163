import type { Page } from '@playwright/test';
import type { ContextOptions } from './support/context.ts';
import { measureTouch } from './support/first-touch/measure.ts';
import type { Modality } from './support/first-touch/touch.ts';
import { WIDGETS } from './support/first-touch/widgets.ts';

/**
 * The first-touch table (issue 33 item 5, design §8): for each widget of
 * support/first-touch/widgets.ts and each modality it has, one scenario named
 * `first-touch.<widget>.<modality>`. A returning shopper loads the page, lets it settle untouched,
 * then touches the widget once, and again on a second load with the scripts in the HTTP cache:
 * - `inpMs`: input to next paint as the Event Timing API counts it for INP (entries of 16 ms and
 *   more; each interaction's longest entry, the touch's worst interaction; 0 = under 16 ms);
 * - `firstAnswerMs`: from the decisive input to the first frame showing the first answer;
 * - `completeAnswerMs`: to the first frame showing the complete answer;
 *   both with the shop's own answer time (its fetch and XHR requests meanwhile) left out;
 * - `jsAfterTouchKb`: gzip KB of the scripts fetched from the touch on;
 * - the same four prefixed `cached`.
 */
type Scenario = ((page: Page, baseUrl: string) => Promise<Record<string, number>>) & {
  contextOptions?: ContextOptions;
};

function scenario(name: string, modality: Modality): Scenario {
  const widget = WIDGETS[name]!;
  const run: Scenario = (page, baseUrl) => measureTouch(page, baseUrl, widget, modality);
  run.contextOptions = {
    ...(widget.viewport ? { viewport: widget.viewport } : {}),
    ...(modality === 'tap' ? { hasTouch: true } : {}),
  };
  return run;
}

export const firstTouch: Readonly<Record<string, Scenario>> = Object.fromEntries(
  Object.entries(WIDGETS).flatMap(([name, widget]) =>
    Object.keys(widget.touches).map((modality) => [`${name}.${modality}`, scenario(name, modality as Modality)]),
  ),
);
