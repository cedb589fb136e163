import { printedWpcf7 } from '../config/contact-form.ts';
import type { SwvSchema } from '../swv/types.ts';

/**
 * The window `wpcf7` object other scripts read and call (legacy-contracts §9): the printed
 * `{api, cached}` plus `init`, `submit`, `reset`, `validate` and `schemas` (form id → schema).
 * Each mounted form registers its controller here; calls for forms not mounted are ignored.
 */
export interface Cf7Controller {
  submit(options?: { submitter?: HTMLElement | null }): void;
  reset(): void;
  validate(target?: Element): void;
}

const controllers = new WeakMap<HTMLFormElement, Cf7Controller>();
const schemas = new Map<number, SwvSchema>();
let installed = false;

function install(): void {
  if (installed && Reflect.get(window, 'wpcf7')?.schemas === schemas) return;
  installed = true;
  Reflect.set(window, 'wpcf7', {
    ...printedWpcf7(),
    schemas,
    /** Mounting is the runtime's job: marking the container lets its observer pick the form up. */
    init(form: unknown) {
      if (form instanceof HTMLFormElement && !controllers.has(form))
        form.closest('.wpcf7')?.setAttribute('data-vitrina', 'contact-form');
    },
    submit(form: unknown, options?: { submitter?: HTMLElement | null }) {
      if (form instanceof HTMLFormElement) controllers.get(form)?.submit(options);
    },
    reset(form: unknown) {
      if (form instanceof HTMLFormElement) controllers.get(form)?.reset();
    },
    validate(form: unknown, options?: { target?: Element }) {
      if (form instanceof HTMLFormElement) controllers.get(form)?.validate(options?.target);
    },
  });
}

export function registerCf7Form(form: HTMLFormElement, controller: Cf7Controller): () => void {
  install();
  controllers.set(form, controller);
  return () => {
    if (controllers.get(form) === controller) controllers.delete(form);
  };
}

export function rememberCf7Schema(formId: number, schema: SwvSchema): void {
  install();
  schemas.set(formId, schema);
}
