import type { FileLike } from '../../shared/validation/rules';

/** The kinds of document the shop takes (CVs): images, PDF and Word's DOCX. */
export type DocumentKind = 'pdf' | 'docx' | 'png' | 'jpeg' | 'gif' | 'webp';

const TYPES: Record<DocumentKind, { ext: string; mime: string }> = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  png: { ext: 'png', mime: 'image/png' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  gif: { ext: 'gif', mime: 'image/gif' },
  webp: { ext: 'webp', mime: 'image/webp' },
};

const starts = (bytes: Buffer, signature: number[] | string, at = 0) =>
  Buffer.from(typeof signature === 'string' ? Buffer.from(signature, 'latin1') : signature).equals(
    bytes.subarray(at, at + signature.length),
  );

/**
 * The names of a ZIP archive's entries, read from its central directory (the end-of-directory
 * record is within the last 64 KB); null when the bytes are not a well-formed ZIP.
 */
function zipEntryNames(bytes: Buffer): string[] | null {
  if (!starts(bytes, 'PK\x03\x04')) return null;
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i--)
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return names;
}

/**
 * What a file is, judged by its content (its first bytes, and for a DOCX the ZIP entry Word
 * writes, word/document.xml), never by its name or declared type; null for anything else. The
 * handful of signatures is checked here rather than by a general file-type library, which
 * would know hundreds of kinds the shop refuses anyway.
 */
export function detectDocument(bytes: Buffer): DocumentKind | null {
  // A PDF's header may follow a little junk, within the first kilobyte.
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(bytes, 'GIF87a') || starts(bytes, 'GIF89a')) return 'gif';
  if (starts(bytes, 'RIFF') && starts(bytes, 'WEBP', 8)) return 'webp';
  if (zipEntryNames(bytes)?.includes('word/document.xml')) return 'docx';
  return null;
}

export const documentType = (kind: DocumentKind) => TYPES[kind];

/**
 * An upload as the shared form rules read it (size, ext, mimes), described by its content: a
 * PDF sent as cv.png is a PDF, a text file named cv.pdf is nothing the shop takes.
 */
export function describeUpload(bytes: Buffer): FileLike & { kind: DocumentKind | null } {
  const kind = detectDocument(bytes);
  const type = kind ? TYPES[kind] : null;
  return {
    kind,
    name: type ? `upload.${type.ext}` : 'upload',
    type: type?.mime ?? 'application/octet-stream',
    size: bytes.length,
  };
}
