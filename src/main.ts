import { isWidgetEnabled, wantsVitals } from './config/widgets.ts';
import { afterLoad } from './lib/after-load.ts';
import { registry } from './registry.ts';
import { startRuntime } from './runtime/runtime.ts';

// The entry holds the runtime and the registry only; every widget is a lazy chunk.
startRuntime({ registry, isEnabled: isWidgetEnabled });

// Real shoppers' Web Vitals, when the site collects them: a chunk of its own, after `load`.
afterLoad(() => {
  // A chunk that failed to load only costs the report; there is no one to tell.
  if (wantsVitals())
    import('./vitals/collect-vitals.ts').then(
      ({ startVitals }) => startVitals(),
      () => undefined,
    );
});
