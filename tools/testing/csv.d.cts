/** RFC 4180 reader: quoted fields, doubled quotes, CRLF or LF line ends; a leading BOM is skipped. */
export declare function parseCsv(text: string): string[][];
