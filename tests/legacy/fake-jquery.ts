import type { JQueryCollection, JQueryHandler } from '../../src/legacy/jquery.ts';

/** Just enough jQuery: handlers bound with .on() on an element run on .trigger() with (event, ...args). */
export function installFakeJQuery(dataByElement = new Map<Element, Record<string, unknown>>()) {
  const handlers = new Map<Element, Map<string, Set<JQueryHandler>>>();
  const triggered: { name: string; target: Element; args: readonly unknown[] }[] = [];
  const wrap = (element: Element): JQueryCollection & { element: Element } => ({
    element,
    trigger(name, args = []) {
      triggered.push({ name, target: element, args });
      for (const handler of handlers.get(element)?.get(name) ?? []) handler({ type: name }, ...args);
      return this;
    },
    triggerHandler(name, args = []) {
      let last: unknown;
      for (const handler of handlers.get(element)?.get(name) ?? []) last = handler({ type: name }, ...args);
      return last;
    },
    on(names, handler) {
      const byName = handlers.get(element) ?? new Map<string, Set<JQueryHandler>>();
      handlers.set(element, byName);
      for (const name of names.split(' ')) byName.set(name, (byName.get(name) ?? new Set()).add(handler));
      return this;
    },
    off(names, handler) {
      for (const name of names.split(' ')) handlers.get(element)?.get(name)?.delete(handler);
      return this;
    },
    data: () => dataByElement.get(element) ?? {},
  });
  const jq = (element: Element) => wrap(element);
  (window as unknown as { jQuery?: unknown }).jQuery = jq;
  return { jq, triggered, uninstall: () => delete (window as unknown as { jQuery?: unknown }).jQuery };
}
