/**
 * How components read signals, one way for the whole project: call `useSignals()` first in every
 * component that reads `.value` of a signal. It subscribes the component to exactly the signals it
 * read during that render. (The Babel transform would do the same invisibly, but the build has no
 * Babel step, and an explicit call shows the reader which components are reactive.)
 * `state/` keeps using `@preact/signals-core`; signals-react shares its instances.
 */
export { useSignals } from '@preact/signals-react/runtime';
