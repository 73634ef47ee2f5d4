import { emptyAnswers, type ApplicationAnswerValues } from '@institute/core/application/schema';
import { newId } from '../../../lib/new-id';

/** The unfinished application kept in this browser until it is submitted or reset. */
export interface EnrollDraft {
  /** Sent with the application so a retried submission is stored once. */
  id: string;
  values: ApplicationAnswerValues;
  step: number;
}

/** A draft holds personal data on a possibly shared device: it is dropped 30 days after its last save. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export const DRAFT_KEY = 'enroll-draft-v2';
/** Drafts saved before the form took the API's field names (camelCase, e.g. fullName). */
export const LEGACY_DRAFT_KEY = 'enroll-draft-v1';
const STEP_COUNT = 6;

/** Keeps only known fields with the right kind of value, so an old or edited draft cannot break the form. */
export function sanitizeValues(raw: unknown): ApplicationAnswerValues {
  const values: ApplicationAnswerValues = { ...emptyAnswers };
  if (!raw || typeof raw !== 'object') return values;
  const source = raw as Record<string, unknown>;
  for (const key of Object.keys(emptyAnswers) as (keyof ApplicationAnswerValues)[]) {
    const empty = emptyAnswers[key];
    const value = source[key];
    if (Array.isArray(empty)) {
      if (Array.isArray(value)) {
        (values[key] as string[]) = value.filter(
          (item): item is string => typeof item === 'string',
        );
      }
    } else if (typeof value === 'string') {
      (values[key] as string) = value;
    }
  }
  return values;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked (private mode, settings)
  }
}

/** fullName -> full_name: every old form name was its field's name in camelCase. */
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Moves a draft saved under the old key, with the old camelCase names, to the current key and
 * names, once: the old key is removed, so later reads find only the new one.
 */
function migrateLegacyDraft(store: Storage): string | null {
  const legacy = store.getItem(LEGACY_DRAFT_KEY);
  if (!legacy) return null;
  store.removeItem(LEGACY_DRAFT_KEY);
  try {
    const parsed = JSON.parse(legacy) as { values?: unknown };
    if (parsed.values && typeof parsed.values === 'object') {
      parsed.values = Object.fromEntries(
        Object.entries(parsed.values).map(([key, value]) => [snakeCase(key), value]),
      );
    }
    const migrated = JSON.stringify(parsed);
    store.setItem(DRAFT_KEY, migrated);
    return migrated;
  } catch {
    return null; // unreadable: dropped, as an unreadable current draft would be
  }
}

export function loadDraft(now: Date = new Date()): EnrollDraft | undefined {
  const store = storage();
  if (!store) return undefined;
  const raw = store.getItem(DRAFT_KEY) ?? migrateLegacyDraft(store);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<EnrollDraft> & { saved_at?: unknown };
    const savedAt = typeof parsed.saved_at === 'string' ? Date.parse(parsed.saved_at) : NaN;
    // No date (an older draft) or an old one: forget it.
    if (Number.isNaN(savedAt) || now.getTime() - savedAt > DRAFT_MAX_AGE_MS) {
      clearDraft();
      return undefined;
    }
    const id =
      typeof parsed.id === 'string' && /^[0-9a-f-]{36}$/i.test(parsed.id) ? parsed.id : newId();
    const step =
      typeof parsed.step === 'number' && Number.isInteger(parsed.step)
        ? Math.min(Math.max(parsed.step, 0), STEP_COUNT - 1)
        : 0;
    return { id, values: sanitizeValues(parsed.values), step };
  } catch {
    return undefined;
  }
}

export function saveDraft(draft: EnrollDraft, now: Date = new Date()): void {
  try {
    // Only the answers: consent is given afresh when submitting, never restored.
    const stored = {
      id: draft.id,
      step: draft.step,
      values: sanitizeValues(draft.values),
      saved_at: now.toISOString(),
    };
    storage()?.setItem(DRAFT_KEY, JSON.stringify(stored));
  } catch {
    // Full or blocked storage: the form still works, only without a saved draft.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}

/** True when the values hold anything the person typed or chose. */
export function hasAnswers(values: ApplicationAnswerValues): boolean {
  // The answers only: the form's values also carry the consent checkboxes.
  return (Object.keys(emptyAnswers) as (keyof ApplicationAnswerValues)[]).some((key) => {
    const value = values[key];
    return Array.isArray(value) ? value.length > 0 : value.trim() !== '';
  });
}
