// Bundled by esbuild into the test pages: the library plus the internals the browser tests look at.
import * as lib from '../../src/index';
import { tableCellGrid } from '../../src/extract/table-grid';
import { visibilityFor } from '../../src/text/visibility';
import { cellContent, walkedContent } from '../../src/text/cell-text';
import { runFixture } from '../../src/testing/fixture-run';

export const pageApi = { ...lib, tableCellGrid, visibilityFor, cellContent, walkedContent, runFixture };
export type PageApi = typeof pageApi;

declare global {
  var TE: PageApi;
}

globalThis.TE = pageApi;
