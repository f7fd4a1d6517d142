/**
 * What a file is, decided from its bytes only (decision 008): never from its name or the type a
 * client declared. `file-type` reads the magic numbers; this module maps its answer onto the
 * few kinds the app stores and names what it refuses, so the refusal can say something useful.
 */
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

/** What the app can store: photos (converted to WebP), PDF and ZIP documents (kept as sent). */
export type UploadKind = 'image' | 'pdf' | 'zip';

export interface SniffedType {
  /** `image`, `pdf`, `zip` when storable; `heic` gets its own refusal; `other` is anything else. */
  kind: UploadKind | 'heic' | 'other';
  /** The detected MIME type (`image/jpeg`…), or null when the bytes match no known format. */
  mime: string | null;
  /** The detected extension without dot (`jpg`, `pdf`…), or null. */
  extension: string | null;
}

/** How many leading bytes decide the type (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

/** Photo formats sharp's prebuilt binaries decode (decision 008). HEIC is not one of them. */
export const PHOTO_MIMES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);

const HEIF_MIMES: ReadonlySet<string> = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

/** Human names of what is accepted, per kind, for refusal messages and `details.accepted`. */
export const ACCEPTED_FORMAT_NAMES: Record<UploadKind, readonly string[]> = {
  image: ['JPEG', 'PNG', 'WebP', 'GIF', 'AVIF', 'TIFF'],
  pdf: ['PDF'],
  zip: ['ZIP'],
};

function classify(found: { mime: string; ext: string } | undefined): SniffedType {
  if (!found) return { kind: 'other', mime: null, extension: null };
  const { mime, ext } = found;
  if (PHOTO_MIMES.has(mime)) return { kind: 'image', mime, extension: ext };
  if (HEIF_MIMES.has(mime)) return { kind: 'heic', mime, extension: ext };
  if (mime === 'application/pdf') return { kind: 'pdf', mime, extension: 'pdf' };
  // Only a plain ZIP: Office files, EPUB, JAR, APK… are ZIPs too, but they are not what the
  // app promises to accept (decision 008: "PDF or ZIP only").
  if (mime === 'application/zip') return { kind: 'zip', mime, extension: 'zip' };
  return { kind: 'other', mime, extension: ext };
}

/** The type of the first bytes of a file (used while it streams in, to refuse early). */
export async function sniffBytes(head: Uint8Array): Promise<SniffedType> {
  if (head.byteLength === 0) return { kind: 'other', mime: null, extension: null };
  return classify(await fileTypeFromBuffer(head));
}

/** The type of a complete file on disk: the final word (formats inside ZIPs need more than the head). */
export async function sniffFile(path: string): Promise<SniffedType> {
  return classify(await fileTypeFromFile(path));
}

/** The names of the formats accepted for a set of kinds: `JPEG, PNG, …, PDF, ZIP`. */
export function acceptedFormatNames(kinds: readonly UploadKind[]): string[] {
  return kinds.flatMap((kind) => ACCEPTED_FORMAT_NAMES[kind]);
}
