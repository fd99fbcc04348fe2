import type { ComponentType } from 'react';
import type { SortPayload, Validator } from 'react-admin';
import type { FieldKind } from '../../contract/field-kinds';
import type { Role } from '../../contract/roles';
import type { MenuIconName } from './menuIcons';

// A resource of the browser declared once (issue 23): its pages, who may use it, its menu entry, how the API takes
// its writes and its history table. The list in ./index.ts feeds canAccess, the menu, formResources, historyTables
// and the registry. Declarations reach the login page's bundle (canAccess, the dataProvider), so they hold data
// only: an icon is named (./menuIcons.ts), hand-written pages are listed in ./handWrittenPages.ts, and a special
// cell or input is a loader, fetched when shown.

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

/** What each non-admin role may do (spec §6); admins may do everything, and an empty rule means admin only. */
export type Access = Partial<Record<Exclude<Role, 'admin'>, readonly Action[]>>;

/** A module that a loader fetches: the component is its default export. */
export type Loader<P = object> = () => Promise<{ default: ComponentType<P> }>;

/** How the API takes a create or update (spec §7); without it, the record is written as JSON. */
export interface FormEncoding {
  /** Plain parts of a multipart form. */
  fields?: readonly string[];
  /** Fields sent together as the JSON text of the `json_data` part; the server names its field errors after them. */
  jsonData?: readonly string[];
  /** File parts, sent only when the user chose a new file: the server keeps the stored one otherwise. */
  files?: readonly string[];
  /** Written as the JSON record after all: the entry only adds the reference ids its form edits. */
  json?: true;
  /** Form ids the record only nests: form field -> record field holding `{id}` or `[{id}]`. */
  referenceIds?: Readonly<Record<string, string>>;
}

/** The navigation groups of spec §1, in menu order (layout/menuGroups.ts places the hand-written entries). */
export type MenuGroupId =
  'centers' | 'projects' | 'legal_management' | 'environmental_aspects' | 'risk_catalogues' | 'waste_catalogues' | 'administration';

export interface MenuPlacement {
  group: MenuGroupId;
  icon: MenuIconName;
  /** Catalogue key of the entry's text; the resource's plural name otherwise. */
  label?: string;
  /** Only these roles see the entry, for a resource several roles reach for different reasons. */
  roles?: readonly Role[];
  /** Place among the group's declared entries (1 first); unnumbered ones follow in the list's order. */
  position?: number;
}

/** A field of the record: its kind decides its column and its input. */
export interface DeclaredField {
  kind: FieldKind;
  required?: boolean;
  /** Takes a whole row of the two-column form. */
  fullRow?: boolean;
  helperText?: string;
  /** text: the input's type (`email`). */
  inputType?: string;
  validate?: Validator | Validator[];
  /** number: the lowest value, a whole step (an `order`). */
  min?: number;
  /** state: the codes offered, labelled `<labels>.<code>`. */
  choices?: readonly string[];
  /** The value a form starts with where the record has none (a new record, or one written before the field existed). */
  defaultValue?: unknown;
  /** reference: the ids of several rows (`aspect_ids`); the order and page size of the options; how one reads. */
  many?: boolean;
  sort?: SortPayload;
  perPage?: number;
  optionText?: (record: Record<string, unknown>) => string;
  /** Not in the form (a column only, or written by another page). */
  readOnly?: boolean;
  /** A hand-written input for this field, instead of the kind's. */
  input?: Loader<{ source: string }>;
}

/** A list column: a field's source (`vector.name` reads a nested reference), shown by its kind or by `cell`. */
export interface DeclaredColumn {
  source: string;
  kind?: FieldKind;
  /** Nested sources and bilingual names are not sortable (the API sorts by one language's name). */
  sortable?: boolean;
  cell?: Loader<{ record: Record<string, unknown> }>;
}

/** A filter beside the search box: a reference to pick (`areaId`) or a code (`scope`). */
export type DeclaredFilter =
  { source: string; reference: string; label: string; width?: number } | { source: string; labels: string; choices: readonly string[] };

export interface PlainPages {
  fields: Readonly<Record<string, DeclaredField>>;
  list: {
    columns: readonly (string | DeclaredColumn)[];
    sort: SortPayload;
    filters?: readonly DeclaredFilter[];
  };
  /** Values a new record starts with; transforms of the written record (spec §5 empty strings). */
  defaults?: Record<string, unknown>;
  transformCreate?: (data: Record<string, unknown>) => Record<string, unknown>;
  transformEdit?: (data: Record<string, unknown>) => Record<string, unknown>;
  /** Shown under the edit form's inputs (an action on the record). */
  editExtra?: Loader;
  /** A read-only page at /{name}/{id}/show: the fields by their kinds, or a hand-written page. */
  show?: true | Loader;
}

export interface ResourceDeclaration {
  name: string;
  access?: Access;
  menu?: MenuPlacement | readonly MenuPlacement[];
  form?: FormEncoding;
  /** The table GET /api/history?table= names for its edit page's history. */
  history?: string;
  /** A react-admin resource: declared fields rendered by the generic pages, or pages written by hand (./handWrittenPages.ts). */
  pages?: PlainPages | 'hand-written';
  recordRepresentation?: (record: Record<string, unknown>) => string;
}

/** Identity, for the type check and the editor's help. */
export const declare = (declaration: ResourceDeclaration): ResourceDeclaration => declaration;

export const isPlain = (pages: ResourceDeclaration['pages']): pages is PlainPages => typeof pages === 'object';

export const menuPlacements = (declaration: ResourceDeclaration): readonly MenuPlacement[] =>
  !declaration.menu
    ? []
    : 'group' in declaration.menu
      ? [declaration.menu as MenuPlacement]
      : (declaration.menu as readonly MenuPlacement[]);
