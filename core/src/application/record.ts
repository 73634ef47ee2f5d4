import type { StatusEmailRecord } from '../status-email/service';
import type { ConsentRecord } from './consent';
import { ApplicationPayload } from './schema';
import { ApplicationHistoryEntry, ApplicationNotifications, ApplicationStatus } from './status';

/** A stored application. */
export type ApplicationRecord = Omit<ApplicationPayload, 'preferred_contact'> & {
  /** Absent on applications from before the form asked for it. */
  preferred_contact?: ApplicationPayload['preferred_contact'];
  id: string;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
  /** Staff only; never shown to the applicant. */
  notes?: string | null;
  /** Oldest first. */
  history?: ApplicationHistoryEntry[];
  /** Set once the new-application e-mails were tried; absent on older records. */
  notifications?: ApplicationNotifications;
  /** Status e-mails staff sent, by id (the history names them); absent before the first. */
  status_emails?: Record<string, StatusEmailRecord>;
  /** What the applicant agreed to (absent on applications from before consent was asked). */
  consent?: ConsentRecord;
  /** The intake a course card named, and whether the applicant joined its waitlist. */
  intake?: string;
  intake_course_id?: string;
  waitlist?: boolean;
  /** Other applications for the same course with the same e-mail, or name and birth date. */
  possible_duplicates?: string[];
  /** When the personal fields were cleared (retention or erasure); absent while they are held. */
  anonymised_at?: string;
};
