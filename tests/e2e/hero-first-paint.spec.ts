import { expect, test, type Browser } from '@playwright/test';
import { ENTITIES, remove } from './support/admin-entities';
import { expectToast, signIn, uniqueSuffix } from './support/admin-session';
import { homeLoaded } from './support/public-home';
import { decoded, makePng, parseSrcset, upload } from './support/pictures';
import { expectNoLayoutShift, recordLayoutShifts } from './support/layout-shifts';
import { collectErrors } from './support/hydration';

const CONTENT = ENTITIES.find((entity) => entity.path === '/admin/content')!;
const LOTUS = '/art/hero-lotus.svg';
const HERO = 'img[fetchpriority="high"]';

/*
 * The hero picture staff upload is in the HTML a visitor receives (docs/decisions/054): the
 * served `/` preloads its copy set and its `<img>` is the first paint's, hydrated as it is, with
 * nothing shifting; without one the built-in art is back.
 */

/** The preloads of images in the served HTML, and the attributes of the hero `<img>` in it. */
function servedHero(html: string) {
  const preloads = html.match(/<link rel="preload" as="image"[^>]*>/gi) ?? [];
  const img = /<img\s[^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(img)?.[1];
  return { preloads, img, attribute };
}

/**
 * A fresh visitor on `/`, recording from before any script: every address the hero `<img>` ever
 * had, whether the hydrated page still has the element the HTML made, the page's layout shifts,
 * whether the built-in art was fetched at all, and the console's errors.
 */
async function visitHome(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const shifts = await recordLayoutShifts(page);
  await page.addInitScript((selector) => {
    const record = window as unknown as { heroSources: string[]; firstHero: Element | null };
    record.heroSources = [];
    new MutationObserver(() => {
      const hero = document.querySelector(selector);
      if (!hero) return;
      record.firstHero ??= hero;
      const src = hero.getAttribute('src') ?? '';
      if (record.heroSources.at(-1) !== src) record.heroSources.push(src);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  }, HERO);
  await page.goto('/');
  await homeLoaded(page);
  const seen = await page.evaluate((selector) => {
    const record = window as unknown as { heroSources: string[]; firstHero: Element | null };
    return {
      sources: record.heroSources,
      sameElement: record.firstHero === document.querySelector(selector),
    };
  }, HERO);
  return { page, errors, fetched, seen, shifts: await shifts(), close: () => context.close() };
}

test('an uploaded hero picture is preloaded and painted first on /, and removing it brings the art back', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const title = `E2E first-paint hero ${uniqueSuffix()}`;
  await page.goto('/admin/content');
  await page.getByRole('button', { name: 'Add Content Section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Content Section' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Headline' }).fill('Welcome to the institute');
  const hero = dialog.getByRole('group', { name: 'Hero image' });
  await upload(page, hero, 'courtyard.png', await makePng(page, 1800, 1200));
  await expect(hero.getByRole('status')).toHaveText('Image uploaded in 3 sizes. Save to keep it.');
  await hero.getByRole('textbox', { name: 'Alt text' }).fill(`The courtyard's "morning" light`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Success', 'Content section created successfully');

  try {
    // The raw HTML: one preload, of the uploaded copy set, and the hero <img> is that set.
    const response = await page.request.get('/');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const served = servedHero(await response.text());
    expect(served.preloads).toHaveLength(1);
    const preloadSet = /imageSrcSet="([^"]*)"/.exec(served.preloads[0]!)?.[1] ?? null;
    const copies = parseSrcset(preloadSet);
    expect(copies.map((copy) => copy.width)).toEqual([480, 960, 1600]);
    for (const copy of copies) expect(copy.src).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(served.preloads[0]).toContain('imageSizes="(min-width: 75em) 420px');
    expect(served.preloads[0]).toContain('fetchPriority="high"');
    expect(served.attribute('src')).toBe(copies[2]!.src);
    expect(served.attribute('srcSet')).toBe(preloadSet);
    expect([served.attribute('width'), served.attribute('height')]).toEqual(['1600', '1067']);
    expect(served.attribute('alt')).toBe('The courtyard&#39;s &quot;morning&quot; light');
    expect(served.img).not.toContain(LOTUS);

    // A visitor: the first hero <img> is the upload, hydrated in place, never the art, no shift.
    const visit = await visitHome(browser);
    expect(visit.seen.sources).toEqual([copies[2]!.src]);
    expect(visit.seen.sameElement).toBe(true);
    expectNoLayoutShift(visit.shifts);
    expect(visit.fetched).not.toContain(LOTUS);
    const image = visit.page.getByRole('img', { name: `The courtyard's "morning" light` });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => decoded(image)).toBe(true);
    expect(visit.errors).toEqual([]);
    await visit.close();
  } finally {
    await remove(page, CONTENT, title);
  }

  // Without it the page is the built-in one again: the art preloaded and painted.
  const html = await (await page.request.get('/')).text();
  expect(servedHero(html).preloads).toEqual([
    `<link rel="preload" as="image" href="${LOTUS}" fetchPriority="high"/>`,
  ]);
  const visit = await visitHome(browser);
  expect(visit.seen.sources).toEqual([LOTUS]);
  expectNoLayoutShift(visit.shifts);
  await expect(visit.page.getByRole('img', { name: 'A lotus opening at dawn' })).toBeVisible();
  expect(visit.errors).toEqual([]);
  await visit.close();
});

const BUILT_IN_TITLE = 'Bhakti Institute Ipoh';

test('an edited hero headline is the first paint of /, hydrated without a warning', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const name = `E2E first-paint headline ${uniqueSuffix()}`;
  const headline = `Open day: "talks" & </h1><script>window.injected = 1</script> ${uniqueSuffix()}`;
  await page.goto('/admin/content');
  await page.getByRole('button', { name: 'Add Content Section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Content Section' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Headline' }).fill(headline);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Success', 'Content section created successfully');

  try {
    // The raw HTML: the headline, escaped, in the h1; the built-in one is not there.
    const html = await (await page.request.get('/')).text();
    const h1 = /<h1 [^>]*>(.*?)<\/h1>/.exec(html)?.[1] ?? '';
    const escaped = headline
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;');
    expect(h1).toBe(`<!--hero-title-->${escaped}<!--/hero-title-->`);
    expect(html).not.toContain('<script>window.injected');

    // A visitor: every text the h1 ever had, from the parser on, is the edited headline.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const errors: string[] = [];
    visitor.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    visitor.on('pageerror', (error) => errors.push(error.message));
    const shifts = await recordLayoutShifts(visitor);
    await visitor.addInitScript(() => {
      const record = window as unknown as { titles: string[] };
      record.titles = [];
      new MutationObserver(() => {
        const text = document.querySelector('h1')?.textContent ?? '';
        if (text && record.titles.at(-1) !== text) record.titles.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await visitor.goto('/');
    await homeLoaded(visitor);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(headline);
    const seen = await visitor.evaluate(() => {
      const record = window as unknown as { titles: string[]; injected?: number };
      return { titles: record.titles, injected: record.injected };
    });
    expect(seen.titles).toEqual([headline]);
    expect(seen.titles).not.toContain(BUILT_IN_TITLE);
    expect(seen.injected).toBeUndefined();
    expectNoLayoutShift(await shifts());
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await remove(page, CONTENT, name);
  }

  // Without it the built-in headline is served again.
  const html = await (await page.request.get('/')).text();
  expect(/<h1 [^>]*>(.*?)<\/h1>/.exec(html)?.[1]).toBe(
    `<!--hero-title-->${BUILT_IN_TITLE}<!--/hero-title-->`,
  );
});
