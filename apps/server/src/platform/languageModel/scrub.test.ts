import { describe, expect, it } from 'vitest';
import { EMAIL_PLACEHOLDER, NAME_PLACEHOLDER, scrubRequest, scrubText } from './scrub';

const pia = { name: 'Pia  Quartz', email: 'pia.q@school.example' };
const teacher = { name: 'Ms Élodie Rivera', email: 'rivera@school.example' };

describe('scrubbing names and e-mail addresses from model requests', () => {
  it('replaces full names, name parts in any case, and every e-mail address', () => {
    const text = 'By PIA QUARTZ and pia (pia.q@school.example), checked by Élodie; ask x@y.org';
    expect(scrubText(text, [pia, teacher])).toBe(
      `By ${NAME_PLACEHOLDER} and ${NAME_PLACEHOLDER} (${EMAIL_PLACEHOLDER}), checked by ${NAME_PLACEHOLDER}; ask ${EMAIL_PLACEHOLDER}`,
    );
  });

  it('leaves words that only contain a name, and name parts too short to be safe to scrub', () => {
    expect(scrubText('Piano quartzite Ms Rivera', [pia, teacher])).toBe(
      `Piano quartzite Ms ${NAME_PLACEHOLDER}`,
    );
  });

  it('scrubs the instructions and every message, keeping images', () => {
    const image = { mediaType: 'image/png', base64: 'AAAA' } as const;
    const scrubbed = scrubRequest(
      {
        system: 'Helping Pia Quartz',
        messages: [{ role: 'user', text: 'I am Pia', images: [image] }],
      },
      [pia],
    );
    expect(scrubbed.system).toBe(`Helping ${NAME_PLACEHOLDER}`);
    expect(scrubbed.messages[0]).toEqual({
      role: 'user',
      text: `I am ${NAME_PLACEHOLDER}`,
      images: [image],
    });
  });
});
