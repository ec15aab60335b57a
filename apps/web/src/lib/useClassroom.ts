import { useSearchParams } from 'react-router';

const ROOM_KEY = 'dsb-classroom';
const MAX_ROOM_LENGTH = 60;

/** The classroom name from `?room=`; remembered for the browser tab so it survives navigation. */
export function useClassroom(): string | null {
  const [params] = useSearchParams();
  const fromUrl = params.get('room')?.trim().slice(0, MAX_ROOM_LENGTH);
  if (fromUrl) {
    sessionStorage.setItem(ROOM_KEY, fromUrl);
    return fromUrl;
  }
  return sessionStorage.getItem(ROOM_KEY);
}
