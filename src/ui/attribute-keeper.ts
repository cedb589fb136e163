export interface AttributeKeeper {
  /** Sets an attribute, remembering what was printed there. */
  set(element: Element, name: string, value: string): void;
  /** Any other change to give back, undone in the same reverse order. */
  onRestore(step: () => void): void;
  /** Puts the server markup back as printed, latest change first. */
  restore(): void;
}

/**
 * Widgets that enhance printed markup (a carousel, a live region) give it back exactly as printed
 * when they unmount: every attribute they set is recorded with the value it replaced.
 */
export function attributeKeeper(): AttributeKeeper {
  const steps: (() => void)[] = [];
  return {
    set(element, name, value) {
      const before = element.getAttribute(name);
      element.setAttribute(name, value);
      steps.push(() => (before === null ? element.removeAttribute(name) : element.setAttribute(name, before)));
    },
    onRestore(step) {
      steps.push(step);
    },
    restore() {
      steps
        .splice(0)
        .reverse()
        .forEach((step) => step());
    },
  };
}
