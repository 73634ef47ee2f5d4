import * as v from 'valibot';
import { changedFields } from '../audit/diff';
import { createTtlCache, type TtlCache } from '../cache/ttl-cache';
import type { AuditActor } from '../audit/schema';
import { auditLog } from '../audit/service';
import type { Db } from '../db/client';
import type { RestoreResult } from '../db/record-service';
import { ITEM_TYPES, itemKey } from '../db/keys';
import { versionChanges } from '../version/policy';
import type { VersionDetail, VersionSummary } from '../version/schema';
import { versionLog, type VersionLogOptions } from '../version/service';
import { siteSettingRepository } from './repository';
import {
  SETTING_DEFAULTS,
  SETTING_KEYS,
  settingsUpdateSchema,
  toPublicSettings,
  type PublicSettings,
  type SettingKey,
  type SettingsUpdate,
  type SiteSetting,
} from './schema';

/** The settings are versioned as one record, under the audit trail's id for them. */
export const SETTINGS_ENTITY_ID = 'site';

/*
 * Their versions' partition. No setting row is keyed 'site' (SETTING_KEYS), and versions carry
 * no index keys, so the settings list never sees them.
 */
const VERSION_PARTITION = itemKey(ITEM_TYPES.setting, SETTINGS_ENTITY_ID).pk;

/** The settings as one record for their versions: each row's value and description by key. */
function settingsRecord(
  rows: readonly Pick<SiteSetting, 'setting_key' | 'setting_value' | 'description'>[],
): Record<string, { setting_value: unknown; description: string | null }> {
  return Object.fromEntries(
    rows.map((row) => [
      row.setting_key,
      { setting_value: row.setting_value, description: row.description },
    ]),
  );
}

/*
 * The public settings per table client, kept a few seconds: every application reads them for its
 * consent record and every queued e-mail for the institute's name, so a burst of submissions
 * costs one Query, not two each. A save in this process forgets them at once, in every client
 * (the local stack's API and mail consumer share a process, each with a client of its own);
 * another Lambda instance reads a change within the TTL (the form the applicant saw was older
 * still).
 */
const publicSettingsCaches = new WeakMap<Db, { cache: TtlCache<PublicSettings>; saves: number }>();
let savesInThisProcess = 0;

function publicSettingsCache(db: Db): TtlCache<PublicSettings> {
  let entry = publicSettingsCaches.get(db);
  if (!entry) {
    const repository = siteSettingRepository(db);
    const cache = createTtlCache(async () => toPublicSettings(await repository.list()));
    entry = { cache, saves: savesInThisProcess };
    publicSettingsCaches.set(db, entry);
  }
  if (entry.saves !== savesInThisProcess) {
    entry.cache.invalidate();
    entry.saves = savesInThisProcess;
  }
  return entry.cache;
}

export function siteSettingService(
  db: Db,
  clock: () => Date = () => new Date(),
  versionOptions: Omit<VersionLogOptions, 'entity'> = {},
) {
  const repository = siteSettingRepository(db);
  const audit = auditLog(db, clock);
  const versions = versionLog(db, { ...versionOptions, entity: 'settings' });

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

  async function write(
    update: SettingsUpdate,
    actor: AuditActor,
    action: 'update' | 'restore',
  ): Promise<SiteSetting[]> {
    const touched = new Set(update.settings.map((row) => row.setting_key));
    const pick = (rows: SiteSetting[]) =>
      Object.fromEntries(
        rows
          .filter((row) => touched.has(row.setting_key as SettingKey))
          .map((row) => [row.setting_key, row]),
      );
    const stored = await repository.list();
    const before = pick(stored);
    const at = clock();
    const now = at.toISOString();
    // What the rows will read after the save, for the audit entry written with it.
    const after = Object.fromEntries(
      update.settings.map((row) => {
        const previous = before[row.setting_key];
        const description =
          row.description ?? previous?.description ?? SETTING_DEFAULTS[row.setting_key].description;
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
    const writes = update.settings.map((row) =>
      repository.saveWrite(row, SETTING_DEFAULTS[row.setting_key].description, now),
    );
    // Every row as it was is kept when the save changes something (a new version).
    const previous = settingsRecord(stored);
    const next = settingsRecord([
      ...stored.filter((row) => !touched.has(row.setting_key as SettingKey)),
      ...Object.values(after),
    ]);
    const changed = changedFields(previous, next).length > 0;
    if (changed) {
      writes.push(
        versions.setAside(VERSION_PARTITION, SETTINGS_ENTITY_ID, previous, actor, now).write,
      );
    }
    // Every row, the version and the one audit entry in one transaction: all of them or none.
    await audit.recordWith(
      { actor, entity: 'settings', entityId: SETTINGS_ENTITY_ID, action, before, after },
      writes,
    );
    savesInThisProcess += 1;
    if (changed) await versions.prune(VERSION_PARTITION, at);
    return listForAdmin();
  }

  return {
    listForAdmin,

    /**
     * Saves each row (value and description) and answers the full, ordered list. One audit
     * entry holds the rows it touched, before and after, keyed by setting_key; every row as it
     * was is kept as a version of the settings.
     */
    save: (update: SettingsUpdate, actor: AuditActor) => write(update, actor, 'update'),

    /** The versions of the settings, newest first. */
    versions: (): Promise<VersionSummary[]> => versions.list(VERSION_PARTITION),

    /** One version and what restoring it would change; null when there is no such version. */
    async version(versionId: string): Promise<VersionDetail | null> {
      const version = await versions.get(VERSION_PARTITION, versionId);
      if (!version) return null;
      const current = settingsRecord(await repository.list());
      return { ...version, changes: versionChanges(version.record, current, 'settings') };
    },

    /**
     * Saves every row of a version again (rows of keys added since it was saved stay as they
     * are), checked by the rules of a save; a new version and an audit entry (restore) with it.
     */
    async restore(versionId: string, actor: AuditActor): Promise<RestoreResult<SiteSetting[]>> {
      const version = await versions.get(VERSION_PARTITION, versionId);
      if (!version) return { ok: false, reason: 'version_not_found' };
      const current = settingsRecord(await repository.list());
      if (versionChanges(version.record, current, 'settings').length === 0) {
        return { ok: true, record: await listForAdmin(), restored: false };
      }
      const rows = SETTING_KEYS.flatMap((key) => {
        const row = version.record[key] as { setting_value?: unknown; description?: unknown };
        return row && typeof row === 'object'
          ? [
              {
                setting_key: key,
                setting_value: row.setting_value,
                description: row.description ?? null,
              },
            ]
          : [];
      });
      const parsed = v.safeParse(settingsUpdateSchema, { settings: rows });
      if (!parsed.success) {
        return {
          ok: false,
          reason: 'invalid',
          message: parsed.issues[0].message,
          fields: {},
        };
      }
      return { ok: true, record: await write(parsed.output, actor, 'restore'), restored: true };
    },

    /** The public settings object: every key, defaults where nothing is stored (cached 5 s). */
    publicSettings(): Promise<PublicSettings> {
      return publicSettingsCache(db).get();
    },
  };
}

export type SiteSettingService = ReturnType<typeof siteSettingService>;
