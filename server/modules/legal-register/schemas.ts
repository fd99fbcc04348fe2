import { Type, type TProperties } from 'typebox';

// TypeBox of the legal register's own routes (the resource declarations keep theirs beside them).

const node = <T extends TProperties>(children: T) =>
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    name_spanish: Type.String(),
    name_catalan: Type.String(),
    order: Type.Integer(),
    ...children,
  });
/** The area > ambit > subambit tree (tree.ts). */
export const Tree = Type.Array(node({ legal_ambits: Type.Array(node({ subambits: Type.Array(node({})) })) }));
