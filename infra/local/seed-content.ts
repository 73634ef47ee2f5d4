import type { Db } from '@institute/core/db/client';

/** Sample content: replaced by the domain's seed once the entities exist. */
export async function seedContent(_db: Db): Promise<void> {}
