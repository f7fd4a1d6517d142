/** Uploading through the real server in API and e2e tests, and looking at what it left on disk. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { api, type ApiResponse } from './api.ts';
import { multipart, type Part } from './file-fixtures.ts';

export interface UploadInput {
  type?: string;
  card_id?: string;
  checklist_item_id?: string;
  file?: Buffer;
  filename?: string;
  /** Extra raw parts, sent after the fields and before the file. */
  extra?: Part[];
}

export async function upload(input: UploadInput, auth: { token?: string; cookie?: string; headers?: Record<string, string> } = {}): Promise<ApiResponse> {
  const parts: Part[] = [];
  for (const key of ['type', 'card_id', 'checklist_item_id'] as const) if (input[key] !== undefined) parts.push({ name: key, value: input[key]! });
  parts.push(...(input.extra ?? []));
  if (input.file) parts.push({ name: 'file', filename: input.filename ?? 'file.bin', data: input.file });
  const { body, contentType } = multipart(parts);
  const res = await fetch(`${inject('baseUrl')}/api/upload`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.headers ?? {}),
    },
    body: new Uint8Array(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

/** The bytes of a stored file through its private URL. */
export async function download(url: string, token: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const res = await fetch(`${inject('baseUrl')}${url}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

export const uploadsDir = (...parts: string[]) => join(inject('dataDir'), 'uploads', ...parts);
export const tempUploadsDir = () => join(inject('dataDir'), 'tmp', 'uploads');

/** Stored objects of one user's actions (`uploads/actions/<user id>/`). */
export function storedActionFiles(userId: string): string[] {
  const dir = uploadsDir('actions', userId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** Temporary upload files (other tests' uploads in flight come and go, a leak stays). */
export function tempFiles(): string[] {
  const dir = tempUploadsDir();
  return existsSync(dir) ? readdirSync(dir) : [];
}

export { api };
