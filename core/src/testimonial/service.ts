import type { Db } from '../db/client';
import { createOrderedRecordService, type OrderedRecordService } from '../db/record-move';
import { testimonialRepository } from './repository';
import type { Testimonial, TestimonialInput } from './schema';

export type TestimonialService = OrderedRecordService<TestimonialInput, Testimonial>;

export const testimonialService = (db: Db, clock?: () => Date): TestimonialService =>
  createOrderedRecordService(testimonialRepository(db), { db, entity: 'testimonial', clock });
