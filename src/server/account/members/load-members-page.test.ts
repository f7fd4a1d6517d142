import { describe, expect, it } from 'vitest';
import { readMembersFilters } from './load-members-page.ts';

describe('readMembersFilters: each bad value is dropped on its own', () => {
  it.each([
    ['nothing', '', { offset: 0 }],
    ['a search and a role', 'q=  Léa &role=admin', { q: 'Léa', role: 'admin', offset: 0 }],
    ['a wrong role keeps the search', 'q=lea&role=roi', { q: 'lea', offset: 0 }],
    ['a wrong offset keeps the role', 'role=aucun&offset=-3', { role: 'aucun', offset: 0 }],
    ['a page further', 'offset=25', { offset: 25 }],
  ])('%s', (_name, query, expected) => {
    expect(readMembersFilters(new URLSearchParams(query))).toEqual({ limit: 50, ...expected });
  });
});
