import {
  instituteLocalToIso,
  isoToInstituteLocal,
} from '@institute/core/calendar/institute-local-time';

/*
 * The publish window in the admin forms (docs/decisions/047): typed and shown in Malaysia time in
 * datetime-local fields, sent as ISO UTC. Blank is no limit.
 */

export interface ScheduleForm {
  publishFrom: string;
  unpublishAfter: string;
}

export const EMPTY_SCHEDULE: ScheduleForm = { publishFrom: '', unpublishAfter: '' };

export const scheduleToForm = (record: {
  publish_from: string | null;
  unpublish_after: string | null;
}): ScheduleForm => ({
  publishFrom: isoToInstituteLocal(record.publish_from),
  unpublishAfter: isoToInstituteLocal(record.unpublish_after),
});

export const scheduleToInput = (values: ScheduleForm) => ({
  publish_from: instituteLocalToIso(values.publishFrom),
  unpublish_after: instituteLocalToIso(values.unpublishAfter),
});
