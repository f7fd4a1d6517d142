/**
 * Helpers of the card-page end-to-end tests: choosing cards through the real API and filling the
 * generated answers form the way a person does (typing tags with Enter, adding colours).
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './api.ts';

export interface Field {
  key: string;
  label: string;
  type: 'text' | 'number' | 'boolean' | 'tags' | 'color_list';
  options?: string[];
  required?: boolean;
  show_if?: { field: string; equals: unknown };
}

export interface CardInfo {
  id: string;
  slug: string;
  domain: string | null;
  fields: Field[];
  checklist: { id: string; label: string; requires_proof: boolean }[];
}

export const FIELD_TYPES = ['text', 'number', 'boolean', 'tags', 'color_list'] as const;

export async function loadCatalogue(token: string): Promise<CardInfo[]> {
  const list = await api<{ slug: string }[]>('/api/cards', { token });
  expect(list.status).toBe(200);
  return Promise.all(
    list.body.map(async ({ slug }) => {
      const res = await api(`/api/cards/${slug}`, { token });
      expect(res.status).toBe(200);
      return { id: res.body.id, slug, domain: res.body.domain, fields: res.body.guide.renseignements?.fields ?? [], checklist: res.body.guide.checklist ?? [] };
    }),
  );
}

export const typesOf = (card: CardInfo): Set<string> => new Set(card.fields.map((f) => f.type));

/** Fills every field of the card page in order, returns the keys of fields that appeared on a toggle. */
export async function fillAllFields(page: Page, card: CardInfo): Promise<string[]> {
  const values: Record<string, unknown> = {};
  const appeared: string[] = [];
  const visible = (f: Field): boolean => {
    if (!f.show_if) return true;
    const parent = card.fields.find((p) => p.key === f.show_if!.field);
    const value = values[f.show_if.field] ?? (parent?.type === 'boolean' ? false : undefined);
    return (!parent || visible(parent)) && value === f.show_if.equals;
  };
  for (const field of card.fields) {
    if (!visible(field)) {
      await expect.poll(() => page.locator(`[data-field="${field.key}"]`).count()).toBe(0);
      continue;
    }
    const box = page.locator(`[data-field="${field.key}"]`);
    const input = page.locator(`#field-${field.key}`);
    switch (field.type) {
      case 'text':
        if (field.options?.length) {
          await input.selectOption(field.options[0]!);
          values[field.key] = field.options[0];
        } else {
          await input.fill(`Réponse ${field.key}`);
          values[field.key] = `Réponse ${field.key}`;
        }
        break;
      case 'number':
        await input.fill('4');
        values[field.key] = 4;
        break;
      case 'boolean': {
        const dependents = card.fields.filter((f) => f.show_if?.field === field.key && f.show_if.equals === true);
        for (const d of dependents) expect(await page.locator(`[data-field="${d.key}"]`).count()).toBe(0);
        await input.check();
        values[field.key] = true;
        for (const d of dependents) {
          await page.locator(`[data-field="${d.key}"]`).waitFor();
          appeared.push(d.key);
        }
        break;
      }
      case 'tags': {
        const tags = field.options?.length ? field.options.slice(0, 2) : ['salon', 'marché'];
        for (const tag of tags) {
          await input.click();
          await page.keyboard.type(tag);
          await page.keyboard.press('Enter');
        }
        for (const tag of tags) await box.getByRole('button', { name: new RegExp(tag) }).waitFor();
        values[field.key] = tags;
        break;
      }
      case 'color_list':
        for (const hex of ['#aa3300', '#2255cc']) {
          await box.locator(`#field-${field.key}-hex`).fill(hex);
          await box.getByRole('button', { name: /Ajouter la couleur|Add the colour/ }).click();
          await box.getByText(hex, { exact: true }).waitFor();
        }
        values[field.key] = ['#aa3300', '#2255cc'];
        break;
    }
  }
  return appeared;
}

const require = createRequire(import.meta.url);

/** Runs axe-core in the page; returns the serious and critical violations (id and targets). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, not as an inline <script> (which the page CSP refuses).
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run();
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
