/**
 * The editor's polite live region (issue #18): what each action did, for screen reader users.
 * It lives beside the canvas, inside the host React leaves to Fabric, so it is there whenever
 * the canvas is.
 */

const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;' +
  'clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0';

/** A visually hidden element for screen readers only. */
export function hiddenElement(id: string, text = ''): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  element.style.cssText = VISUALLY_HIDDEN;
  element.textContent = text;
  return element;
}

export class LiveAnnouncer {
  private region: HTMLElement | null = null;
  private last = '';

  /** Adds the live region to `host`; returns the function that removes it. */
  attach(host: HTMLElement): () => void {
    const region = hiddenElement('editor-announcer');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    region.dataset.testid = 'editor-announcer';
    host.appendChild(region);
    this.region = region;
    return () => {
      region.remove();
      if (this.region === region) this.region = null;
    };
  }

  /** The last message (for tests and for the object list's status line). */
  get message(): string {
    return this.last;
  }

  say(message: string): void {
    // The same words twice are still a change, so they are read again.
    const text = this.last === message ? `${message}\u00a0` : message;
    this.last = text;
    if (this.region) this.region.textContent = text;
  }
}
