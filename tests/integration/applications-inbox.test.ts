import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_CSV_HEADER } from '@institute/core/application/display';
import type { ApplicationPage, ApplicationStatusCounts } from '@institute/core/application/inbox';
import type { ApplicationRecord } from '@institute/core/application/record';
import { type LocalStack } from '../../infra/local/stack';
import { parseCsv } from '../support/csv';
import { call, type ErrorShape } from '../support/http';
import { submitAt } from '../support/inbox';
import { startSignedIn } from '../support/stack';

/*
 * The staff inbox against the real stack. The seed adds applications dated in the last weeks, so
 * every application these tests make is dated in 2021 and the tests ask for 2021 ranges.
 */

let stack: LocalStack;
let admin: Record<string, string>;
let editor: Record<string, string>;
let member: Record<string, string>;

const TAMIL_NAME = 'ராதா கிருஷ்ணன்';
const FORMULA_NAME = '=HYPERLINK("http://x.example","click")';
const RANGE = 'from=2021-01-01&to=2021-03-31';

/** Six applications in Q1 2021, named A1 (oldest) to A6. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  // The applications area belongs to super admins and course managers (the permission map).
  ({
    stack,
    auth: { admin, manager: editor, member },
  } = await startSignedIn({
    admin: 'admin@example.com',
    manager: { email: 'manager@example.com', group: 'course_manager' },
    member: 'member@example.com',
  }));

  const db = stack.deps.db;
  ids.A1 = await submitAt(db, '2021-01-10T04:00:00.000Z', {
    full_name: 'Krishna Prasad',
    email: 'krishna.prasad@example.com',
    course_name: 'idc',
    country: 'india',
  });
  // 01:00 on 1 February in Ipoh, still 31 January in UTC.
  ids.A2 = await submitAt(db, '2021-01-31T17:00:00.000Z', {
    full_name: TAMIL_NAME,
    email: 'radha.tamil@example.com',
    course_name: 'bhakti-shastri',
    country: 'malaysia',
    preferred_language: 'tamil',
  });
  ids.A3 = await submitAt(db, '2021-02-14T04:00:00.000Z', {
    full_name: 'Gopal Krishnan',
    email: 'gopal@example.com',
    course_name: 'idc',
    country: 'malaysia',
  });
  // 23:59 on 28 February in Ipoh.
  ids.A4 = await submitAt(db, '2021-02-28T15:59:00.000Z', {
    full_name: 'Sita Ram',
    // A spiritual name as devotees often write it, with its Sanskrit accents.
    spiritual_name: 'Śrīmatī Rādhā Dāsī',
    email: 'Sita.Ram@example.com',
    course_name: 'bhakti-shastri',
    country: 'singapore',
  });
  // 00:00 on 1 March in Ipoh.
  ids.A5 = await submitAt(db, '2021-02-28T16:00:00.000Z', {
    full_name: FORMULA_NAME,
    email: 'formula@example.com',
    phone: '+60 11-111 1111',
    address: '-1+2 Jalan Ipoh',
    testimonial: '@cmd /c calc',
    course_name: 'gita-saram',
    country: 'uk',
  });
  ids.A6 = await submitAt(db, '2021-03-20T04:00:00.000Z', {
    full_name: 'Nanda Kumar',
    email: 'nanda@example.com',
    // Typed the local way.
    phone: '012-987 6543',
    course_name: 'idc',
    country: 'malaysia',
  });
});

afterAll(async () => {
  await stack?.stop();
});

const list = (query: string, headers = admin) =>
  call<ApplicationPage & ErrorShape>(stack.url, 'GET', `/api/admin/applications?${query}`, {
    headers,
  });

const names = (...keys: string[]) => keys.map((key) => ids[key]);
const idsOf = (page: ApplicationPage) => page.items.map((item) => item.id);

const patch = (id: string, body: unknown, headers = admin) =>
  call<ApplicationRecord & ErrorShape>(stack.url, 'PATCH', `/api/admin/applications/${id}`, {
    body,
    headers,
  });

describe('GET /api/admin/applications: filters', () => {
  it('lists a date range newest first, as summaries', async () => {
    const response = await list(RANGE);
    expect(response.status).toBe(200);
    expect(idsOf(response.body)).toEqual(names('A6', 'A5', 'A4', 'A3', 'A2', 'A1'));
    expect(response.body.cursor).toBeNull();
    expect(response.body.items[0]).toEqual({
      id: ids.A6,
      full_name: 'Nanda Kumar',
      spiritual_name: null,
      email: 'nanda@example.com',
      country: 'malaysia',
      course_name: 'idc',
      status: 'new',
      created_at: '2021-03-20T04:00:00.000Z',
      intake: null,
      waitlist: false,
      possible_duplicates: [],
      status_email: null,
    });
  });

  it('filters by course, by country, and by both', async () => {
    expect(idsOf((await list(`${RANGE}&course=idc`)).body)).toEqual(names('A6', 'A3', 'A1'));
    expect(idsOf((await list(`${RANGE}&country=malaysia`)).body)).toEqual(names('A6', 'A3', 'A2'));
    expect(idsOf((await list(`${RANGE}&course=idc&country=malaysia`)).body)).toEqual(
      names('A6', 'A3'),
    );
  });

  it('bounds dates by days in Ipoh (UTC+8), both ends inclusive', async () => {
    const february = await list('from=2021-02-01&to=2021-02-28');
    expect(idsOf(february.body)).toEqual(names('A4', 'A3', 'A2'));
    expect(idsOf((await list('from=2021-03-01&to=2021-03-01')).body)).toEqual(names('A5'));
    expect(idsOf((await list('from=2021-01-31&to=2021-01-31')).body)).toEqual([]);
  });

  it('filters by status', async () => {
    expect((await patch(ids.A3!, { status: 'contacted' })).status).toBe(200);
    expect(idsOf((await list(`${RANGE}&status=contacted`)).body)).toEqual(names('A3'));
    expect(idsOf((await list(`${RANGE}&status=new&course=idc`)).body)).toEqual(names('A6', 'A1'));
  });

  it('treats empty parameters as no filter', async () => {
    expect(idsOf((await list(`${RANGE}&course=&status=&country=&q=`)).body)).toHaveLength(6);
  });

  it('refuses unknown filter values and a backwards range with field messages', async () => {
    const course = await list('course=astrology');
    expect(course.status).toBe(400);
    expect(course.body.error.fields?.course).toBe('Choose a course from the list');
    const backwards = await list('from=2021-03-01&to=2021-02-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields?.to).toBe('The end date must not be before the start date');
    expect((await list('from=2021-02-30')).status).toBe(400);
    expect((await list('limit=0')).status).toBe(400);
    expect((await list('limit=101')).status).toBe(400);
  });
});

describe('GET /api/admin/applications: search', () => {
  it('finds by any part of the name, ignoring case', async () => {
    expect(idsOf((await list(`${RANGE}&q=KRISHNA`)).body)).toEqual(names('A3', 'A1'));
    expect(idsOf((await list(`${RANGE}&q=${encodeURIComponent('  sita ram ')}`)).body)).toEqual(
      names('A4'),
    );
  });

  it('finds by e-mail, ignoring case', async () => {
    expect(idsOf((await list(`${RANGE}&q=sita.ram@EXAMPLE`)).body)).toEqual(names('A4'));
    expect(idsOf((await list(`${RANGE}&q=gopal@`)).body)).toEqual(names('A3'));
  });

  it('finds by phone number, however it is written', async () => {
    for (const typed of ['+60 12-987 6543', '0129876543', '(012) 987-6543', '987 6543']) {
      expect(idsOf((await list(`${RANGE}&q=${encodeURIComponent(typed)}`)).body), typed).toEqual(
        names('A6'),
      );
    }
    expect(idsOf((await list(`${RANGE}&q=${encodeURIComponent('011-111 1111')}`)).body)).toEqual(
      names('A5'),
    );
    // Every other application has the same number: the newest first, A5 and A6 left out.
    expect(idsOf((await list(`${RANGE}&q=${encodeURIComponent('12-345 6789')}`)).body)).toEqual(
      names('A4', 'A3', 'A2', 'A1'),
    );
  });

  it('finds a name with accents typed with them or without', async () => {
    for (const typed of ['radha dasi', 'Rādhā Dāsī', 'SRIMATI', 'śrīmatī rādhā']) {
      expect(idsOf((await list(`${RANGE}&q=${encodeURIComponent(typed)}`)).body), typed).toEqual(
        names('A4'),
      );
    }
  });

  it('finds a name written in Tamil script', async () => {
    const response = await list(`${RANGE}&q=${encodeURIComponent('கிருஷ்ண')}`);
    expect(idsOf(response.body)).toEqual(names('A2'));
    expect(response.body.items[0]!.full_name).toBe(TAMIL_NAME);
  });

  it('combines search with the other filters', async () => {
    expect(idsOf((await list(`${RANGE}&q=krishna&country=india`)).body)).toEqual(names('A1'));
    expect(idsOf((await list(`${RANGE}&q=nobody-has-this`)).body)).toEqual([]);
  });
});

describe('GET /api/admin/applications: paging', () => {
  async function allPages(query: string, limit: number): Promise<string[][]> {
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await list(`${query}&limit=${limit}${suffix}`);
      expect(response.status).toBe(200);
      pages.push(idsOf(response.body));
      cursor = response.body.cursor;
    } while (cursor && pages.length < 10);
    return pages;
  }

  it('walks the range in pages with a cursor, nothing missed or repeated', async () => {
    expect(await allPages(RANGE, 2)).toEqual([
      names('A6', 'A5'),
      names('A4', 'A3'),
      names('A2', 'A1'),
    ]);
    expect(await allPages(RANGE, 4)).toEqual([names('A6', 'A5', 'A4', 'A3'), names('A2', 'A1')]);
  });

  it('fills pages across items the filters drop', async () => {
    expect(await allPages(`${RANGE}&country=malaysia`, 1)).toEqual([
      names('A6'),
      names('A3'),
      names('A2'),
    ]);
  });

  it('refuses a cursor that is not one, or that lies outside the range', async () => {
    const garbage = await list(`${RANGE}&cursor=bm90LWEtY3Vyc29y`);
    expect(garbage.status).toBe(400);
    expect(garbage.body.error).toEqual({
      code: 'invalid_cursor',
      message: 'The page cursor does not belong to this list',
    });
    const page = await list(`${RANGE}&limit=4`);
    const outside = await list(
      `from=2021-03-01&to=2021-03-31&cursor=${encodeURIComponent(page.body.cursor!)}`,
    );
    expect(outside.status).toBe(400);
  });
});

describe('GET /api/admin/applications/export.csv', () => {
  async function exportCsv(query: string, headers = admin) {
    const response = await fetch(`${stack.url}/api/admin/applications/export.csv?${query}`, {
      headers,
    });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it('is UTF-8 with a BOM, a header row and every application of the filter, newest first', async () => {
    const { response, bytes } = await exportCsv(RANGE);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual(APPLICATION_CSV_HEADER);
    expect(rows.slice(1).map((row) => row[0])).toEqual(names('A6', 'A5', 'A4', 'A3', 'A2', 'A1'));
    for (const row of rows) expect(row).toHaveLength(APPLICATION_CSV_HEADER.length);
  });

  it('keeps a Tamil-script name intact, byte for byte', async () => {
    const { bytes } = await exportCsv(`${RANGE}&country=malaysia&course=bhakti-shastri`);
    expect(bytes.includes(Buffer.from(TAMIL_NAME, 'utf8'))).toBe(true);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    const column = (name: string) => APPLICATION_CSV_HEADER.indexOf(name);
    expect(rows).toHaveLength(2);
    expect(rows[1]![column('Full name')]).toBe(TAMIL_NAME);
    expect(rows[1]![column('Preferred language')]).toBe('Tamil');
    expect(rows[1]![column('Country')]).toBe('Malaysia');
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const { bytes } = await exportCsv('from=2021-03-01&to=2021-03-01');
    const [header, row] = parseCsv(bytes.subarray(3).toString('utf8'));
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('Full name')).toBe(`'${FORMULA_NAME}`);
    // Phones are written as constant text: shown as +60 11-111 1111, with no apostrophe.
    expect(cell('Phone number')).toBe('="+60 11-111 1111"');
    expect(cell('Current address')).toBe("'-1+2 Jalan Ipoh");
    expect(cell('Anything else they shared')).toBe("'@cmd /c calc");
    expect(cell('Email address')).toBe('formula@example.com');
    // In the raw bytes, the formula starts with the apostrophe inside its quotes.
    expect(bytes.toString('utf8')).toContain(`"'=HYPERLINK(""http://x.example"",""click"")"`);
  });

  it('applies the filters and refuses callers without a role', async () => {
    const { bytes } = await exportCsv(`${RANGE}&course=idc`, editor);
    expect(
      parseCsv(bytes.subarray(3).toString('utf8'))
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(names('A6', 'A3', 'A1'));
    expect((await exportCsv(RANGE, member)).response.status).toBe(403);
    expect((await exportCsv(RANGE, {})).response.status).toBe(401);
  });
});

describe('GET /api/admin/applications/summary', () => {
  it('counts applications by status, and a new submission adds one to new', async () => {
    const get = () =>
      call<ApplicationStatusCounts>(stack.url, 'GET', '/api/admin/applications/summary', {
        headers: admin,
      });
    const before = (await get()).body;
    expect(Object.keys(before.by_status)).toEqual([
      'new',
      'contacted',
      'accepted',
      'waitlisted',
      'declined',
    ]);
    expect(Object.values(before.by_status).reduce((a, b) => a + b, 0)).toBe(before.total);

    await submitAt(stack.deps.db, '2021-07-01T04:00:00.000Z');
    const after = (await get()).body;
    expect(after.by_status.new).toBe(before.by_status.new + 1);
    expect(after.total).toBe(before.total + 1);
  });

  it('refuses a member without a role on every inbox route', async () => {
    for (const path of ['', '/summary', `/${ids.A1}`]) {
      const response = await call(stack.url, 'GET', `/api/admin/applications${path}`, {
        headers: member,
      });
      expect(response.status).toBe(403);
    }
    expect((await patch(ids.A1!, { status: 'contacted' }, member)).status).toBe(403);
  });
});
