import { useState } from 'react';

/**
 * The star under the pointer or focus (0 for none), for the hover text under the stars. That line is
 * empty at first like the server's (no shift on mount); once used it keeps its line, so the submit
 * button below does not jump up under the pointer when the stars are left.
 */
export function useStarHover(hoverTexts: boolean) {
  const [hovered, setHoveredState] = useState(0);
  const [hoverTextUsed, setHoverTextUsed] = useState(false);
  const setHovered = (value: number) => {
    setHoveredState(value);
    if (value > 0 && hoverTexts) setHoverTextUsed(true);
  };
  return { hovered, hoverTextUsed, setHovered };
}
