import { isWidgetEnabled } from './config/widgets.ts';
import { registry } from './registry.ts';
import { startRuntime } from './runtime/runtime.ts';

// The entry holds the runtime and the registry only; every widget is a lazy chunk.
startRuntime({ registry, isEnabled: isWidgetEnabled });
