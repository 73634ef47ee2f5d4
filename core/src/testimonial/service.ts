import { auditLog } from '../audit/service';
import type { Db } from '../db/client';
import { versionLog } from '../version/service';
import { createOrderedRecordService, type OrderedRecordService } from '../db/record-move';
import { testimonialRepository } from './repository';
import type { Testimonial, TestimonialInput } from './schema';

export type TestimonialService = OrderedRecordService<TestimonialInput, Testimonial>;

export function testimonialService(db: Db, clock?: () => Date): TestimonialService {
  return createOrderedRecordService<TestimonialInput, Testimonial>(testimonialRepository(db), {
    entity: 'testimonial',
    audit: auditLog(db, clock),
    versions: versionLog(db, { entity: 'testimonial' }),
    clock,
  });
}
