import type { Db } from '../db/client';
import { applicationRepository } from './repository';
import type { ApplicationRecord, ApplicationSubmission } from './schema';

export interface SubmitResult {
  id: string;
  /** false when the id was already stored: a retry answered with the same success. */
  created: boolean;
}

export function applicationService(db: Db, clock: () => Date = () => new Date()) {
  const repository = applicationRepository(db);
  return {
    /**
     * Stores a validated application exactly once. The client made the id, so a retry of the
     * same submission finds it taken and gets the same answer, without a second record.
     */
    async submit(submission: ApplicationSubmission): Promise<SubmitResult> {
      const now = clock().toISOString();
      const record: ApplicationRecord = {
        ...submission,
        status: 'new',
        created_at: now,
        updated_at: now,
      };
      const created = await repository.create(record);
      return { id: submission.id, created };
    },

    /** Whether an application with this id is already stored. */
    exists: (id: string) => repository.exists(id),
    get: (id: string) => repository.get(id),
    list: () => repository.list(),
    count: () => repository.count(),
  };
}

export type ApplicationService = ReturnType<typeof applicationService>;
