import { useRef, useState } from 'react';
import {
  GIF_SEARCH_LIMIT,
  IMAGE_SEARCH_MESSAGES,
  type ImageSearchItem,
  type ImageSearchResponse,
} from '@dsb/core';
import { apiFetch, errorMessage } from '../../../lib/http';
import { serverText } from '../../../lib/serverText/serverText';
import { panelMessages } from './messages';

const M = panelMessages.images;

export type MediaKind = 'images' | 'gifs';

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; items: ImageSearchItem[]; notice: string | null };

const url = (query: string, kind: MediaKind) =>
  kind === 'gifs'
    ? `/api/gifs/search?q=${encodeURIComponent(query)}&limit=${GIF_SEARCH_LIMIT}`
    : `/api/images/search?q=${encodeURIComponent(query)}`;

/** The server's provider failures (core's English) in the interface language. */
function localWarning(warning: string): string | null {
  if (warning === IMAGE_SEARCH_MESSAGES.imagesFailed) return M.imagesFailed();
  if (warning === IMAGE_SEARCH_MESSAGES.gifsFailed) return M.gifsFailed();
  return null;
}

/** What to tell the student about where results come from (no web provider, or it failed). */
export function searchNotice(response: ImageSearchResponse, kind: MediaKind): string | null {
  if (response.warning) return localWarning(response.warning) ?? serverText(response.warning);
  if (!response.webSearchConfigured) {
    return kind === 'gifs' ? M.webGifsNotConfigured() : M.webImagesNotConfigured();
  }
  return null;
}

/** Image or GIF search through the server; a newer search replaces an older one still running. */
export function useImageSearch() {
  const [state, setState] = useState<State>({ status: 'idle' });
  const latest = useRef(0);
  const run = (query: string, kind: MediaKind) => {
    const ticket = ++latest.current;
    setState({ status: 'loading' });
    apiFetch<ImageSearchResponse>(url(query, kind))
      .then((response) => {
        if (ticket !== latest.current) return;
        setState({ status: 'done', items: response.items, notice: searchNotice(response, kind) });
      })
      .catch((error: unknown) => {
        if (ticket !== latest.current) return;
        const fallback = kind === 'gifs' ? M.gifsFailed() : M.imagesFailed();
        setState({ status: 'error', message: errorMessage(error, fallback) });
      });
  };
  const reset = () => {
    latest.current++;
    setState({ status: 'idle' });
  };
  return { state, run, reset };
}
