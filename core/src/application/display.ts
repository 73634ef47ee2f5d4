import { formatInstituteDay } from '../calendar/format';
import { CHOICE_OPTIONS, labelFor, type ChoiceField } from './choices';
import { APPLICATION_FIELDS, type ApplicationField } from './fields';
import { STEP_FIELDS, STEP_TITLES } from './steps';
import { type ApplicationRecord } from './record';
import { statusLabel, type ApplicationHistoryEntry } from './status';

/*
 * An application as staff read it: every field under a readable name with its value in words
 * (choice labels, not stored codes). The detail page and the CSV export both use this, so they
 * always show the same things the same way.
 */

/** Staff-facing names of the applicant's answers (short forms of the wizard's questions). */
export const APPLICATION_FIELD_LABELS: Record<ApplicationField, string> = {
  full_name: 'Full name',
  spiritual_name: 'Spiritual name',
  email: 'Email address',
  phone: 'Phone number',
  preferred_contact: 'Preferred contact channel',
  date_of_birth: 'Date of birth',
  gender: 'Gender',
  address: 'Current address',
  country: 'Country',
  iskcon_status: 'ISKCON affiliation status',
  iskcon_status_other: 'ISKCON status (other)',
  years_of_practice: 'Years of practice',
  initiated: 'Initiated',
  spiritual_master: 'Spiritual master',
  prior_courses: 'Prior courses completed',
  other_prior_course: 'Prior course (other)',
  course_name: 'Course',
  preferred_language: 'Preferred language',
  other_language: 'Preferred language (other)',
  preferred_schedule: 'Preferred schedule',
  completed_prerequisites: 'Completed prerequisites',
  special_assistance: 'Special assistance',
  other_special_assistance: 'Special assistance (other)',
  technology_access: 'Technology access',
  study_materials: 'Study materials',
  referral_source: 'How they heard about us',
  other_referral_source: 'How they heard about us (other)',
  testimonial: 'Anything else they shared',
};

export interface DetailRow {
  /** The stored (snake_case) name. */
  field: string;
  label: string;
  /** In words; '' when not answered. */
  value: string;
}

export interface DetailSection {
  title: string;
  rows: DetailRow[];
}

const isChoiceField = (field: ApplicationField): field is ChoiceField => field in CHOICE_OPTIONS;

/** The readable value of one answer. */
export function displayValue(field: ApplicationField, record: ApplicationRecord): string {
  const kind = APPLICATION_FIELDS[field];
  const raw = (record as unknown as Record<string, unknown>)[field];
  if (raw === null || raw === undefined) return '';
  if (kind === 'list' && Array.isArray(raw)) {
    return raw
      .map((value) => (isChoiceField(field) ? labelFor(field, String(value)) : String(value)))
      .join('; ');
  }
  // A calendar day, not a moment: written as the day itself, in the admin area's one format.
  if (kind === 'date') return formatInstituteDay(String(raw).slice(0, 10));
  if (isChoiceField(field)) return labelFor(field, String(raw));
  return String(raw);
}

function row(field: ApplicationField, record: ApplicationRecord): DetailRow {
  return {
    field,
    label: APPLICATION_FIELD_LABELS[field],
    value: displayValue(field, record),
  };
}

/** Every answer, grouped by the wizard step that asked it, plus how the course is given. */
export function applicationDetailSections(record: ApplicationRecord): DetailSection[] {
  return STEP_TITLES.map((title, index) => {
    const rows = STEP_FIELDS[index]!.map((field) => row(field, record));
    if (title === 'Course Selection') {
      rows.push({ field: 'course_format', label: 'Course format', value: 'Online' });
    }
    return { title, rows };
  });
}

/** How staff see an applicant whose personal details were erased (retention or a request). */
export const ERASED_APPLICANT = 'Applicant (details erased)';

/** The applicant's name, or a label saying it was erased: a link or heading never goes blank. */
export const applicantName = (record: { full_name: string }): string =>
  record.full_name.trim() || ERASED_APPLICANT;

/**
 * One history entry in a sentence: "New → Contacted by a@example.com", "Details corrected: Phone
 * number by a@example.com" (the fields' names only; their values are not kept).
 */
export function describeHistoryEntry(
  entry: ApplicationHistoryEntry,
  record?: Pick<ApplicationRecord, 'status_emails'>,
): string {
  const who = entry.by.email || entry.by.sub;
  if (entry.kind === 'status')
    return `${statusLabel(entry.from)} → ${statusLabel(entry.to)} by ${who}`;
  if (entry.kind === 'reopen') {
    return `Decision reopened (${statusLabel(entry.from)} → ${statusLabel(entry.to)}) by ${who}`;
  }
  if (entry.kind === 'email') {
    const email = record?.status_emails?.[entry.email_id];
    const what = `${statusLabel(entry.status)} e-mail`;
    const how =
      email?.delivery === 'sent' ? 'sent' : email?.delivery === 'failed' ? 'not sent' : 'queued';
    return `${what} ${how}${email ? `: "${email.subject}"` : ''} by ${who}`;
  }
  if (entry.kind === 'correction') {
    const fields = entry.fields.map((field) => APPLICATION_FIELD_LABELS[field] ?? field);
    return `Details corrected: ${fields.join(', ')} by ${who}`;
  }
  return `Notes edited by ${who}`;
}

/**
 * What staff need to know about the new-application e-mails: one sentence per message that
 * could not be sent (none when both went, or for applications older than the e-mails).
 */
export function notificationProblems(record: Pick<ApplicationRecord, 'notifications'>): string[] {
  const notifications = record.notifications ?? {};
  const problems: string[] = [];
  if (notifications.applicant?.status === 'failed') {
    problems.push(
      'The confirmation e-mail to the applicant could not be sent, so they have not heard from us yet. Please contact them directly.',
    );
  }
  if (notifications.institute?.status === 'failed') {
    problems.push(
      'The e-mail about this application to the institute’s contact address could not be sent.',
    );
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// CSV export

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and the tab or carriage return some
 * spreadsheets skip before one) gets a leading apostrophe, so it is shown as text.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Only the characters a phone number is written with: nothing a formula could call or refer to. */
const PHONE_CHARACTERS = /^[0-9+()\-. /]+$/;

/**
 * A phone number as a spreadsheet should show it: text, with its "+" and leading zeros, and no
 * visible apostrophe. A number made only of phone characters becomes the constant text formula
 * ="+60 12-345 6789", which every spreadsheet shows as +60 12-345 6789 and which can call
 * nothing; anything else is neutralised like every other cell. See docs/decisions/030.
 */
export function phoneCell(value: string): string {
  return PHONE_CHARACTERS.test(value) ? `="${value}"` : neutraliseCell(value);
}

const ORDERED_FIELDS = STEP_FIELDS.flat() as ApplicationField[];

export const APPLICATION_CSV_HEADER: readonly string[] = [
  'Application ID',
  'Submitted (UTC)',
  'Status',
  ...ORDERED_FIELDS.flatMap((field) =>
    field === 'preferred_schedule'
      ? [APPLICATION_FIELD_LABELS[field], 'Course format']
      : [APPLICATION_FIELD_LABELS[field]],
  ),
  'Internal notes',
  'Last updated (UTC)',
  'History',
];

/** The header and one row per application; every cell already neutralised, phones as text. */
export function applicationCsvRows(records: readonly ApplicationRecord[]): string[][] {
  const safe = neutraliseCell;
  const rows = records.map((record) => [
    safe(record.id),
    safe(record.created_at),
    safe(statusLabel(record.status)),
    ...ORDERED_FIELDS.flatMap((field) => {
      const value = displayValue(field, record);
      if (field === 'phone') return [phoneCell(value)];
      return field === 'preferred_schedule' ? [safe(value), 'Online'] : [safe(value)];
    }),
    safe(record.notes ?? ''),
    safe(record.updated_at),
    safe(
      (record.history ?? [])
        .map((entry) => `${entry.at} ${describeHistoryEntry(entry, record)}`)
        .join('\n'),
    ),
  ]);
  return [APPLICATION_CSV_HEADER.map(safe), ...rows];
}
