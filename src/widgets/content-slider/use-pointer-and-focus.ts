import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the pointer is over `region`, and a call when keyboard focus comes into it from
 * outside (not onto the rotation button itself, whose own click decides).
 */
export function usePointerAndFocus(region: HTMLElement, onFocusEnter: () => void, rotationButton: RefObject<HTMLButtonElement | null>): { hovered: boolean } {
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    region.addEventListener('pointerenter', () => setHovered(true), { signal });
    region.addEventListener('pointerleave', () => setHovered(false), { signal });
    region.addEventListener('focusin', (event) => {
      const from = event.relatedTarget;
      if (from instanceof Node && region.contains(from)) return;
      if (event.target === rotationButton.current) return;
      onFocusEnter();
    }, { signal });
    return () => controller.abort();
  }, [region, onFocusEnter, rotationButton]);
  return { hovered };
}
