import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '#common/constants/categories.ts';
import { GOVERNORATE_IDS } from '#common/constants/governorates.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { seedReferenceData } from './seed-reference-data.ts';

describe('seeded communities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has one approved community per category and per governorate, named and described in both languages', async () => {
    const rows = await t.ctx.database.db.selectFrom('communities').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(CATEGORY_IDS.length + GOVERNORATE_IDS.length);
    expect(rows.filter((row) => row.kind === 'sector').map((row) => row.category_id).sort()).toEqual([...CATEGORY_IDS].sort());
    expect(rows.filter((row) => row.kind === 'region').map((row) => row.governorate).sort()).toEqual([...GOVERNORATE_IDS].sort());
    for (const row of rows) {
      expect(row.status).toBe('approved');
      expect(row.name_ar).toMatch(/[\u0600-\u06ff]/);
      expect(row.description_ar).toMatch(/[\u0600-\u06ff]/);
      expect(row.name_en).toMatch(/^[A-Z]/);
      expect(row.description_en.length).toBeGreaterThan(40);
    }
  });

  it('serves every cover as WebP', async () => {
    const rows = await t.ctx.database.db.selectFrom('communities').select('image_url').execute();
    for (const row of rows) {
      const response = await t.app.request(new URL(row.image_url!, 'http://localhost').pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('adds nothing on a second run', async () => {
    expect((await seedReferenceData(t.ctx)).communities).toBe(0);
  });
});
