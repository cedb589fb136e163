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

/** Inserts a runnable copy of a parked script; resolves once it has loaded, failed or (inline) run. */
export function activateScript(parked: HTMLScriptElement): Promise<void> {
  const script = document.createElement('script');
  for (const attribute of parked.attributes) {
    if (!isParkingAttribute(attribute.name) && attribute.name !== 'src') script.setAttribute(attribute.name, attribute.value);
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
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => resolve(), { once: true });
    script.src = source;
    place(parked, script, inHead);
  });
}

function place(parked: HTMLScriptElement, script: HTMLScriptElement, inHead: boolean): void {
  if (inHead) document.head.append(script);
  else parked.after(script);
}
