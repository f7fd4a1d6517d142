import { describe, expect, it } from 'vitest';
import { finishBlocker } from './finish-blocker.ts';

const field = (key: string) => ({ key, label: key, type: 'text' as const, required: true });
const item = (id: string) => ({ id, label: id });

describe('why « Terminer » is not offered', () => {
  it('says nothing when the action can be finished', () => {
    expect(finishBlocker({ canFinish: true, missingFields: [], missingItems: [] }, new Map())).toBeNull();
  });

  it('gives the day the last waiting step opens when nothing else is left', () => {
    const waiting = new Map([['bilan', '2026-12-28'], ['suivi', '2026-12-14']]);
    expect(finishBlocker({ canFinish: false, missingFields: [], missingItems: [item('suivi'), item('bilan')] }, waiting)).toEqual({ kind: 'waiting', day: '2026-12-28' });
  });

  it('counts what can be done now, and still names the day of a step that waits', () => {
    const waiting = new Map([['bilan', '2026-12-28']]);
    expect(finishBlocker({ canFinish: false, missingFields: [field('fond')], missingItems: [item('serie'), item('bilan')] }, waiting)).toEqual({ kind: 'missing', count: 2, day: '2026-12-28' });
    expect(finishBlocker({ canFinish: false, missingFields: [field('fond')], missingItems: [] }, new Map())).toEqual({ kind: 'missing', count: 1, day: null });
  });
});
