import { expect, signInDirectly, test } from './support/fixtures';

/*
 * Share to Classroom (docs/user-guide.md): each class link opens Google Classroom's share page in
 * a new window with the link's address and name, without loading any Google script. Google is
 * never reached: the new window's request is answered here.
 */

test('a class link opens Google Classroom’s share page with its address and name, on a phone too', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await signInDirectly(page, `teacher-classroom-${Date.now()}@example.com`, 'Mr Share');
  const trackingId = `share-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/custom-links', {
    data: { name: 'Year 9 & 10: climate?', trackingId, promptId: null, room: 'Room 4' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const linkUrl = `${baseURL}/tool?tid=${trackingId}&room=Room%204`;

  const classroomRequests: string[] = [];
  await page.context().route('https://classroom.google.com/**', async (route) => {
    classroomRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<title>Classroom stand-in</title>' });
  });
  const googleScripts: string[] = [];
  page.on('request', (request) => {
    if (/google\.com|gstatic\.com/.test(request.url()) && request.resourceType() === 'script') {
      googleScripts.push(request.url());
    }
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?menu=custom-links');
  const card = page.getByRole('article', { name: 'Year 9 & 10: climate?' });
  const share = card.getByRole('link', {
    name: 'Share to Classroom: Year 9 & 10: climate? (opens Google Classroom in a new window)',
  });
  await expect(share).toBeVisible();
  await expect(share).toHaveAttribute('target', '_blank');
  await expect(share).toHaveAttribute('rel', /noopener/);
  const href = new URL((await share.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe('https://classroom.google.com/share');
  expect(href.searchParams.get('url')).toBe(linkUrl);
  expect(href.searchParams.get('title')).toBe('Year 9 & 10: climate?');
  expect(href.searchParams.get('itemtype')).toBe('assignment');
  // Big enough to tap on a phone.
  const box = (await share.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(30);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  const popupPromise = page.waitForEvent('popup');
  await share.click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  const opened = new URL(popup.url());
  expect(opened.searchParams.get('url')).toBe(linkUrl);
  expect(classroomRequests).toHaveLength(1);
  expect(googleScripts).toEqual([]);
  await popup.close();
});
