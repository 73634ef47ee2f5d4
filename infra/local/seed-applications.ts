import { seedId } from './seed-id';
import { applicationRepository } from '@institute/core/application/repository';
import { type Country, type CourseName } from '@institute/core/application/choices';
import { type ApplicationRecord } from '@institute/core/application/record';
import {
  STATUS_TRANSITIONS,
  type ApplicationHistoryEntry,
  type ApplicationStatus,
} from '@institute/core/application/status';
import { addDays, dayStartUtc, instituteDayOf } from '@institute/core/calendar/institute-day';
import type { Db } from '@institute/core/db/client';
import { statusEmailService, type StatusEmailRecord } from '@institute/core/status-email/service';
import {
  isEmailStatus,
  type EmailStatus,
  type RenderedStatusEmail,
} from '@institute/core/status-email/template';
import { registerClickRepository } from '@institute/core/register-click/repository';

export interface SeedApplication {
  full_name: string;
  spiritual_name?: string;
  email: string;
  country: Country;
  course_name: CourseName;
  status: ApplicationStatus;
  /** Institute days before the day the seed runs (all in the past, so "today" stays empty). */
  daysAgo: number;
  preferred_language?: 'english' | 'tamil';
  /** false: staff moved the status on but have not e-mailed the applicant yet (the inbox says). */
  emailed?: false;
}

/**
 * A dozen applications across courses, countries, statuses and the last eight weeks, one with a
 * name in Tamil script. Dates are relative to the first start, so the analytics page's default
 * range (the last twelve weeks) shows them all. Each status change was followed by its e-mail,
 * but for one applicant still waiting to hear.
 */
export const SEED_APPLICATIONS: readonly SeedApplication[] = [
  {
    full_name: 'ராதா கிருஷ்ணன்',
    email: 'radha.tamil@example.com',
    country: 'malaysia',
    course_name: 'bhakti-shastri',
    status: 'new',
    daysAgo: 2,
    preferred_language: 'tamil',
  },
  {
    full_name: 'Arjun Menon',
    email: 'arjun.menon@example.com',
    country: 'india',
    course_name: 'idc',
    status: 'contacted',
    daysAgo: 5,
    emailed: false,
  },
  {
    full_name: 'Priya Raman',
    email: 'priya.raman@example.com',
    country: 'singapore',
    course_name: 'gita-saram',
    status: 'accepted',
    daysAgo: 9,
  },
  {
    full_name: 'John Carter',
    spiritual_name: 'Govinda Das',
    email: 'john.carter@example.com',
    country: 'usa',
    course_name: 'bhakti-vaibhava',
    status: 'waitlisted',
    daysAgo: 12,
  },
  {
    full_name: 'Emily Watson',
    email: 'emily.watson@example.com',
    country: 'uk',
    course_name: 'gita-rahasya',
    status: 'declined',
    daysAgo: 16,
  },
  {
    full_name: 'Kavitha Subramaniam',
    email: 'kavitha.s@example.com',
    country: 'malaysia',
    course_name: 'bhakti-shastri',
    status: 'contacted',
    daysAgo: 20,
    preferred_language: 'tamil',
  },
  {
    full_name: 'Meera Pillai',
    email: 'meera.pillai@example.com',
    country: 'australia',
    course_name: 'deity-worship',
    status: 'new',
    daysAgo: 24,
  },
  {
    full_name: 'Ravi Chandran',
    email: 'ravi.chandran@example.com',
    country: 'malaysia',
    course_name: 'idc',
    status: 'accepted',
    daysAgo: 30,
  },
  {
    full_name: 'Lakshmi Devi',
    email: 'lakshmi.devi@example.com',
    country: 'india',
    course_name: 'culture-etiquette',
    status: 'new',
    daysAgo: 35,
  },
  {
    full_name: 'Tan Wei Ming',
    email: 'tan.weiming@example.com',
    country: 'malaysia',
    course_name: 'audiobook',
    status: 'contacted',
    daysAgo: 41,
  },
  {
    full_name: 'Daniel Lim',
    email: 'daniel.lim@example.com',
    country: 'singapore',
    course_name: 'bhakti-shastri',
    status: 'waitlisted',
    daysAgo: 48,
  },
  {
    full_name: 'Ananya Iyer',
    email: 'ananya.iyer@example.com',
    country: 'malaysia',
    course_name: 'gita-saram',
    status: 'new',
    daysAgo: 55,
  },
];

/** Register Now clicks per course, spread over the same weeks (the conversion figures). */
export const SEED_REGISTER_CLICKS: readonly {
  course: CourseName;
  daysAgo: number;
  clicks: number;
}[] = [
  { course: 'bhakti-shastri', daysAgo: 3, clicks: 4 },
  { course: 'bhakti-shastri', daysAgo: 21, clicks: 3 },
  { course: 'idc', daysAgo: 6, clicks: 4 },
  { course: 'gita-saram', daysAgo: 10, clicks: 3 },
  { course: 'gita-saram', daysAgo: 56, clicks: 2 },
  { course: 'bhakti-vaibhava', daysAgo: 13, clicks: 2 },
];

const SEED_ACTOR = { sub: 'seed', email: 'admin@example.com' };
const HOUR = 60 * 60 * 1000;

/** The path through the workflow that ends at `status` (new -> contacted -> ...). */
function pathTo(status: ApplicationStatus): ApplicationStatus[] {
  if (status === 'new') return ['new'];
  if (status === 'contacted') return ['new', 'contacted'];
  return ['new', 'contacted', status];
}

function toRecord(seed: SeedApplication, today: string): ApplicationRecord {
  // Noon in Ipoh on the chosen day.
  const created = Date.parse(dayStartUtc(addDays(today, -seed.daysAgo))) + 12 * HOUR;
  const steps = pathTo(seed.status);
  const history: ApplicationHistoryEntry[] = steps.slice(1).map((to, index) => {
    const from = steps[index]!;
    if (!STATUS_TRANSITIONS[from].includes(to))
      throw new Error(`Seed path ${from} -> ${to} is not allowed`);
    return {
      kind: 'status',
      from,
      to,
      at: new Date(created + (index + 1) * 3 * HOUR).toISOString(),
      by: SEED_ACTOR,
    };
  });
  const createdAt = new Date(created).toISOString();
  return {
    id: seedId('institute-seed-application', seed.email),
    full_name: seed.full_name,
    spiritual_name: seed.spiritual_name ?? null,
    email: seed.email,
    phone: '+60 12-345 6789',
    date_of_birth: '1990-06-15T00:00:00.000Z',
    gender: 'prefer-not-to-say',
    address: '12 Jalan Sultan Idris Shah, Ipoh, Perak',
    country: seed.country,
    iskcon_status: 'regular-attendee',
    iskcon_status_other: null,
    years_of_practice: '1-3',
    initiated: 'aspiring',
    spiritual_master: null,
    prior_courses: [],
    other_prior_course: null,
    course_name: seed.course_name,
    preferred_language: seed.preferred_language ?? 'english',
    other_language: null,
    preferred_schedule: 'weekends',
    course_format: 'online',
    completed_prerequisites: 'yes',
    special_assistance: [],
    other_special_assistance: null,
    technology_access: ['internet', 'device'],
    study_materials: 'need-guidance',
    referral_source: 'iskcon-temple',
    other_referral_source: null,
    testimonial: null,
    status: seed.status,
    notes: null,
    history,
    created_at: createdAt,
    updated_at: history.at(-1)?.at ?? createdAt,
  };
}

/**
 * The record with the e-mail of each status it passed through, sent an hour after the change
 * and rendered from the stored templates as staff would have sent it.
 */
async function withStatusEmails(
  record: ApplicationRecord,
  render: (record: ApplicationRecord, status: EmailStatus) => Promise<RenderedStatusEmail>,
): Promise<ApplicationRecord> {
  const history: ApplicationHistoryEntry[] = [];
  const emails: Record<string, StatusEmailRecord> = {};
  for (const entry of record.history ?? []) {
    history.push(entry);
    if (entry.kind !== 'status' || !isEmailStatus(entry.to)) continue;
    const at = new Date(Date.parse(entry.at) + HOUR).toISOString();
    const id = seedId('institute-seed-application', `${record.email}:${entry.to}`);
    emails[id] = {
      id,
      ...(await render(record, entry.to)),
      to: record.email,
      queued_at: at,
      delivery: 'sent',
      sent_at: at,
    };
    history.push({ kind: 'email', status: entry.to, email_id: id, at, by: SEED_ACTOR });
  }
  return {
    ...record,
    history,
    status_emails: emails,
    updated_at: history.at(-1)?.at ?? record.updated_at,
  };
}

/** Sample applications and click counters, only into a table that has no applications yet. */
export async function seedApplications(db: Db, now: Date = new Date()): Promise<void> {
  const applications = applicationRepository(db);
  if (await applications.hasAny()) return;
  const today = instituteDayOf(now);
  const clicks = registerClickRepository(db);
  const { render } = statusEmailService(db);
  const records = await Promise.all(
    SEED_APPLICATIONS.map((seed) => {
      const record = toRecord(seed, today);
      return seed.emailed === false ? record : withStatusEmails(record, render);
    }),
  );
  await Promise.all([
    ...records.map((record) => applications.create(record)),
    ...SEED_REGISTER_CLICKS.map((row) =>
      clicks.add(addDays(today, -row.daysAgo), row.course, row.clicks),
    ),
  ]);
}
