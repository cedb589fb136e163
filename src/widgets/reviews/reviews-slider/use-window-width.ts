import { useEffect, useState } from 'react';

/** The window width as slick measures it for `responsive` (without the scrollbar), kept current. */
function windowWidth(): number {
  return document.documentElement.clientWidth || window.innerWidth;
}

export function useWindowWidth(): number {
  const [width, setWidth] = useState(windowWidth);
  useEffect(() => {
    const update = () => setWidth(windowWidth());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}
