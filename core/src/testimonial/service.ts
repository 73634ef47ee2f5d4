import { auditLog } from '../audit/service';
import type { Db } from '../db/client';
import { createRecordService, type RecordService } from '../db/record-service';
import { testimonialRepository } from './repository';
import type { Testimonial, TestimonialInput } from './schema';

export type TestimonialService = RecordService<TestimonialInput, Testimonial>;

export function testimonialService(db: Db): TestimonialService {
  return createRecordService<TestimonialInput, Testimonial>(testimonialRepository(db), {
    entity: 'testimonial',
    audit: auditLog(db),
  });
}
