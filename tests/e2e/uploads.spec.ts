import { expect, test, type Locator, type Page } from '@playwright/test';
import { ENTITIES, type EntityCase } from './support/admin-entities';
import { expectToast, signIn, uniqueSuffix } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { pngOfSize, TEST_IMAGES, TEXT_AS_PNG } from '../support/images';
import { visitHomeAsVisitor } from './support/public-home';

/*
 * Image uploads from the admin forms in real Chromium against `npm start`: the page asks the API
 * for a presigned PUT, sends the file straight to the bucket (s3rver, another origin, as S3 is on
 * AWS: the CSP and the bucket's CORS rule must both allow it), the API checks it, and the public
 * home page shows the image from /uploads on the site's own origin.
 */

const COURSES = ENTITIES.find((entity) => entity.path === '/admin/courses')!;
const TEAM = ENTITIES.find((entity) => entity.path === '/admin/team')!;
const TESTIMONIALS = ENTITIES.find((entity) => entity.path === '/admin/testimonials')!;

const UPLOADED_URL = /^\/uploads\/[0-9a-f-]{36}\.(png|jpg|webp)$/;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const picker = (field: Locator) => field.getByRole('button', { name: /Upload image/ });
/** A team member's or testimonial's picture in its form. */
const photoField = (dialog: Locator) => dialog.getByRole('group', { name: 'Photo' });
const addressOf = (field: Locator) => field.getByRole('textbox', { name: 'Or image address' });

/** Opens the file chooser from the keyboard (focus, Enter) and picks a file. */
async function chooseFile(
  page: Page,
  dialog: Locator,
  name: string,
  mimeType: string,
  buffer: Uint8Array,
) {
  const chooser = page.waitForEvent('filechooser');
  await picker(dialog).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name, mimeType, buffer: Buffer.from(buffer) });
}

/** True once the image has really been fetched and decoded. */
const decoded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

async function openAdd(page: Page, entity: EntityCase) {
  await page.goto(entity.path);
  await page.getByRole('button', { name: `Add ${entity.title}` }).click();
  return page.getByRole('dialog', { name: `Add ${entity.title}` });
}

async function remove(page: Page, entity: EntityCase, name: string) {
  await page.getByRole('button', { name: `Delete ${entity.rowLabel(name)}` }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Delete' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expectToast(page, 'Success', `${entity.toastNoun} deleted successfully`);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a course image: uploaded from the keyboard with progress, resized to WebP, previewed, shown on its card at /', async ({
  page,
  browser,
}) => {
  const title = `E2E Upload Course ${uniqueSuffix()}`;
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CORS/i.test(message.text())) violations.push(message.text());
  });
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url());
  });

  const dialog = await openAdd(page, COURSES);
  // The course form's picture is an image set (docs/decisions/050): the file is resized here.
  const field = dialog.getByRole('group', { name: 'Course image' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('A course with an uploaded image.');
  await expect(field.getByText('No image yet.')).toBeVisible();

  // Hold the completing call, so the busy state can be seen before the answer arrives.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/uploads/complete', async (route) => {
    await held;
    await route.continue();
  });
  await chooseFile(page, field, 'lotus.jpg', 'image/jpeg', TEST_IMAGES['image/jpeg']);
  await expect(field.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(field.getByRole('status')).toHaveText(/Resizing and uploading… \d+%/);
  // Saved now, the course would lack its picture: the save waits, and says why.
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription('Saving waits for the picture to upload.');
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/admin/courses')) {
      creates.push(request.url());
    }
  });
  await dialog.getByRole('textbox', { name: 'Title' }).press('Enter');
  release();

  // A picture this small needs one copy only.
  await expect(field.getByRole('status')).toHaveText('Image uploaded. Save to keep it.');
  const url = await field.getByRole('textbox', { name: 'Or image address' }).inputValue();
  expect(url).toMatch(UPLOADED_URL);
  expect(url).toMatch(/\.webp$/);
  const shown = field.getByRole('figure').getByRole('img');
  await expect(shown).toHaveAttribute('src', url);
  await expect.poll(() => decoded(shown)).toBe(true);
  await field.getByRole('checkbox', { name: /Decorative/ }).check();
  await expect(create).toBeEnabled();
  expect(creates).toEqual([]);
  // The bytes went straight to the bucket's own origin, not through the site.
  expect(puts).toHaveLength(1);
  expect(new URL(puts[0]!).origin).not.toBe(new URL(page.url()).origin);
  expect(new URL(puts[0]!).pathname).toMatch(/\/pending\/[0-9a-f-]{36}\.webp$/);
  await expectNoAxeViolations(page, 'the uploaded picture', { include: '[role="dialog"]' });

  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Success', 'Course created successfully');

  const { visitor, close } = await visitHomeAsVisitor(browser);
  const card = visitor.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  const image = card.locator(`img[src="${url}"]`);
  // Card images load lazily: bring the card on screen first.
  await card.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect.poll(() => decoded(image)).toBe(true);
  // Served from the site's own origin, as CloudFront does.
  const served = await visitor.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(
    Buffer.from(await served.body())
      .subarray(8, 12)
      .toString(),
  ).toBe('WEBP');
  await close();

  expect(violations).toEqual([]);
  await page.unroute('**/api/admin/uploads/complete');
  await remove(page, COURSES, title);
});

test('a team photo replaces the initials on the team card, in copies for its size; a typed address still works', async ({
  page,
  browser,
}) => {
  const name = `Upload Person ${uniqueSuffix()}`;
  const dialog = await openAdd(page, TEAM);
  const field = photoField(dialog);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await TEAM.fillRest(dialog, page);

  // Typing an address is still accepted, and the preview follows it.
  await addressOf(field).fill('/favicon.svg');
  const shown = field.getByRole('figure').getByRole('img');
  await expect(shown).toHaveAttribute('src', '/favicon.svg');
  await expect.poll(() => decoded(shown)).toBe(true);

  // A WebP upload then replaces what was typed; the alt text is asked for.
  await chooseFile(page, field, 'portrait.webp', 'image/webp', TEST_IMAGES['image/webp']);
  await expect(field.getByRole('status')).toHaveText('Image uploaded. Save to keep it.');
  const url = await addressOf(field).inputValue();
  expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
  await expect.poll(() => decoded(shown)).toBe(true);
  await field.getByRole('textbox', { name: 'Alt text' }).fill(`Portrait of ${name}`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Success', 'Team member created successfully');

  const { visitor, close } = await visitHomeAsVisitor(browser);
  const card = visitor.getByTestId('team-card').filter({ hasText: name });
  await card.scrollIntoViewIfNeeded();
  const photo = card.getByRole('img', { name: `Portrait of ${name}` });
  await expect(photo).toHaveAttribute('src', url);
  await expect(photo).toHaveAttribute('srcset', new RegExp(`^${url} \\d+w$`));
  await expect(photo).toHaveAttribute('width', '72');
  await expect(photo).toHaveAttribute('height', '72');
  await expect.poll(() => decoded(photo)).toBe(true);
  await expect(card.getByText('UP', { exact: true })).toHaveCount(0);
  await close();

  // The edit form opens with the saved picture and its alt text.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = photoField(page.getByRole('dialog', { name: 'Edit Team Member' }));
  await expect(edit.getByRole('figure').getByRole('img')).toHaveAttribute('src', url);
  await expect(edit.getByRole('textbox', { name: 'Alt text' })).toHaveValue(`Portrait of ${name}`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await remove(page, TEAM, name);
});

test('wrong types and files over 5 MB are refused with their messages, keeping what was typed', async ({
  page,
}) => {
  // A phone: the dialog is full screen and nothing may stick out of it.
  await page.setViewportSize({ width: 360, height: 740 });
  const signed: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/uploads') signed.push(request.method());
  });

  const dialog = await openAdd(page, TESTIMONIALS);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Kept Name');
  await TESTIMONIALS.fillRest(dialog, page);
  const field = photoField(dialog);
  await addressOf(field).fill('/uploads/kept-address.png');

  const typeMessage = dialog.getByText('Images must be JPEG, PNG or WebP');
  const sizeMessage = dialog.getByText('Images must be 5 MB or smaller');
  const unreadable = dialog.getByText(
    'This image could not be read. Save it again as JPEG, PNG or WebP and upload that file.',
  );

  // Text in a file named .png: refused by its content, before anything is sent, in words that
  // fit a file picked as a PNG.
  await chooseFile(page, field, 'photo.png', 'image/png', TEXT_AS_PNG);
  await expect(unreadable).toBeVisible();
  await expect(typeMessage).toHaveCount(0);
  await expect(picker(field)).toHaveAttribute('aria-invalid', 'true');

  const gif = new Uint8Array(
    Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
  );
  await chooseFile(page, field, 'animation.gif', 'image/gif', gif);
  await expect(typeMessage).toBeVisible();
  await expect(unreadable).toHaveCount(0);

  // A real PNG signature, one byte over 5 MB, made here.
  await chooseFile(page, field, 'huge.png', 'image/png', pngOfSize(MAX_IMAGE_BYTES + 1));
  await expect(sizeMessage).toBeVisible();
  await expect(typeMessage).toHaveCount(0);
  expect(signed).toEqual([]);

  // Nothing typed was lost.
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Kept Name');
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveValue(
    /changed how I read the Gita/,
  );
  await expect(addressOf(field)).toHaveValue('/uploads/kept-address.png');

  // The bytes changed on their way (the server's check is what enforces the rule): the API
  // deletes the object and its message shows in the form all the same.
  await page.route(/\/pending\/[0-9a-f-]{36}\.webp/, (route) =>
    route.request().method() === 'PUT'
      ? route.continue({ postData: Buffer.from(TEXT_AS_PNG) })
      : route.continue(),
  );
  const completed = page.waitForResponse((response) =>
    response.url().endsWith('/api/admin/uploads/complete'),
  );
  await chooseFile(page, field, 'tampered.png', 'image/png', TEST_IMAGES['image/png']);
  expect((await completed).status()).toBe(415);
  await expect(typeMessage).toBeVisible();
  await expect(addressOf(field)).toHaveValue('/uploads/kept-address.png');
  expect(signed).toEqual(['POST']);

  // An address no picture can come from is not previewed (the browser would refuse to load it).
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await addressOf(field).fill('ftp://example.org/photo.png');
  await expect(field.getByRole('figure')).toContainText(
    'No preview: an image address starts with https://, http:// or /.',
  );
  await expect(field.getByRole('figure').getByRole('img')).toHaveCount(0);
  expect(refused).toEqual([]);
  await addressOf(field).fill('/uploads/kept-address.png');

  // Everything fits the phone's width.
  for (const part of [addressOf(field), picker(field), field.getByRole('figure'), typeMessage]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
