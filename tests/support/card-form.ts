/**
 * Helpers of the card-page end-to-end tests: choosing cards through the real API and filling the
 * generated answers form the way a person does (typing tags with Enter, adding colours).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './api.ts';
import { runAxe, type AxeResult } from './axe.ts';

export interface Field {
  key: string;
  label: string;
  type: 'text' | 'number' | 'boolean' | 'tags' | 'color_list';
  /** As the API sends them: `{value, label}` in the reader's language, or plain strings. */
  options?: (string | { value: string; label: string })[];
  required?: boolean;
  show_if?: { field: string; equals: unknown };
  max_length?: number;
  multiline?: boolean;
  min?: number;
  max?: number;
}

export const optionOf = (o: string | { value: string; label: string }): { value: string; label: string } => (typeof o === 'string' ? { value: o, label: o } : o);

/** A closed set shown as chips: tags with options, or a text with at most 7 options. */
export const isChips = (f: Field): boolean => !!f.options?.length && (f.type === 'tags' || (f.type === 'text' && f.options.length <= 7));

export interface CardInfo {
  id: string;
  slug: string;
  domain: string | null;
  fields: Field[];
  checklist: { id: string; label: string; requires_proof: boolean; after_days?: number }[];
  questions: { metric: string; type: string; depends_on_metric?: string; options?: unknown[]; min?: number; max?: number }[];
}

export const FIELD_TYPES = ['text', 'number', 'boolean', 'tags', 'color_list'] as const;

export async function loadCatalogue(token: string): Promise<CardInfo[]> {
  const list = await api<{ slug: string }[]>('/api/cards', { token });
  expect(list.status).toBe(200);
  return Promise.all(
    list.body.map(async ({ slug }) => {
      const res = await api(`/api/cards/${slug}`, { token });
      expect(res.status).toBe(200);
      return { id: res.body.id, slug, domain: res.body.domain, fields: res.body.guide.renseignements?.fields ?? [], checklist: res.body.guide.checklist ?? [], questions: res.body.guide.mesure?.questions ?? [] };
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
    if (isChips(field)) {
      // Chips: click the labels, as a person does.
      const picked = field.type === 'tags' ? field.options!.slice(0, 2).map(optionOf) : [optionOf(field.options![0]!)];
      for (const option of picked) await box.locator('label.chip', { hasText: option.label }).click();
      for (const option of picked) await expect.poll(() => box.locator(`input[value="${option.value}"]`).isChecked()).toBe(true);
      values[field.key] = field.type === 'tags' ? picked.map((o) => o.value) : picked[0]!.value;
      continue;
    }
    switch (field.type) {
      case 'text':
        if (field.options?.length) {
          const option = optionOf(field.options[0]!);
          await input.selectOption(option.value);
          values[field.key] = option.value;
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
        const tags = ['salon', 'marché'];
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

const describeViolations = (result: AxeResult, keep: (impact: string) => boolean) =>
  result.violations.filter((v) => keep(v.impact)).map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** Runs axe-core in the page (all its rules); returns the serious and critical violations (id and targets). */
export async function seriousViolations(page: Page): Promise<string[]> {
  return describeViolations(await runAxe(page, null), (impact) => impact === 'serious' || impact === 'critical');
}

/** The WCAG 2.2 level A and AA rules of axe-core: every violation, whatever its impact. */
export const WCAG22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export async function wcagViolations(page: Page): Promise<string[]> {
  return describeViolations(await runAxe(page, WCAG22_AA_TAGS), () => true);
}
