/**
 * Everything the page of one collaboration request (/collaborations/demandes/{id}) renders
 * (decision 046): the request and the replies the viewer may read. Unknown or not visible: null
 * (the not-found page, as the API's 404).
 */
import { getDb } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { getRequest, type RequestView } from './requests.ts';
import { listReplies, type ReplyView } from './replies.ts';

export interface RequestPage {
  request: RequestView;
  replies: ReplyView[];
}

export async function loadRequestPage(userId: string, id: string): Promise<RequestPage | null> {
  const db = await getDb();
  try {
    const request = await getRequest(db, userId, id);
    const replies = await listReplies(db, userId, request.id);
    return { request, replies };
  } catch (error) {
    if (error instanceof AppError && error.code === 'request_not_found') return null;
    throw error;
  }
}
