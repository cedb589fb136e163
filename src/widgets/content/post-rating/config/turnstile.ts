import { readGlobal } from '../../../../config/globals.ts';

interface TurnstileRenderOptions {
  readonly sitekey: string;
  readonly theme: string;
  readonly size: string;
  readonly callback: (token: string) => void;
  readonly 'error-callback': () => void;
}

/** The part of Cloudflare Turnstile's `window.turnstile` the rating widget calls. */
export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | undefined;
  getResponse(widgetId: string): string;
  reset(widgetId: string): void;
}

const callable = (owner: object, name: string): ((...args: unknown[]) => unknown) | null => {
  const method: unknown = Reflect.get(owner, name);
  return typeof method === 'function' ? (...args: unknown[]) => Reflect.apply(method, owner, args) : null;
};

/**
 * Turnstile's page global, or null while the page has not loaded its script (the plugin enqueues
 * it only where Turnstile is on). Read here because config/ alone touches page globals.
 */
export function readTurnstile(): TurnstileApi | null {
  const service = readGlobal('turnstile');
  if (typeof service !== 'object' || service === null) return null;
  const render = callable(service, 'render');
  const getResponse = callable(service, 'getResponse');
  const reset = callable(service, 'reset');
  if (!render || !getResponse || !reset) return null;
  return {
    render: (container, options) => {
      const id = render(container, options);
      return typeof id === 'string' ? id : undefined;
    },
    getResponse: (widgetId) => {
      const token = getResponse(widgetId);
      return typeof token === 'string' ? token : '';
    },
    reset: (widgetId) => void reset(widgetId),
  };
}
