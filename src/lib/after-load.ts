/**
 * Resolves once the page's `load` event has passed: the React parts of widgets that must work at
 * once (their logic mounts `now`) are fetched only then, so React never competes with the page's
 * own resources on the critical path.
 */
export function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
