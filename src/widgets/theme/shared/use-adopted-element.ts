import { useCallback } from 'react';

/**
 * Shows a piece of server markup (a hidden `mfp-hide` panel: the mobile menu, an inline
 * lightbox) inside a React-rendered container, such as the Dialog, for as long as the container
 * is mounted: the element is moved in, not copied, so its form fields, listeners and the widgets
 * inside stay the page's own; then it goes back to its place, hidden again.
 * Returns a stable ref callback (a new one per render would move the element out and in).
 */
export function useAdoptedElement(element: HTMLElement | null, hiddenClass = 'mfp-hide') {
  return useCallback(
    (container: HTMLElement | null) => {
      if (!container || !element) return undefined;
      const placeholder = document.createComment('vitrina-adopted');
      const wasHidden = element.classList.contains(hiddenClass);
      element.before(placeholder);
      container.append(element);
      element.classList.remove(hiddenClass);
      return () => {
        if (placeholder.isConnected) placeholder.replaceWith(element);
        else placeholder.remove();
        if (wasHidden) element.classList.add(hiddenClass);
      };
    },
    [element, hiddenClass],
  );
}
