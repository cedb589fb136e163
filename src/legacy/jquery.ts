/**
 * The slice of jQuery the bridges use. Themes and plugins bind `$(document.body).on('added_to_cart',
 * fn)` and expect extra arguments: a native CustomEvent reaches those handlers without them, and
 * jQuery's `.trigger()` never reaches `addEventListener` listeners for custom names, so legacy
 * events go through jQuery itself whenever the page has it.
 */
export type JQueryHandler = (event: unknown, ...args: unknown[]) => unknown;

export interface JQueryCollection {
  trigger(name: string, args?: readonly unknown[]): unknown;
  triggerHandler(name: string, args?: readonly unknown[]): unknown;
  on(names: string, handler: JQueryHandler): unknown;
  off(names: string, handler: JQueryHandler): unknown;
  data(): unknown;
}

export type JQueryStatic = (target: Element | Document) => JQueryCollection;

/** jQuery as the page has it now (it may load after us, so it is looked up on every use). */
export function pageJQuery(): JQueryStatic | null {
  const candidate: unknown = (window as unknown as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryStatic) : null;
}
