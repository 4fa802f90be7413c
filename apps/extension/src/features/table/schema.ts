import { Type, type Static } from '@sinclair/typebox';
import type { CollectedTable } from './index';

/** CollectedTable on the wire (content script → panel). */
export const CollectedTableSchema = Type.Object({
  columns: Type.Array(Type.String()),
  rows: Type.Array(
    Type.Object({
      text: Type.Array(Type.String()),
      link: Type.Optional(Type.Array(Type.String())),
      image: Type.Optional(Type.Array(Type.String())),
    }),
  ),
});

// The schema and the shared model must describe the same thing.
const _sameShape: [Static<typeof CollectedTableSchema>, CollectedTable] extends [CollectedTable, Static<typeof CollectedTableSchema>] ? true : never = true;
void _sameShape;
