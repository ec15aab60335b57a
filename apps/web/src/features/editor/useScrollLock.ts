import { useEffect } from 'react';

/**
 * Locks page scrolling while the editor is open (docs/product/editor.md); panels scroll on their
 * own.
 */
export function useScrollLock(): void {
  useEffect(() => {
    const { documentElement: html, body } = document;
    const before = [html.style.overflow, body.style.overflow];
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    return () => {
      html.style.overflow = before[0]!;
      body.style.overflow = before[1]!;
    };
  }, []);
}
