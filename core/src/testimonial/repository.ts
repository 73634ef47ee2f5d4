import type { Db } from '../db/client';
import { ITEM_TYPES } from '../db/keys';
import { padSortOrder } from '../db/sort-order';
import { createRecordRepository, type RecordRepository } from '../db/record-repository';
import { testimonialRecordSchema, type Testimonial } from './schema';

export function testimonialRepository(db: Db): RecordRepository<Testimonial> {
  return createRecordRepository<Testimonial>(db, {
    type: ITEM_TYPES.testimonial,
    schema: testimonialRecordSchema,
    orderOf: (testimonial) => padSortOrder(testimonial.sort_order),
  });
}
