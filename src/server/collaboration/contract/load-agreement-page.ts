/**
 * Everything the page of one agreement (/collaborations/accords/{id}) renders (decision 046): the
 * match and its contract in the page's language. Only the two parties see a match: anyone else,
 * and an unknown id, get null (the not-found page, as the API's 404).
 */
import { getDb } from '#server/platform/db/client.ts';
import type { Lang } from '#i18n/lang.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { getMatch, type MatchView } from '../board/matches.ts';
import { getContract, type ContractBody } from './contract-view.ts';

export interface AgreementPage {
  match: MatchView;
  contract: ContractBody;
}

export async function loadAgreementPage(userId: string, id: string, lang: Lang): Promise<AgreementPage | null> {
  const db = await getDb();
  try {
    const match = await getMatch(db, userId, id);
    const contract = await getContract(db, userId, match.id, lang);
    return { match, contract };
  } catch (error) {
    if (error instanceof AppError && error.code === 'match_not_found') return null;
    throw error;
  }
}
