import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedImage, UploadTicket } from '@institute/core/upload/schema';
import type { PublicHome } from '@institute/core/home/service';
import { ABOUT_ART, HERO_ART } from '@institute/core/upload/built-in-art';
import { IMAGE_MESSAGES } from '@institute/core/upload/image-schema';
import { imageOf, resizePlan } from '@institute/core/upload/image-set';
import { type LocalStack } from '../../infra/local/stack';
import { call, type ErrorShape } from '../support/http';
import { TEST_IMAGES } from '../support/images';
import { startSignedIn } from '../support/stack';

/*
 * Pictures as image sets (docs/decisions/050): the resized copies are uploaded through the checked
 * two steps, then a course or a content section stores the set, and the public home returns it.
 */

let stack: LocalStack;
let auth: Record<string, string>;

beforeAll(async () => {
  ({
    stack,
    auth: { admin: auth },
  } = await startSignedIn({ admin: 'admin@example.com' }));
});
afterAll(async () => {
  await stack?.stop();
});

type Row = Record<string, unknown> & { id: string };
const api = <T = Row>(method: string, path: string, body?: unknown) =>
  call<T & ErrorShape>(stack.url, method, `/api/admin${path}`, { body, headers: auth });

/** One copy through the same two steps the admin's browser uses; its address on the site. */
async function uploadCopy(): Promise<string> {
  const bytes = TEST_IMAGES['image/webp'];
  const ticket = await api<UploadTicket>('POST', '/uploads', {
    content_type: 'image/webp',
    size: bytes.byteLength,
  });
  expect(ticket.status).toBe(200);
  const put = await fetch(ticket.body.upload_url, {
    method: 'PUT',
    headers: ticket.body.headers,
    body: bytes,
  });
  expect(put.status).toBe(200);
  const done = await api<UploadedImage>('POST', '/uploads/complete', { key: ticket.body.key });
  expect(done.status).toBe(201);
  return done.body.url;
}

/** A set as the admin's browser makes it: one uploaded copy per width of the resize plan. */
async function uploadedSet(width: number, height: number, alt: string) {
  const variants = [];
  for (const copyWidth of resizePlan(width)) {
    variants.push({ src: await uploadCopy(), width: copyWidth });
  }
  return { src: variants.at(-1)!.src, alt, width, height, variants };
}

const home = async () => (await call<PublicHome>(stack.url, 'GET', '/api/public/home')).body;

describe('image sets on courses', () => {
  it('stores the set a course was saved with, and the public home returns it', async () => {
    const image = await uploadedSet(1600, 1000, 'Students reading the Gita together');
    const created = await api('POST', '/courses', { title: 'Gita with pictures', image });
    expect(created.status).toBe(201);
    expect(created.body.image).toEqual({ ...image, decorative: false });

    const course = (await home()).courses.find((row) => row.id === created.body.id)!;
    expect(course.image).toEqual({ ...image, decorative: false });
    // The copies are served from the site itself, as the page's srcset names them.
    const served = await fetch(`${stack.url}${image.variants[0]!.src}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
  });

  it('refuses a picture without alt text, with a message that says what to do', async () => {
    const image = await uploadedSet(1600, 1000, '');
    const refused = await api('POST', '/courses', { title: 'No alt', image });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'image.alt': IMAGE_MESSAGES.alt });
    // Marked decorative, the same picture is fine: the page writes alt="".
    const decorative = await api('POST', '/courses', {
      title: 'Decorative',
      image: { ...image, decorative: true },
    });
    expect(decorative.status).toBe(201);
  });

  it('refuses copies that are not uploads of this site, and widths that do not match', async () => {
    const image = await uploadedSet(1600, 1000, 'A class');
    const foreign = await api('POST', '/courses', {
      title: 'Foreign copy',
      image: {
        ...image,
        variants: [{ src: 'https://example.org/x.webp', width: 480 }, ...image.variants.slice(1)],
      },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toEqual({
      'image.variants.0.src': IMAGE_MESSAGES.variantSrc,
    });

    const widths = await api('POST', '/courses', {
      title: 'Odd widths',
      image: {
        ...image,
        width: 1200,
        height: 750,
        variants: image.variants.map((v, i) => (i === 2 ? { ...v, width: 1200 } : v)),
      },
    });
    expect(widths.status).toBe(400);
    expect(widths.body.error.fields).toEqual({
      'image.variants': IMAGE_MESSAGES.variantWidths(1200),
    });
  });

  it('still shows a course stored with only a plain address', async () => {
    const legacy = (await home()).courses.find((row) => row.title === 'Gita Saram')!;
    expect([legacy.image, legacy.image_url]).toEqual([null, '/art/course-foundational.svg']);
    expect(imageOf(legacy)).toMatchObject({ src: '/art/course-foundational.svg', alt: '' });
  });
});

describe('image sets on team members and testimonials', () => {
  it.each([
    { path: '/team-members', list: 'team_members', body: { name: 'Gopal', role: 'Teacher' } },
    { path: '/testimonials', list: 'testimonials', body: { name: 'Radha', content: 'Thank you' } },
  ] as const)('$path stores a portrait set, and the public home returns it', async (entity) => {
    const image = await uploadedSet(800, 800, `Portrait of ${entity.body.name}`);
    const created = await api('POST', entity.path, { ...entity.body, image });
    expect(created.status).toBe(201);
    const row = (await home())[entity.list].find((item) => item.id === created.body.id)!;
    expect(row.image).toEqual({ ...image, decorative: false });

    const refused = await api('POST', entity.path, {
      ...entity.body,
      image: { ...image, alt: '' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'image.alt': IMAGE_MESSAGES.alt });
    await api('DELETE', `${entity.path}/${created.body.id}`);
  });
});

describe('image sets in the hero and about sections', () => {
  it('ships the site’s own artwork in the seed', async () => {
    const { sections } = await home();
    const hero = sections.find((section) => section.section_type === 'hero')!;
    const about = sections.find((section) => section.section_type === 'about')!;
    expect(hero.content.image).toEqual(HERO_ART);
    expect(about.content.images).toEqual(ABOUT_ART);
  });

  it('stores the hero picture and up to three about pictures', async () => {
    const image = await uploadedSet(1200, 1200, 'The temple hall at the evening class');
    const hero = await api('POST', '/content-sections', {
      title: 'Hero with a photo',
      section_type: 'hero',
      content: { title: 'Welcome', image: { ...image, alt: `  ${image.alt}  ` } },
    });
    expect(hero.status).toBe(201);
    // Checked and tidied as any image field: the alt trimmed, decorative filled in.
    expect(hero.body.content).toEqual({ title: 'Welcome', image: { ...image, decorative: false } });

    const about = await api('POST', '/content-sections', {
      title: 'About with photos',
      section_type: 'about',
      content: { images: [image, { ...image, alt: '', decorative: true }] },
    });
    expect(about.status).toBe(201);
    const live = (await home()).sections.find((section) => section.id === about.body.id)!;
    expect(live.content.images).toHaveLength(2);
  });

  it('refuses a hero picture without alt text and a fourth about picture', async () => {
    const image = await uploadedSet(1200, 1200, 'A photo');
    const noAlt = await api('POST', '/content-sections', {
      title: 'Hero without alt',
      section_type: 'hero',
      content: { image: { ...image, alt: '' } },
    });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.error.fields).toEqual({
      content: `Hero image (alt): ${IMAGE_MESSAGES.alt}`,
    });
    const four = await api('POST', '/content-sections', {
      title: 'Too many',
      section_type: 'about',
      content: { images: [image, image, image, image] },
    });
    expect(four.status).toBe(400);
    expect(four.body.error.fields).toEqual({ content: 'About images: At most 3 images' });
  });
});
