import { expect, type Browser, type Page, type Route } from '@playwright/test';
import { SETTING_DEFAULTS } from '@institute/core/site-setting/schema';
import { bearer, signIn } from '../../support/auth';
import { waitForHydration } from './page-weight';

/** Reads the real home data the local stack serves (its seed), for expectations. */
export async function realHome(page: Page) {
  const response = await page.request.get('/api/public/home');
  if (!response.ok()) throw new Error(`GET /api/public/home answered ${response.status()}`);
  return (await response.json()) as HomeData;
}

export interface HomeData {
  courses: Array<{
    id: string;
    title: string;
    level: string;
    description: string | null;
    duration: string | null;
    enroll_course: string | null;
    /** Courses stored before image sets have only this address. */
    image_url: string | null;
    image: { src: string; alt: string; width: number | null; height: number | null } | null;
    prerequisites: string[];
  }>;
  testimonials: Array<{
    id: string;
    name: string;
    role: string | null;
    content: string;
    rating: number;
    image_url: string | null;
  }>;
  team_members: Array<{
    id: string;
    name: string;
    role: string;
    bio: string | null;
    image_url: string | null;
    social_links: Record<string, string>;
  }>;
  sections: Array<{
    id: string;
    title: string;
    section_type: string;
    /** The site shows the newest published section of each type. */
    status: string;
    created_at: string;
    content: Record<string, unknown>;
  }>;
  settings: {
    site_name: string;
    contact_email: string;
    contact_phone: string;
    social_media: { facebook: string; twitter: string; instagram: string; youtube: string };
    hero_section: { title: string; subtitle: string; button_text: string };
    statistics: {
      graduates: number;
      countries: number;
      programs: number;
      current_students: number;
    };
    [key: string]: unknown;
  };
}

/** Serves a changed copy of the real home data, to reach states the seed does not have. */
export async function serveHome(page: Page, change: (home: HomeData) => HomeData | void) {
  await page.route('**/api/public/home', async (route: Route) => {
    const response = await route.fetch();
    const home = (await response.json()) as HomeData;
    await route.fulfill({ response, json: change(home) ?? home });
  });
}

/** Holds the home request until the returned function is called (to see the loading state). */
export async function holdHome(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/public/home', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

type Statistics = typeof SETTING_DEFAULTS.statistics.value;

/** Saves the statistics setting through the admin API; answers a function that puts back the old. */
export async function setStatistics(page: Page, baseURL: string, value: Statistics) {
  const headers = bearer((await signIn(`${baseURL}/cognito`, 'admin@example.com')).accessToken);
  const rows = (await (
    await page.request.get('/api/admin/settings', { headers })
  ).json()) as Array<{
    setting_key: string;
    setting_value: unknown;
  }>;
  const before = rows.find((row) => row.setting_key === 'statistics')!.setting_value;
  const save = async (setting_value: unknown) => {
    const response = await page.request.put('/api/admin/settings', {
      headers,
      data: { settings: [{ setting_key: 'statistics', setting_value }] },
    });
    expect(response.status()).toBe(200);
  };
  await save(value);
  return () => save(before);
}

/** The home page's lists, by their section's id and their placeholders' test id. */
export const HOME_LISTS = ['courses', 'testimonials', 'team'] as const;

/**
 * Waits until the home data has arrived and every list shows it (the skeletons are gone). A list
 * renders only once it nears the screen, so each is scrolled to first, as a reader would, and
 * the page is scrolled back to the top after.
 */
export async function homeLoaded(page: Page) {
  // The lists render, as they near the screen, once the app has taken the page over.
  await waitForHydration(page);
  // The reader arrives once the data has: before it, the lists are sample cards, which take the
  // data's shape when it lands, moving whatever the reader was looking at.
  await expect(page.locator('[data-sample]')).toHaveCount(0);
  for (const list of HOME_LISTS) {
    await page.locator(`#${list}`).scrollIntoViewIfNeeded();
    await expect(page.getByTestId(`${list}-loading`)).toHaveCount(0);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * A visitor in a fresh context (no session, no cache) on the home page, with every list brought
 * near the screen once, as a reader would.
 */
export async function visitHomeAsVisitor(browser: Browser) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/');
  await homeLoaded(visitor);
  return { visitor, close: () => context.close() };
}
