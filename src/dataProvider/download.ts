/** The file name a Content-Disposition header gives (RFC 6266: `filename*` wins over `filename`). */
export const fileNameFromContentDisposition = (header: string | null): string | undefined => {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:[\w-]+)''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed encoding falls back to the plain `filename`
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return plain ? (plain[2] ?? plain[1]).trim() : undefined;
};

/** Hands a received file to the browser's download manager. */
export const saveFile = (file: Blob, fileName: string): void => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** Saves an attachment answer under the server's file name. */
export const saveAttachment = async (response: Response, fallbackName: string): Promise<void> => {
  const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition'));
  saveFile(await response.blob(), fileName ?? fallbackName);
};
