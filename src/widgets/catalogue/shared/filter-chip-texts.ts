import type { WoofConfig } from './config/woof.ts';
import { formatPriceRange } from './price.ts';
import type { ChipTexts } from './filter-chips.ts';

/** Chip texts: server titles and names win; ours (Romanian) fill the gaps. */
const OUR_TITLES: Readonly<Record<string, string>> = { price: 'Preț', min_rating: 'Evaluare', woof_sku: 'Cod produs' };

function termNameInForm(host: HTMLElement, taxonomy: string, slug: string): string | undefined {
  const anchor = host.querySelector<HTMLInputElement>(
    `input[data-anchor="woof_n_${CSS.escape(taxonomy)}_${CSS.escape(slug)}"]`,
  );
  if (anchor?.value) return anchor.value;
  const input = host.querySelector<HTMLElement>(
    `input[data-tax="${CSS.escape(taxonomy)}"][name="${CSS.escape(slug)}"]`,
  );
  if (input?.dataset.name) return input.dataset.name;
  const option = host.querySelector<HTMLOptionElement>(
    `select[name="${CSS.escape(taxonomy)}"] option[value="${CSS.escape(slug)}"]`,
  );
  return option?.textContent?.replace(/\s*\(\d+\)\s*$/, '').trim() || undefined;
}

function amount(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return value === undefined || value === '' || !Number.isFinite(parsed) ? undefined : parsed;
}

export function chipTexts(host: HTMLElement, config: WoofConfig, serverNames: ReadonlyMap<string, string>): ChipTexts {
  return {
    title: (key) =>
      config.titles[key] ?? (key === 'min_rating' ? config.titles.by_rating : undefined) ?? OUR_TITLES[key] ?? key,
    termName: (taxonomy, slug) =>
      termNameInForm(host, taxonomy, slug) ?? serverNames.get(`${taxonomy}|${slug}`) ?? slug,
    priceLabel: (min, max) => formatPriceRange(amount(min), amount(max), config.price),
    ratingLabel: (rating) => `cel puțin ${rating} ${rating === '1' ? 'stea' : 'stele'}`,
  };
}
