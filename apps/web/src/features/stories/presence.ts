/**
 * Who else is in the story (docs/product/group-work.md, "Presence"): each browser announces its
 * pupil, the slide they are on, their selection and whether they are typing a script, through the
 * y-websocket awareness protocol. What others announce is read defensively: it comes from clients.
 */
export type PresenceState = {
  user: { id: string; name: string; color: string };
  /** The slide on screen, or null when not in the editor. */
  slideId: string | null;
  /** The ids of the selected canvas objects. */
  selection: string[];
  /** The slide whose script is being typed in, or null. */
  typing: string | null;
};

export type Member = PresenceState & { clientId: number };

/**
 * Member colours: distinct, readable as text and outlines on white (contrast at least 4.5:1), and
 * told apart by name and place as well as colour.
 */
export const PRESENCE_COLORS = [
  '#1864ab',
  '#c2255c',
  '#2f7d32',
  '#862e9c',
  '#a61e4d',
  '#0b7285',
  '#5f3dc4',
  '#495057',
] as const;

/** The same colour for a pupil in every browser (from their user id). */
export function colorFor(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PRESENCE_COLORS[hash % PRESENCE_COLORS.length]!;
}

const MAX_NAME = 60;
const MAX_SELECTION = 200;

function readState(value: unknown): PresenceState | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const user = v.user as Record<string, unknown> | undefined;
  if (!user || typeof user.id !== 'string' || typeof user.name !== 'string') return null;
  const color = typeof user.color === 'string' && /^#[0-9a-f]{6}$/i.test(user.color);
  const text = (x: unknown) => (typeof x === 'string' && x.length <= 100 ? x : null);
  return {
    user: {
      id: user.id,
      name: user.name.slice(0, MAX_NAME),
      color: color ? (user.color as string) : colorFor(user.id),
    },
    slideId: text(v.slideId),
    selection: Array.isArray(v.selection)
      ? v.selection.filter((id): id is string => typeof id === 'string').slice(0, MAX_SELECTION)
      : [],
    typing: text(v.typing),
  };
}

/** The other browsers in the story, in a stable order (this browser left out). */
export function othersFrom(states: ReadonlyMap<number, unknown>, self: number): Member[] {
  const others: Member[] = [];
  for (const [clientId, value] of states) {
    if (clientId === self) continue;
    const state = readState(value);
    if (state) others.push({ ...state, clientId });
  }
  return others.sort((a, b) => a.user.name.localeCompare(b.user.name) || a.clientId - b.clientId);
}

/**
 * This pupil's colour, unless another pupil who was here first (a lower client id) has it: then
 * the first colour nobody else has (a group has at most 6 members, the palette 8 colours).
 */
export function distinctColor(
  me: PresenceState['user'],
  others: readonly Member[],
  myClientId: number,
): string {
  const taken = new Set(
    others.filter((m) => m.user.id !== me.id && m.clientId < myClientId).map((m) => m.user.color),
  );
  if (!taken.has(me.color)) return me.color;
  const start = PRESENCE_COLORS.indexOf(colorFor(me.id) as (typeof PRESENCE_COLORS)[number]);
  for (let i = 0; i < PRESENCE_COLORS.length; i++) {
    const color = PRESENCE_COLORS[(start + i) % PRESENCE_COLORS.length]!;
    if (!taken.has(color)) return color;
  }
  return me.color;
}

/** One entry per pupil (several tabs of one pupil are one person), for the avatars. */
export function peopleOf(members: readonly Member[]): Member[] {
  const seen = new Set<string>();
  return members.filter((m) => !seen.has(m.user.id) && (seen.add(m.user.id), true));
}
