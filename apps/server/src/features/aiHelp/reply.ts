import { z } from 'zod';

export type ParsedReply = { message: string; suggestions: string[] };

const replySchema = z.object({
  message: z.string(),
  suggestions: z.array(z.unknown()).optional(),
});

/** The first {...} in the text, read as JSON (models wrap it in ``` fences or add a sentence). */
function jsonObjectIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

/**
 * A model's answer as message and suggestions. Asked for JSON, models mostly comply; when one
 * does not, its text is the message and the task's suggestions are offered.
 */
export function parseModelReply(text: string, fallbackSuggestions: readonly string[]): ParsedReply {
  const parsed = replySchema.safeParse(jsonObjectIn(text));
  if (parsed.success && parsed.data.message.trim()) {
    const suggestions = (parsed.data.suggestions ?? [])
      .filter((s): s is string => typeof s === 'string' && s.trim().length > 0)
      .map((s) => s.trim().slice(0, 300))
      .slice(0, 4);
    return { message: parsed.data.message.trim(), suggestions };
  }
  const plain = text.replace(/^```[a-z]*\n?|```$/gim, '').trim();
  return { message: plain, suggestions: [...fallbackSuggestions] };
}
