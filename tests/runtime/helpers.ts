import { vi } from 'vitest';
import type { WidgetDefinition, WidgetModule } from '../../src/runtime/types.ts';

/** A widget whose mounts and unmounts are counted per host. */
export function countingWidget(name: string, selector: string, overrides: Partial<WidgetModule> = {}) {
  const mounted: HTMLElement[] = [];
  const unmounted: HTMLElement[] = [];
  const module: WidgetModule = {
    mount(host) {
      mounted.push(host);
      host.dataset.mountedBy = name;
      return () => void unmounted.push(host);
    },
    ...overrides,
  };
  const definition: WidgetDefinition = {
    name,
    selector,
    trigger: 'now',
    load: vi.fn(async () => ({ default: module })),
  };
  return { definition, mounted, unmounted };
}

/** Lets the MutationObserver callback and the async mount chain run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
