/**
 * What a data export says about itself (decision 037): a staff member's id never appears in it
 * (the balance was asked by "staff"), and a stored file that cannot be read is listed as missing
 * in README.txt and files.json instead of being passed off as a complete, empty file.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { unzip } from '../support/unzip.ts';
import { api, baseUrl, newUser } from '../support/api.ts';
import { apply } from '../support/applications.ts';
import { upload } from '../support/uploads.ts';
import { photo } from '../support/file-fixtures.ts';


describe('a data export', () => {
  it('names no staff member, and lists an unreadable stored file as missing', async () => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const created = await apply({ email: `honest-${tag}@test.atelier.local`, formula: 'essentiel' });
    expect(created.status, created.text).toBe(201);
    const token = created.body.token as string;
    const paid = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_hon_${tag}` }, token });
    expect(paid.status, paid.text).toBe(200);
    const staff = await newUser({ role: 'responsable' });
    expect((await api(`/api/candidatures/${created.body.id}/balance`, { method: 'POST', token: staff.token })).status).toBe(201);

    const kept = await upload({ type: 'gallery', file: await photo('png', 120, 90), filename: 'kept.png' }, { token });
    const lost = await upload({ type: 'gallery', file: await photo('png', 130, 90), filename: 'lost.png' }, { token });
    expect([kept.status, lost.status]).toEqual([201, 201]);
    // The stored object of one photo is gone from the disk (a restore that missed it, a disk fault).
    rmSync(join(inject('dataDir'), 'uploads', 'gallery', created.body.user.id), { recursive: true, force: true });
    const keptAgain = await upload({ type: 'gallery', file: await photo('png', 140, 90), filename: 'kept.png' }, { token });
    expect(keptAgain.status).toBe(201);

    const asked = await api('/api/my-data/export', { method: 'POST', token });
    expect(asked.status, asked.text).toBe(202);
    const deadline = Date.now() + 30_000;
    let status = '';
    while (status !== 'prete') {
      if (Date.now() > deadline) throw new Error(`export not ready (${status})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await api('/api/my-data/export', { token })).body.export?.status ?? '';
    }
    const res = await fetch(`${baseUrl()}/api/my-data/export/${asked.body.export.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    const all = [...entries.values()].map((b) => b.toString('latin1')).join('\n');
    expect(all).not.toContain(staff.user.id);
    const applications = JSON.parse(entries.get('applications.json')!.toString('utf8')) as { balanceRequestedBy: unknown }[];
    expect(applications[0]!.balanceRequestedBy).toBe('staff');

    const files = JSON.parse(entries.get('files.json')!.toString('utf8')) as { id: string; missing: boolean }[];
    const byId = new Map(files.map((f) => [f.id, f.missing]));
    expect([byId.get(kept.body.id), byId.get(lost.body.id), byId.get(keptAgain.body.id)]).toEqual([true, true, false]);
    const readme = entries.get('README.txt')!.toString('utf8');
    const [listed, missing] = readme.split(/Fichiers manquants \(2\)/);
    expect(missing).toContain(`files/gallery/${lost.body.id}.webp`);
    expect(missing).toContain(`files/gallery/${kept.body.id}.webp`);
    expect(listed).toContain(`files/gallery/${keptAgain.body.id}.webp`);
    expect(entries.has(`files/gallery/${lost.body.id}.webp`)).toBe(false);
    expect(entries.get(`files/gallery/${keptAgain.body.id}.webp`)!.length).toBeGreaterThan(0);
  }, 90_000);
});
