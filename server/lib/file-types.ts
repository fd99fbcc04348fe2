/** File kinds recognised from their first bytes, never from the name the client gave. */
export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'zip-office' | 'ole-office';

export const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpeg', 'gif', 'webp'];
export const DOCUMENT_KINDS: readonly FileKind[] = [...IMAGE_KINDS, 'pdf', 'zip-office', 'ole-office'];

export const CONTENT_TYPES: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  'zip-office': 'application/zip',
  'ole-office': 'application/x-ole-storage',
};

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);

export function detectFileKind(data: Buffer): FileKind | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return 'zip-office';
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole-office';
  return undefined;
}

/** Content type to serve: the office formats keep the type their extension implies. */
export function contentTypeFor(kind: FileKind, fileName: string): string {
  const extension = fileName.toLowerCase().split('.').pop();
  if (kind === 'zip-office') {
    if (extension === 'xlsx') return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    if (extension === 'docx') return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  if (kind === 'ole-office') {
    if (extension === 'xls') return 'application/vnd.ms-excel';
    if (extension === 'doc') return 'application/msword';
  }
  return CONTENT_TYPES[kind];
}

/**
 * The extensions a stored file may be saved under, by its content type (set from the detected kind); the first one
 * names a file whose own extension does not fit. The office containers keep the formats they can hold.
 */
const EXTENSIONS: Record<string, readonly string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg', '.jpe', '.jfif'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/zip': ['.zip', '.pptx', '.odt', '.ods', '.odp'],
  'application/vnd.ms-excel': ['.xls'],
  'application/msword': ['.doc'],
  'application/x-ole-storage': ['.bin', '.ppt'],
};
/** What a file of a type this table does not know is saved as: nothing opens it by itself. */
export const NEUTRAL_EXTENSION = '.bin';

const nameParts = (fileName: string) => {
  const [, stem = '', extension] = /^(.*?)(\.[A-Za-z0-9]{1,8})?$/s.exec(fileName.trim())!;
  return { stem, extension: extension?.toLowerCase() };
};

/** The extension to save a stored file under: its own when it fits the detected type ("x.PDF" → ".pdf"), else the type's (".hta" that is a PDF → ".pdf"). */
export function extensionFor(originalName: string, contentType: string): string {
  const fitting = EXTENSIONS[contentType] ?? [NEUTRAL_EXTENSION];
  const { extension } = nameParts(originalName);
  return extension && fitting.includes(extension) ? extension : fitting[0]!;
}

/** A stored file's name to download it under: the uploaded name, its extension taken from the detected type ("factura.hta" → "factura.pdf"). */
export function downloadNameFor(originalName: string, contentType: string): string {
  const { stem, extension } = nameParts(originalName);
  const fitting = extensionFor(originalName, contentType);
  return extension === fitting ? originalName.trim() : `${stem || 'file'}${fitting}`;
}
