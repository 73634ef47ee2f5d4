import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { applicationRepository } from '@institute/core/application/repository';
import { courseRepository } from '@institute/core/course/repository';
import { queryAll } from '@institute/core/db/items';
import { ITEM_TYPES } from '@institute/core/db/keys';
import { INDEXES, PUBLISHED_PARTITION } from '@institute/core/db/table';
import { getPublicHome } from '@institute/core/home/service';
import { rateLimitService } from '@institute/core/rate-limit/service';
import { testimonialService } from '@institute/core/testimonial/service';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';

let stack: LocalStack;
const ACTOR = { sub: 'repository-test', email: null };

beforeAll(async () => {
  stack = await startLocalStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('queryAll', () => {
  it('follows LastEvaluatedKey until every page is read', async () => {
    const input = {
      IndexName: INDEXES.byType.name,
      KeyConditionExpression: '#pk = :type',
      ExpressionAttributeNames: { '#pk': INDEXES.byType.partition },
      ExpressionAttributeValues: { ':type': ITEM_TYPES.course },
    };
    const paged = await queryAll(stack.deps.db, { ...input, Limit: 2 });
    const whole = await queryAll(stack.deps.db, input);
    expect(whole.length).toBeGreaterThanOrEqual(7);
    expect(paged.map((item) => item.id)).toEqual(whole.map((item) => item.id));
  });
});

describe("the applicants' names by id", () => {
  it('reads more ids than one BatchGetItem takes, leaving out those with no application', async () => {
    const applications = applicationRepository(stack.deps.db);
    const [first, second] = await applications.list();
    const ids: string[] = Array.from({ length: 150 }, () => randomUUID());
    ids[10] = first!.id;
    ids[140] = second!.id;
    ids.push(first!.id);
    expect(await applications.fullNames(ids)).toEqual(
      new Map([
        [first!.id, first!.full_name],
        [second!.id, second!.full_name],
      ]),
    );
  });
});

describe('the published index', () => {
  it('holds a record only while it is published', async () => {
    const testimonials = testimonialService(stack.deps.db);
    const made = await testimonials.create(
      {
        name: 'Index check',
        role: null,
        content: 'Published, then draft.',
        rating: 5,
        image_url: null,
        image: null,
        status: 'published',
        sort_order: 99,
        publish_from: null,
        unpublish_after: null,
      },
      ACTOR,
    );
    if (!made.ok) throw new Error(`not created: ${made.reason}`);
    const created = made.record;
    const publishedIds = async () =>
      (
        await queryAll(stack.deps.db, {
          IndexName: INDEXES.published.name,
          KeyConditionExpression: '#pk = :p',
          ExpressionAttributeNames: { '#pk': INDEXES.published.partition },
          ExpressionAttributeValues: { ':p': PUBLISHED_PARTITION },
        })
      ).map((item) => item.id);
    expect(await publishedIds()).toContain(created.id);

    const { id: _id, created_at: _c, updated_at: _u, ...fields } = created;
    await testimonials.update(created.id, { ...fields, status: 'draft' }, ACTOR);
    expect(await publishedIds()).not.toContain(created.id);
    expect((await testimonials.list()).find((t) => t.id === created.id)?.created_at).toBe(
      created.created_at,
    );
  });

  it('reads a legacy level and a missing level as foundational', async () => {
    const courses = courseRepository(stack.deps.db);
    const now = new Date().toISOString();
    const base = {
      description: null,
      duration: null,
      prerequisites: [],
      image_url: null,
      enroll_course: null,
      status: 'published' as const,
      sort_order: 50,
      created_at: now,
      updated_at: now,
      revision: 1,
      publish_from: null,
      unpublish_after: null,
    };
    await courses.createStored({
      ...base,
      id: 'legacy-advanced',
      title: 'Legacy advanced',
      level: 'Advanced',
    });
    await courses.createStored({
      ...base,
      id: 'legacy-unknown',
      title: 'Legacy unknown',
      level: 'Expert',
    });
    const home = await getPublicHome(stack.deps.db);
    const level = (id: string) => home.courses.find((course) => course.id === id)?.level;
    expect(level('legacy-advanced')).toBe('advanced');
    expect(level('legacy-unknown')).toBe('foundational');
  });
});

describe('rate limit counters', () => {
  it('count per client within a window and start again in the next one', async () => {
    let now = Date.parse('2030-01-01T00:00:10.000Z');
    const limiter = rateLimitService(stack.deps.db, () => new Date(now));
    const rule = { bucket: 'test', limit: 2, windowSeconds: 60 };
    expect((await limiter.hit(rule, 'a')).allowed).toBe(true);
    expect((await limiter.hit(rule, 'a')).allowed).toBe(true);
    const third = await limiter.hit(rule, 'a');
    expect(third).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 50 });
    expect((await limiter.hit(rule, 'b')).allowed).toBe(true);
    now += 50_000; // the next window
    expect(await limiter.hit(rule, 'a')).toMatchObject({
      allowed: true,
      remaining: 1,
      retryAfterSeconds: 60,
    });
  });
});
