import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { bearer, signIn as cognitoSignIn } from '../support/auth';
import { baseURL } from '../playwright.config';
import { expectToast, signIn, uniqueSuffix } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { homeLoaded } from './support/public-home';

/*
 * Drag-and-drop reordering in the admin tables, with the mouse, the keyboard and a finger, and
 * the public page showing the new order on its next load.
 */

// The tests sign in through the AWS SDK too; its notice about future Node versions is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const EDITOR_EMAIL = 'editor@example.com';

/**
 * Creates records through the API, as the editor. They sort after the seeded ones and after those
 * of earlier tests (the sort_order grows with the clock), so the new ones are next to each other.
 */
async function createRecords(request: APIRequestContext, path: string, bodies: object[]) {
  const headers = bearer((await cognitoSignIn(`${baseURL}/cognito`, EDITOR_EMAIL)).accessToken);
  const base = 1000 + (Date.now() % 900_000_000);
  for (const [index, body] of bodies.entries()) {
    const created = await request.post(`/api/admin${path}`, {
      headers,
      data: { ...body, sort_order: base + index },
    });
    expect(created.status()).toBe(201);
    made.push({ path, id: ((await created.json()) as { id: string }).id });
  }
}

/** What this test created; deleted after it, so no other spec finds it in its lists. */
let made: Array<{ path: string; id: string }> = [];
test.afterEach(async ({ request }) => {
  const headers = bearer(
    (await cognitoSignIn(`${baseURL}/cognito`, 'admin@example.com')).accessToken,
  );
  for (const { path, id } of made) {
    const response = await request.delete(`${baseURL}/api/admin${path}/${id}`, { headers });
    expect([204, 404]).toContain(response.status()); // 404: the test deleted it itself
  }
  made = [];
});

const handles = (page: Page) => page.getByRole('button', { name: /^Reorder / });
const handle = (page: Page, label: string) =>
  page.getByRole('button', { name: `Reorder ${label}`, exact: true });
/** Every row label of the admin table, top to bottom. */
const rowLabels = (page: Page) =>
  handles(page).evaluateAll((buttons) =>
    buttons.map((button) => (button.getAttribute('aria-label') ?? '').replace(/^Reorder /, '')),
  );
/** The row labels of the admin table, top to bottom, that are among `labels`. */
async function rowOrder(page: Page, labels: string[]) {
  return (await rowLabels(page)).filter((name) => labels.includes(name));
}
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion-"]');

/**
 * Waits until a drag is read out as over `onto`'s place, as a person sees the row there before
 * letting go. A drop lands where dnd-kit's last render put the row: on a busy machine a release
 * sent right after the last move came before that render, and the row landed a place short.
 */
async function heldOver(page: Page, dragged: string, onto: string) {
  const labels = await rowLabels(page);
  await expect(liveRegion(page)).toHaveText(
    `${dragged} is now in position ${labels.indexOf(onto) + 1} of ${labels.length}.`,
  );
}

/**
 * Waits until a keyboard pick-up can take arrows: its announcement is read out, and dnd-kit's
 * KeyboardSensor, which adds its keydown listener in a `setTimeout` scheduled when the drag
 * starts (before the announcement renders), has run that timer. A timer set in the page now
 * fires after it. On a slow machine an arrow sent on the announcement alone was lost.
 */
async function pickedUp(page: Page, announcement: RegExp = /^Picked up /) {
  await expect(liveRegion(page)).toHaveText(announcement);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
const moveSaved = (page: Page, path: string) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.startsWith(`/api/admin${path}/`) &&
      new URL(response.url()).pathname.endsWith('/move'),
  );

/**
 * Puts the element in the middle of the viewport: pointer and touch work in viewport coordinates,
 * and near the edges dnd-kit scrolls the page while dragging, which would move the target.
 */
async function centre(locator: Locator) {
  await locator.evaluate((element) =>
    element.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
}

/** Drags a row by the mouse and drops it on the middle of another (the pointer sensor's way). */
async function dragWithMouse(page: Page, dragged: string, onto: string) {
  const from = handle(page, dragged);
  await centre(from);
  const start = (await from.boundingBox())!;
  const end = (await page
    .getByRole('row')
    .filter({ has: handle(page, onto) })
    .boundingBox())!;
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  // Past the few pixels that tell a drag from a click, then on to the target in steps.
  await page.mouse.move(x, start.y + start.height / 2 + (end.y > start.y ? 8 : -8), { steps: 3 });
  await page.mouse.move(x, end.y + end.height / 2, { steps: 12 });
  await heldOver(page, dragged, onto);
  await page.mouse.up();
}

/** The course titles of one level tab on the public home, in order. */
async function publicCourses(page: Page, tab: string, titles: string[]) {
  await page.goto('/');
  await homeLoaded(page);
  await page.getByRole('tab', { name: tab }).click();
  const panel = page.getByRole('tabpanel', { name: tab });
  await expect(panel.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const shown = await panel.getByRole('heading', { level: 3 }).allTextContents();
  return shown.filter((title) => titles.includes(title));
}

test('courses: reorder with the mouse and the keyboard; the public page and a reload show it', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const titles = ['Alpha', 'Beta', 'Gamma'].map((name) => `Reorder ${name} ${suffix}`);
  const [alpha, beta, gamma] = titles as [string, string, string];
  await createRecords(
    page.request,
    '/courses',
    titles.map((title) => ({ title, level: 'specialized' })),
  );

  // The public page first, so this browser holds the old order in its caches.
  expect(await publicCourses(page, 'Specialized Training', titles)).toEqual(titles);

  await signIn(page, EDITOR_EMAIL);
  await page.goto('/admin/courses');
  await expect(handle(page, gamma)).toBeVisible();
  expect(await rowOrder(page, titles)).toEqual(titles);
  // The handle tells screen-reader users how it works.
  await expect(handle(page, alpha)).toHaveAccessibleDescription(
    /press Space or Enter on its handle/,
  );

  // Mouse: Gamma dropped on Alpha's place.
  const byMouse = moveSaved(page, '/courses');
  await dragWithMouse(page, gamma, alpha);
  expect((await byMouse).status()).toBe(200);
  expect(await rowOrder(page, titles)).toEqual([gamma, alpha, beta]);

  // Keyboard: Alpha picked up, one down, dropped; each step read out.
  await handle(page, alpha).focus();
  await page.keyboard.press('Space');
  await pickedUp(page, new RegExp(`^Picked up ${alpha}, in position \\d+ of \\d+\\.$`));
  await page.keyboard.press('ArrowDown');
  await expect(liveRegion(page)).toHaveText(
    new RegExp(`^${alpha} is now in position \\d+ of \\d+\\.$`),
  );
  const byKeyboard = moveSaved(page, '/courses');
  await page.keyboard.press('Space');
  expect((await byKeyboard).status()).toBe(200);
  await expect(liveRegion(page)).toHaveText(
    new RegExp(`^${alpha} was dropped in position \\d+ of \\d+\\.$`),
  );
  expect(await rowOrder(page, titles)).toEqual([gamma, beta, alpha]);
  // Focus stays on the handle, so the next move can follow at once.
  await expect(handle(page, alpha)).toBeFocused();

  // And back up with ArrowUp.
  await page.keyboard.press('Enter');
  await pickedUp(page);
  await page.keyboard.press('ArrowUp');
  await expect(liveRegion(page)).toHaveText(new RegExp(`^${alpha} is now in position`));
  const up = moveSaved(page, '/courses');
  await page.keyboard.press('Enter');
  expect((await up).status()).toBe(200);
  expect(await rowOrder(page, titles)).toEqual([gamma, alpha, beta]);

  // The Order column follows the rows: numbers rise from top to bottom.
  const table = page.getByRole('table', { name: 'Courses' });
  const orderColumn = await table.getByRole('columnheader').allTextContents();
  const orderIndex = orderColumn.indexOf('Order');
  const orders = await table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Reorder / }) })
    .evaluateAll(
      (rows, index) => rows.map((row) => Number(row.querySelectorAll('td')[index]?.textContent)),
      orderIndex,
    );
  expect(orders).toEqual([...orders].sort((a, b) => a - b));

  await page.reload();
  await expect(handle(page, gamma)).toBeVisible();
  expect(await rowOrder(page, titles)).toEqual([gamma, alpha, beta]);

  // The next public page load shows the new order (no minute-old copy from the HTTP cache).
  expect(await publicCourses(page, 'Specialized Training', titles)).toEqual([gamma, alpha, beta]);
});

test('courses: Escape cancels a keyboard move and nothing is saved', async ({ page }) => {
  const suffix = uniqueSuffix();
  const titles = ['One', 'Two'].map((name) => `Cancel ${name} ${suffix}`);
  await createRecords(
    page.request,
    '/courses',
    titles.map((title) => ({ title })),
  );
  await signIn(page, EDITOR_EMAIL);
  await page.goto('/admin/courses');
  let moves = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/move')) moves += 1;
  });
  await handle(page, titles[0]!).focus();
  await page.keyboard.press('Space');
  await pickedUp(page);
  await page.keyboard.press('ArrowDown');
  await expect(liveRegion(page)).toHaveText(new RegExp(`^${titles[0]} is now in position`));
  await page.keyboard.press('Escape');
  await expect(liveRegion(page)).toHaveText(
    new RegExp(`^Moving was cancelled\\. ${titles[0]} is back in position \\d+ of \\d+\\.$`),
  );
  expect(await rowOrder(page, titles)).toEqual(titles);
  await page.reload();
  await expect(handle(page, titles[1]!)).toBeVisible();
  expect(await rowOrder(page, titles)).toEqual(titles);
  expect(moves).toBe(0);
});

test('testimonials: a move the server refuses is rolled back with an error notice', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const names = ['Sita', 'Rama'].map((name) => `${name} ${suffix}`);
  const labels = names.map((name) => `testimonial by ${name}`);
  await createRecords(
    page.request,
    '/testimonials',
    names.map((name) => ({ name, content: 'A course that changed my days.' })),
  );
  await signIn(page, EDITOR_EMAIL);
  await page.goto('/admin/testimonials');
  await expect(handle(page, labels[1]!)).toBeVisible();
  await expectNoAxeViolations(page);

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/testimonials/*/move', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal_error', message: 'Something went wrong' } }),
    });
  });
  await handle(page, labels[1]!).focus();
  await page.keyboard.press('Space');
  await pickedUp(page);
  await page.keyboard.press('ArrowUp');
  await expect(liveRegion(page)).toHaveText(/is now in position/);
  await page.keyboard.press('Space');
  // Shown at once, before the server answers…
  await expect.poll(() => rowOrder(page, labels)).toEqual([labels[1], labels[0]]);
  release();
  // …and put back when it refuses.
  await expectToast(page, 'Error', 'Failed to move testimonial');
  await expect.poll(() => rowOrder(page, labels)).toEqual(labels);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('team: a finger drags a member by the handle; the public team follows', async ({ page }) => {
    const suffix = uniqueSuffix();
    const names = ['Madhava', 'Govinda', 'Keshava'].map((name) => `${name} ${suffix}`);
    await createRecords(
      page.request,
      '/team-members',
      names.map((name) => ({ name, role: 'Teacher' })),
    );
    await signIn(page, EDITOR_EMAIL);
    await page.goto('/admin/team');
    const last = handle(page, names[2]!);
    await expect(last).toBeVisible();
    await centre(last);
    // The handle fits the phone layout: inside the screen, a comfortable target.
    const box = (await last.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.width).toBeGreaterThanOrEqual(28);

    // Real touch events (Chromium turns them into pointer events of type touch).
    const target = (await page
      .getByRole('row')
      .filter({ has: handle(page, names[0]!) })
      .boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const x = box.x + box.width / 2;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    const saved = moveSaved(page, '/team-members');
    const startY = box.y + box.height / 2;
    await touch('touchStart', startY);
    const endY = target.y + target.height / 2;
    for (let step = 1; step <= 12; step += 1)
      await touch('touchMove', startY + ((endY - startY) * step) / 12);
    await heldOver(page, names[2]!, names[0]!);
    await touch('touchEnd', endY);
    expect((await saved).status()).toBe(200);
    expect(await rowOrder(page, names)).toEqual([names[2], names[0], names[1]]);

    await page.goto('/');
    await homeLoaded(page);
    const cards = page.getByTestId('team-card');
    await expect(cards.filter({ hasText: names[0]! })).toBeVisible();
    const shown = await cards.allTextContents();
    const order = names
      .map((name) => ({ name, at: shown.findIndex((text) => text.includes(name)) }))
      .sort((a, b) => a.at - b.at)
      .map(({ name }) => name);
    expect(order).toEqual([names[2], names[0], names[1]]);
  });
});
