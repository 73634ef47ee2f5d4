import type { AuditActor } from '../audit/schema';
import { auditLog } from '../audit/service';
import type { Db } from '../db/client';
import { siteSettingRepository } from './repository';
import {
  SETTING_DEFAULTS,
  SETTING_KEYS,
  toPublicSettings,
  type PublicSettings,
  type SettingKey,
  type SettingsUpdate,
  type SiteSetting,
} from './schema';

export function siteSettingService(db: Db, clock: () => Date = () => new Date()) {
  const repository = siteSettingRepository(db);
  const audit = auditLog(db, clock);

  /**
   * The rows the admin edits, ordered by setting_key. Default rows are inserted for keys that
   * have none (on a fresh table: all of them), each with a conditional write so it happens once.
   */
  async function listForAdmin(): Promise<SiteSetting[]> {
    const rows = await repository.list();
    const present = new Set(rows.map((row) => row.setting_key));
    const missing = SETTING_KEYS.filter((key) => !present.has(key));
    if (missing.length === 0) return rows;
    const now = clock().toISOString();
    await Promise.all(
      missing.map((key) =>
        repository.insertIfMissing(
          {
            setting_key: key,
            setting_value: SETTING_DEFAULTS[key].value,
            description: SETTING_DEFAULTS[key].description,
          },
          now,
        ),
      ),
    );
    return repository.list();
  }

  return {
    listForAdmin,

    /**
     * Saves each row (value and description) and answers the full, ordered list. One audit
     * entry holds the rows it touched, before and after, keyed by setting_key.
     */
    async save(update: SettingsUpdate, actor: AuditActor): Promise<SiteSetting[]> {
      const touched = new Set(update.settings.map((row) => row.setting_key));
      const pick = (rows: SiteSetting[]) =>
        Object.fromEntries(
          rows
            .filter((row) => touched.has(row.setting_key as SettingKey))
            .map((row) => [row.setting_key, row]),
        );
      const stored = await repository.list();
      const before = pick(stored);
      const now = clock().toISOString();
      // What the rows will read after the save, for the audit entry written with it.
      const after = Object.fromEntries(
        update.settings.map((row) => {
          const previous = before[row.setting_key];
          const description =
            row.description ??
            previous?.description ??
            SETTING_DEFAULTS[row.setting_key].description;
          const saved: SiteSetting = {
            id: row.setting_key,
            setting_key: row.setting_key,
            setting_value: row.setting_value,
            description,
            created_at: previous?.created_at ?? now,
            updated_at: now,
          };
          return [row.setting_key, saved];
        }),
      );
      // Every row and the one audit entry in one transaction: all of them or none.
      await audit.recordWith(
        { actor, entity: 'settings', entityId: 'site', action: 'update', before, after },
        update.settings.map((row) =>
          repository.saveWrite(row, SETTING_DEFAULTS[row.setting_key].description, now),
        ),
      );
      const rows = await listForAdmin();
      return rows;
    },

    /** The public settings object: every key, defaults where nothing is stored. */
    async publicSettings(): Promise<PublicSettings> {
      return toPublicSettings(await repository.list());
    },
  };
}

export type SiteSettingService = ReturnType<typeof siteSettingService>;
