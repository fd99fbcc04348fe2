import { fileStem } from '../../lib/spreadsheet';
import { safePart } from './names';
import { formatDate } from '../../../contract/field-kinds';

/** A day as the Spanish write it in a file name (slashes are not allowed there): 27-11-2026. */
const day = (iso: string) => formatDate(iso).replaceAll('/', '-');

/**
 * The pack's download name, readable ("Paquete de auditoría - Planta de Sabadell - 01-01-2026–27-11-2026.zip") in
 * `filename*` (RFC 6266, UTF-8) and plain ASCII in `filename` for clients that only read that.
 */
export function packFileName(title: string, centerName: string, from: string, to: string) {
  const readable = `${safePart(`${title} - ${centerName} - ${day(from)}–${day(to)}`, 150, 'audit-pack')}.zip`;
  const plain = `${fileStem(`${title} ${centerName} ${day(from)} ${day(to)}`)}.zip`;
  return { readable, plain, header: `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(readable)}` };
}
