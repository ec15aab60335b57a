import robotsParser from 'robots-parser';

/** How long one site's robots.txt is trusted before it is read again. */
const ROBOTS_TTL_MS = 10 * 60 * 1000;

export type RobotsFetch = (url: string) => Promise<{ status: number; body: string }>;

/**
 * robots.txt rules per site, read once and kept 10 minutes. A site without one (4xx) allows
 * everything; one that cannot be read (5xx, network errors) is treated the same, since the page
 * fetch that follows reports the site's real trouble.
 */
export class RobotsRules {
  private readonly cache = new Map<string, { at: number; isAllowed: (url: string) => boolean }>();

  constructor(
    private readonly userAgent: string,
    private readonly fetchText: RobotsFetch,
  ) {}

  async isAllowed(url: string): Promise<boolean> {
    const origin = new URL(url).origin;
    const cached = this.cache.get(origin);
    if (cached && Date.now() - cached.at < ROBOTS_TTL_MS) return cached.isAllowed(url);
    const robotsUrl = `${origin}/robots.txt`;
    let isAllowed = (_url: string) => true;
    try {
      const { status, body } = await this.fetchText(robotsUrl);
      if (status >= 200 && status < 300) {
        const robots = robotsParser(robotsUrl, body);
        isAllowed = (target) => robots.isAllowed(target, this.userAgent) !== false;
      }
    } catch {
      // Unreadable: allowed, as above.
    }
    this.cache.set(origin, { at: Date.now(), isAllowed });
    return isAllowed(url);
  }
}
