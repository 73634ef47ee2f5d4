import { expect, test } from '@playwright/test';
import { ENTITIES, remove } from './support/admin-entities';
import { expectToast, signIn, uniqueSuffix } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { visitHomeAsVisitor } from './support/public-home';
import { waitForHydration } from './support/page-weight';
import { decoded, makePng, parseSrcset, upload } from './support/pictures';
import { expectNoLayoutShift, recordLayoutShifts } from './support/layout-shifts';

const CONTENT = ENTITIES.find((entity) => entity.path === '/admin/content')!;
const COURSES = ENTITIES.find((entity) => entity.path === '/admin/courses')!;

/*
 * Pictures as image sets (docs/decisions/050) in real Chromium against `npm start`: an admin picks
 * a PNG, the browser resizes it to WebP copies and uploads each through the checked two steps,
 * and the public home page writes them as srcset with width, height and the alt text.
 */

const COPY = /^\/uploads\/[0-9a-f-]{36}\.webp$/;
const ALT_REQUIRED =
  'Alt text is required: describe the picture for people who cannot see it, or mark it as decorative';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a hero picture: a PNG uploaded as resized WebP copies, alt text required, shown with srcset on /', async ({
  page,
  browser,
}) => {
  const title = `E2E hero ${uniqueSuffix()}`;
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(new URL(request.url()).pathname);
  });
  await page.goto('/admin/content');
  await page.getByRole('button', { name: 'Add Content Section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Content Section' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Headline' }).fill('Pictures of the institute');
  const hero = dialog.getByRole('group', { name: 'Hero image' });

  await upload(page, hero, 'hall.png', await makePng(page, 2000, 1200));
  await expect(hero.getByRole('status')).toHaveText('Image uploaded in 3 sizes. Save to keep it.');
  // Three copies, each PUT as WebP straight to the bucket's pending/ keys.
  expect(puts).toHaveLength(3);
  for (const path of puts) expect(path).toMatch(/\/pending\/[0-9a-f-]{36}\.webp$/);
  const preview = hero.getByRole('figure').getByRole('img');
  await expect.poll(() => decoded(preview)).toBe(true);

  // No alt text yet: the message is beside it and the save is refused.
  await expect(hero.getByText(ALT_REQUIRED)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeVisible();
  // A pasted control character is named beside the alt text, not beside the address.
  const alt = hero.getByRole('textbox', { name: 'Alt text' });
  await alt.fill('Students\u0007 in the study hall');
  await expect(alt).toHaveAccessibleDescription(/Must not contain control characters/);
  await alt.fill('Students in the study hall');
  await expect(hero.getByText(ALT_REQUIRED)).toHaveCount(0);
  await expect(hero.getByText('Must not contain control characters')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Success', 'Content section created successfully');

  try {
    const { visitor, close } = await visitHomeAsVisitor(browser);
    // The served page preloads the uploaded picture (hero-first-paint.spec.ts goes further).
    const html = await (await visitor.request.get('/')).text();
    expect(html.match(/<link rel="preload" as="image"[^>]*>/gi)).toEqual([
      expect.stringMatching(/imageSrcSet="\/uploads\/[^"]+ 480w, [^"]+ 960w, [^"]+ 1600w"/),
    ]);
    const image = visitor.getByRole('img', { name: 'Students in the study hall' });
    await expect(image).toBeVisible();
    const copies = parseSrcset(await image.getAttribute('srcset'));
    expect(copies.map((copy) => copy.width)).toEqual([480, 960, 1600]);
    for (const copy of copies) expect(copy.src).toMatch(COPY);
    await expect(image).toHaveAttribute('src', copies[2]!.src);
    await expect(image).toHaveAttribute('sizes', /420px/);
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '960');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => decoded(image)).toBe(true);
    // The browser picked one of the copies, and it is WebP.
    const chosen = await image.evaluate(
      (img: HTMLImageElement) => new URL(img.currentSrc).pathname,
    );
    expect(copies.map((copy) => copy.src)).toContain(chosen);
    const served = await visitor.request.get(chosen);
    expect(served.headers()['content-type']).toBe('image/webp');
    await expectNoAxeViolations(visitor);
    await close();
  } finally {
    await remove(page, CONTENT, title);
  }
});

test('a course picture: uploaded from a PNG, on its card with srcset, sizes, width, height and alt', async ({
  page,
  browser,
}) => {
  const title = `E2E Picture Course ${uniqueSuffix()}`;
  await page.goto('/admin/courses');
  await page.getByRole('button', { name: 'Add Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Course' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  const field = dialog.getByRole('group', { name: 'Course image' });
  // Narrower than the widest step: the copies stop at the original's own width.
  await upload(page, field, 'class.png', await makePng(page, 1300, 650));
  await expect(field.getByRole('status')).toHaveText('Image uploaded in 3 sizes. Save to keep it.');
  // Saved without alt text: the refusal is said under the alt text, which takes the focus.
  const alt = field.getByRole('textbox', { name: 'Alt text' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(alt).toHaveAccessibleDescription(new RegExp(ALT_REQUIRED.slice(0, 40)));
  await expect(alt).toBeFocused();
  await alt.fill('A class reading together');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Success', 'Course created successfully');

  try {
    const { visitor, close } = await visitHomeAsVisitor(browser);
    const card = visitor.getByRole('article', { name: title });
    await card.scrollIntoViewIfNeeded();
    const image = card.getByRole('img', { name: 'A class reading together' });
    await expect(image).toBeVisible();
    const copies = parseSrcset(await image.getAttribute('srcset'));
    expect(copies.map((copy) => copy.width)).toEqual([480, 960, 1300]);
    await expect(image).toHaveAttribute('width', '1300');
    await expect(image).toHaveAttribute('height', '650');
    await expect(image).toHaveAttribute('sizes', /360px/);
    // Below the fold: fetched when near, decoded off the main thread.
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect.poll(() => decoded(image)).toBe(true);
    await close();

    // The edit form opens with the set and its alt text.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Course' });
    await expect(
      edit.getByRole('group', { name: 'Course image' }).getByRole('textbox', { name: 'Alt text' }),
    ).toHaveValue('A class reading together');
    await edit.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    await remove(page, COURSES, title);
  }
});

test('about pictures: an uploaded photo and a typed decorative address, two side by side on /', async ({
  page,
  browser,
}) => {
  const title = `E2E about ${uniqueSuffix()}`;
  await page.goto('/admin/content');
  await page.getByRole('button', { name: 'Add Content Section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Content Section' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Section Type' }).click();
  await page.getByRole('option', { name: 'About' }).click();
  const add = dialog.getByRole('button', { name: 'Add an about image' });

  await add.click();
  const first = dialog.getByRole('group', { name: 'About image 1' });
  await upload(page, first, 'logo.png', await makePng(page, 800, 600));
  await expect(first.getByRole('status')).toHaveText('Image uploaded in 2 sizes. Save to keep it.');
  await first.getByRole('textbox', { name: 'Alt text' }).fill('The institute’s emblem');
  await add.click();
  const second = dialog.getByRole('group', { name: 'About image 2' });
  await second.getByRole('textbox', { name: 'Or image address' }).fill('/art/about-lamp.svg');
  await second.getByRole('checkbox', { name: /Decorative/ }).check();
  await expect(second.getByRole('textbox', { name: 'Alt text' })).toBeDisabled();
  // At most three: the button goes once the third is there.
  await add.click();
  await expect(add).toHaveCount(0);
  await dialog
    .getByRole('group', { name: 'About image 3' })
    .getByRole('button', { name: 'Remove about image 3' })
    .click();
  await expect(add).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Success', 'Content section created successfully');

  try {
    const { visitor, close } = await visitHomeAsVisitor(browser);
    const images = visitor.locator('#about img');
    await expect(images.first()).toHaveAttribute('alt', 'The institute’s emblem');
    await expect(images).toHaveCount(2);
    const copies = parseSrcset(await images.first().getAttribute('srcset'));
    expect(copies.map((copy) => copy.width)).toEqual([480, 800]);
    await expect(images.first()).toHaveAttribute('width', '800');
    await expect(images.first()).toHaveAttribute('height', '600');
    await expect(images.first()).toHaveAttribute('sizes', /265px/);
    await expect(images.nth(1)).toHaveAttribute('src', '/art/about-lamp.svg');
    await expect(images.nth(1)).toHaveAttribute('alt', '');
    // Side by side, the same size.
    const [a, b] = [await images.first().boundingBox(), await images.nth(1).boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(1);
    expect(Math.abs(a!.width - b!.width)).toBeLessThan(1);
    await close();
  } finally {
    await remove(page, CONTENT, title);
  }
});

test('with the seed alone, / has its hero art preloaded, an about gallery and no layout shift', async ({
  browser,
}) => {
  // A visitor: no session (the signed-in header is another layout).
  const context = await browser.newContext();
  const page = await context.newPage();
  const shifts = await recordLayoutShifts(page);
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(
    '<link rel="preload" as="image" href="/art/hero-lotus.svg" fetchPriority="high"/>',
  );
  await page.goto('/');
  const hero = page.locator('section[aria-labelledby="hero-title"] img');
  await expect(hero).toHaveAttribute('src', '/art/hero-lotus.svg');
  await expect(hero).toHaveAttribute('alt', 'A lotus opening at dawn');
  await expect(hero).toHaveAttribute('width', '480');
  const about = page.locator('#about img');
  await expect(about).toHaveCount(3);
  for (const image of await about.all()) {
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '480');
    await expect(image).toHaveAttribute('alt', /.+/);
  }
  // The pictures in view have arrived: nothing has moved.
  await expect.poll(() => decoded(hero)).toBe(true);
  expectNoLayoutShift(await shifts());
  // The courses render as they near the screen, and their lazy pictures arrive into boxes of
  // their own size too, once the app has taken the page over.
  await waitForHydration(page);
  await page.locator('#courses').scrollIntoViewIfNeeded();
  const course = page.locator('#courses article img').first();
  await expect(course).toBeAttached();
  await course.scrollIntoViewIfNeeded();
  await expect.poll(() => decoded(course)).toBe(true);
  for (const image of await about.all()) await expect.poll(() => decoded(image)).toBe(true);
  expectNoLayoutShift(await shifts());
  await context.close();
});
