import { onAbort } from '../../../lib/on-abort.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { isParkingAttribute, parkedSource } from './model.ts';

/**
 * Parked scripts run one after another in page order, each after the previous one has loaded
 * (or failed), as the plugin chains them: a tag manager must be there before the pixels that
 * push to it.
 */
let chain: Promise<void> = Promise.resolve();

export function runInOrder(task: () => Promise<void>): void {
  chain = chain.then(task, task);
}

/**
 * Inserts a runnable copy of a parked script; resolves once it has loaded, failed or (inline) run,
 * or once the widget unmounts (its listeners go then, and the scripts after it must not wait forever).
 */
export function activateScript(
  parked: HTMLScriptElement,
  context: Pick<WidgetContext, 'listen' | 'signal'>,
): Promise<void> {
  const script = document.createElement('script');
  for (const attribute of parked.attributes) {
    if (!isParkingAttribute(attribute.name) && attribute.name !== 'src')
      script.setAttribute(attribute.name, attribute.value);
  }
  script.setAttribute('data-vitrina-consented', '');
  const source = parkedSource(parked);
  const inHead = parked.getAttribute('data-cli-element-position') === 'head';
  if (source === null) {
    script.text = parked.text;
    place(parked, script, inHead);
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    context.listen(script, 'load', () => resolve(), { once: true });
    context.listen(script, 'error', () => resolve(), { once: true });
    onAbort(context.signal, resolve);
    script.src = source;
    place(parked, script, inHead);
  });
}

function place(parked: HTMLScriptElement, script: HTMLScriptElement, inHead: boolean): void {
  if (inHead) document.head.append(script);
  else parked.after(script);
}
