import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_PAGE_PATH } from '@institute/core/edge/headers';
import { PUBLIC_CACHE_CONTROL } from '@institute/core/home/cache-lifetime';
import { HERO_IMAGE_ATTRIBUTE, markHeroSlots } from '@institute/core/home/hero-page';
import { HERO_TEXT_ATTRIBUTE } from '@institute/core/home/hero-text';
import { s3Template } from '@institute/core/home/page-template';
import { createApp } from '@institute/functions/app';
import { createDeps } from '@institute/functions/deps';
import { type LocalStack } from '../../infra/local/stack';
import { LOCAL_BUCKET } from '../../infra/local/constants';
import { call, type ErrorShape } from '../support/http';
import { startSignedIn } from '../support/stack';

/*
 * The home page served with the current hero picture in it (docs/decisions/054): the local server
 * sends `/` to the API as CloudFront does, which fills the prerendered page's hero slots from the
 * home data, and caches the result as it caches the home data.
 */

/** The built-in hero texts, the same as the seed's hero section and settings. */
const SEED_DESCRIPTION =
  'Systematic study of the Bhagavad-gita, Srimad-Bhagavatam and the teachings of the acharyas, ' +
  'guided by experienced teachers, for students in Malaysia and around the world.';

const BUILT =
  '<!doctype html><html><head><title>Home</title></head><body><div id="root" data-prerendered="/">' +
  '<link rel="preload" as="image" href="/art/hero-lotus.svg" fetchPriority="high"/><!--$-->' +
  '<main><p class="_eyebrow_x" data-hero-slot="eyebrow">spiritual education</p>' +
  '<h1 id="hero-title" class="_title_x" data-hero-slot="title">Bhakti Institute Ipoh</h1>' +
  `<p class="_text_x" data-hero-slot="description">${SEED_DESCRIPTION}</p>` +
  '<button type="button" data-hero-slot="buttonText">Explore Courses<svg></svg></button>' +
  '<img src="/art/hero-lotus.svg" width="480" height="480" alt="A lotus opening at dawn" ' +
  'class="_heroArt_x" decoding="async" fetchPriority="high"/></main><!--/$--></div></body></html>';
const TEMPLATE = markHeroSlots(BUILT);

let stack: LocalStack;
let auth: Record<string, string>;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'institute-home-page-'));
  await writeFile(path.join(webDist, 'index.html'), TEMPLATE);
  ({
    stack,
    auth: { admin: auth },
  } = await startSignedIn({ admin: 'admin@example.com' }, { webDist }));
});
afterAll(async () => {
  await stack?.stop();
  await rm(webDist, { recursive: true, force: true });
});

type Row = Record<string, unknown> & { id: string };
const admin = (method: string, urlPath: string, body?: unknown) =>
  call<Row & ErrorShape>(stack.url, method, `/api/admin${urlPath}`, { body, headers: auth });

/** An image set as the admin's browser saves it (the API checks the copies' addresses). */
const uploadedSet = (alt: string) => {
  const copy = () => `/uploads/${randomUUID()}.webp`;
  const variants = [
    { src: copy(), width: 480 },
    { src: copy(), width: 960 },
    { src: copy(), width: 1600 },
  ];
  return { src: variants[2]!.src, alt, width: 1600, height: 900, variants };
};

const get = (urlPath: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.url}${urlPath}`, { headers });

describe('the served home page', () => {
  it("names the live hero's copy set: preloaded, in the <img>, and on the root for hydration", async () => {
    const image = uploadedSet('Morning prayer in the hall & "courtyard"');
    const created = await admin('POST', '/content-sections', {
      title: 'Hero with a photo',
      section_type: 'hero',
      status: 'published',
      content: { title: 'Welcome', image },
    });
    expect(created.status).toBe(201);

    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // Browsers ask again each visit; CloudFront keeps the API's answer as long as the home data.
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const srcset = image.variants.map((v) => `${v.src} ${v.width}w`).join(', ');
    expect(html).toContain(`<link rel="preload" as="image" imageSrcSet="${srcset}"`);
    expect(html).toContain(
      `<img src="${image.src}" srcSet="${srcset}" sizes="(min-width: 75em) 420px, (min-width: 48em) 38vw, 320px" ` +
        'width="1600" height="900" alt="Morning prayer in the hall &amp; &quot;courtyard&quot;" class="_heroArt_x"',
    );
    expect(html).toContain(
      `<div id="root" ${HERO_IMAGE_ATTRIBUTE}="{&quot;src&quot;:&quot;${image.src}`,
    );
    expect(html).not.toContain('hero-lotus');
    // The security headers every page has.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");

    const api = await get(HOME_PAGE_PATH);
    expect(api.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(await api.text()).toBe(html);

    await admin('DELETE', `/content-sections/${created.body.id}`);
  });

  it('answers a revalidation with 304 until the hero changes', async () => {
    const first = await get(HOME_PAGE_PATH);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get(HOME_PAGE_PATH, { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/', { 'if-none-match': etag })).status).toBe(304);

    const created = await admin('POST', '/content-sections', {
      title: 'Another hero',
      section_type: 'hero',
      status: 'published',
      content: { image: uploadedSet('The library') },
    });
    const changed = await get(HOME_PAGE_PATH, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('alt="The library"');

    // Gone again: the hero section before it (the seed's, with the built-in art) is back.
    await admin('DELETE', `/content-sections/${created.body.id}`);
    const back = await (await get('/')).text();
    expect(back).toContain(
      '<link rel="preload" as="image" href="/art/hero-lotus.svg" fetchPriority="high"/>',
    );
    expect(back).not.toContain('The library');
  });

  it('ignores the query string and serves nothing else but /', async () => {
    const plain = await (await get('/')).text();
    expect(await (await get('/?utm_source=news')).text()).toBe(plain);
    // The build's own file stays the built page, as CloudFront serves it from the bucket.
    expect(await (await get('/index.html')).text()).toBe(TEMPLATE);
  });

  it('serves the built page as it is, kept by no cache, when the home data cannot be read', async () => {
    // The same stack's table stand-in, asked for a table that does not exist.
    const deps = createDeps({ ...stack.config, tableName: 'no-such-table' });
    const answer = await createApp(deps).request(HOME_PAGE_PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('etag')).toBeNull();
    expect(await answer.text()).toBe(TEMPLATE);
  });

  it('has no page to serve without a template (an API-only stack)', async () => {
    const { homeTemplate: _none, ...config } = stack.config;
    const answer = await createApp(createDeps(config)).request(HOME_PAGE_PATH);
    expect(answer.status).toBe(404);
  });
});

describe('the hero texts in the served home page', () => {
  it('carries the texts staff set, escaped, and the built page again once they are gone', async () => {
    const plain = await (await get('/')).text();
    // The seed's hero has the built-in texts: they are left as built, with nothing on the root.
    expect(plain).toContain('<!--hero-title-->Bhakti Institute Ipoh<!--/hero-title-->');
    expect(plain).not.toContain(HERO_TEXT_ATTRIBUTE);

    const title = `</h1><script>alert('x')</script> Open day & "talks"`;
    const created = await admin('POST', '/content-sections', {
      title: 'Open day hero',
      section_type: 'hero',
      status: 'published',
      content: { eyebrow: 'this Sunday', title },
    });
    expect(created.status).toBe(201);
    const button = await admin('PUT', '/settings', {
      settings: [
        {
          setting_key: 'hero_section',
          setting_value: {
            title: 'Unused',
            subtitle: 'Talks, kirtan and a feast',
            button_text: 'See the day',
          },
        },
      ],
    });
    expect(button.status).toBe(200);

    const html = await (await get('/')).text();
    expect(html).toContain(
      'data-hero-slot="eyebrow"><!--hero-eyebrow-->this Sunday<!--/hero-eyebrow--></p>',
    );
    expect(html).toContain(
      '<!--hero-title-->&lt;/h1&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; Open day &amp; &quot;talks&quot;<!--/hero-title--></h1>',
    );
    // The section has no description: the setting's subtitle; the button is the setting's.
    expect(html).toContain(
      '<!--hero-description-->Talks, kirtan and a feast<!--/hero-description-->',
    );
    expect(html).toContain('<!--hero-buttonText-->See the day<!--/hero-buttonText--><svg>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('Bhakti Institute Ipoh</h1>');
    expect(html).toContain(
      `<div id="root" ${HERO_TEXT_ATTRIBUTE}="{&quot;eyebrow&quot;:&quot;this Sunday&quot;`,
    );
    // The same page through the API's own path, which CloudFront caches.
    expect(await (await get(HOME_PAGE_PATH)).text()).toBe(html);

    await admin('DELETE', `/content-sections/${created.body.id}`);
    await admin('PUT', '/settings', {
      settings: [
        {
          setting_key: 'hero_section',
          setting_value: {
            title: 'Bhakti Institute Ipoh',
            subtitle: SEED_DESCRIPTION,
            button_text: 'Explore Courses',
          },
        },
      ],
    });
    expect(await (await get('/')).text()).toBe(plain);
  });
});

describe("the template from the site's bucket", () => {
  it('is read again after a deploy replaced it, and kept when the bucket cannot be read', async () => {
    const key = `site-${randomUUID()}/index.html`;
    const put = (body: string) =>
      stack.deps.s3.send(
        new PutObjectCommand({
          Bucket: LOCAL_BUCKET,
          Key: key,
          Body: body,
          ContentType: 'text/html',
        }),
      );
    await put('<p>first build</p>');
    const template = s3Template(stack.deps.s3, LOCAL_BUCKET, key);
    expect(await template()).toBe('<p>first build</p>');
    // Unchanged: asked with its ETag, the same text.
    expect(await template()).toBe('<p>first build</p>');
    await put('<p>second build</p>');
    expect(await template()).toBe('<p>second build</p>');

    // Gone from the bucket: the last copy read is served; a reader that never read one fails.
    await stack.deps.s3.send(new DeleteObjectCommand({ Bucket: LOCAL_BUCKET, Key: key }));
    expect(await template()).toBe('<p>second build</p>');
    await expect(s3Template(stack.deps.s3, LOCAL_BUCKET, key)()).rejects.toThrow();
  });
});
