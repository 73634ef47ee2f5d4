import { RECORD_ID_RULES, recordId, type RecordKind } from '@institute/core/db/record-id';
import { notFound } from '../../errors';

/** "Team member" → team_member: the record kind whose ID rule the path's id must follow. */
function kindOf(noun: string): RecordKind {
  const kind = noun.toLowerCase().replace(/ /g, '_');
  if (!(kind in RECORD_ID_RULES)) throw new Error(`No ID rule for ${noun}`);
  return kind as RecordKind;
}

/** The path's id in its canonical form; 404 when no record of this kind can have it. */
export function idParam(value: string, noun: string): string {
  const id = recordId(kindOf(noun), value);
  if (!id) throw notFound(noun);
  return id;
}
